"""``mint.norm`` / ``mint.linalg.vector_norm`` of a constant in graph code: MindSpore 2.10's Graph mode evaluates
LinalgVectorNorm with numpy 1.26 while it compiles (``infer_value_for_LinalgVectorNorm``) and keeps numpy's dtype: a
norm over every element is a numpy scalar raised to ``1 / ord``, so Float64 (float16: the squares summed in
float16, then a float64 root); over some dims, or with keepdim, the input's dtype; ord 0 is the Int64 count of
nonzeros.  Graph mode only: MindSpore 2.10's CPU has no LinalgVectorNorm kernel (PyNative and graph arguments are
its RuntimeError "The kernel LinalgVectorNorm unregistered"; msgraph computes them in the input's dtype).  ord inf
is MindSpore's fold plainly wrong (22.5, not the largest magnitude 10.5) and is left out: msgraph gives 10.5."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit

MODES = ("graph",)


class Consts(nn.Cell):
    def __init__(self):
        super().__init__()
        self.h = Tensor(np.array([[5.1, 6.3, 7.7], [1, 2, 4]]), ms.float16)
        self.f = Tensor(np.array([[0.5, -1.25, 3.0], [10.0, 10.5, -2.0]]), ms.float32)

    def construct(self):
        return {"all_f": mint.norm(self.f), "dim1_f": mint.norm(self.f, dim=1), "all_h": mint.norm(self.h),
                "p1_f": mint.norm(self.f, 1), "p3_dim0_f": mint.norm(self.f, 3, 0),
                "keep_f": mint.norm(self.f, dim=(0, 1), keepdim=True), "vn_f": mint.linalg.vector_norm(self.f),
                "vn_h_dim": mint.linalg.vector_norm(self.h, 2, 1), "p0": mint.norm(self.f, 0),
                "dtype": mint.linalg.vector_norm(self.f, dtype=ms.float64),
                "then_add": mint.norm(self.f) + self.f}


for k, v in Consts()().items():
    emit(k, v)
