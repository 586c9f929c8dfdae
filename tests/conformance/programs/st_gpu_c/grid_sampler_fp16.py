"""P.GridSampler3D / ops.grid_sample (5-D) on float16 (tests/st/ops/gpu/test_grid_sampler.py::test_gridsampler3d):
MindSpore 2.10's CPU kernel computes a float16 input in float32 and rounds once; msgraph computed in float16 op by op
(an ulp off on several elements).  (The 2-D kernel's float16 rounding is neither; not recorded here.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net3(nn.Cell):
    def __init__(self, ac):
        super().__init__()
        self.op = P.GridSampler3D("bilinear", "zeros", ac)

    def construct(self, x, grid):
        return self.op(x, grid)


x3 = Tensor(np.arange(32).reshape((2, 2, 2, 2, 2)), ms.float16)
g3 = Tensor(np.arange(-0.2, 1, 0.1).reshape((2, 2, 1, 1, 3)), ms.float16)
for ac in (False, True):
    emit("3d_%s" % ac, Net3(ac)(x3, g3))
emit("func_3d", ops.grid_sample(x3, g3, "bilinear", "zeros", True))
emit("3d_nearest", P.GridSampler3D("nearest", "border", False)(x3 * 0.37, g3 * 1.3))
