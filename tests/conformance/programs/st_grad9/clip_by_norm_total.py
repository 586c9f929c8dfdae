"""Adapted from tests/st/ops/test_ops_clip_func.py (test_ops_clip_by_norm) with tuples and other norm types:
MindSpore 2.10's ops.clip_by_norm takes each norm as sum(t ** p) ** (1 / p) with no absolute value (an odd or
fractional p over negative elements gives a smaller or NaN total, and a NaN total clips nothing) and the norm of the
per-Tensor norms; msgraph used |t| and clipped where MindSpore does not."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def __init__(self, max_norm, norm_type=2.0):
        super().__init__()
        self.max_norm = max_norm
        self.norm_type = norm_type

    def construct(self, *x):
        return ops.clip_by_norm(x if len(x) > 1 else x[0], self.max_norm, self.norm_type)


xc = Tensor([[0.8748, 0.1425, 0.0076], [0.7721, 0.4084, 0.0552], [4.6376, 0.2914, 2.1120]])
y = Tensor([1.5, -2.0, 0.25])
for mn, nt in [(1, 2.0), (1.0, 1.0), (0.5, 3.0), (2, float("inf")), (100.0, 2.0), (1, 0.5)]:
    emit(f"single_{mn}_{nt}", Net(mn, nt)(xc))
    emit(f"tuple_{mn}_{nt}", Net(mn, nt)(xc, y))
    emit(f"grad_single_{mn}_{nt}", ops.GradOperation(get_all=True)(Net(mn, nt))(xc))
    emit(f"grad_tuple_{mn}_{nt}", ops.GradOperation(get_all=True)(Net(mn, nt))(xc, y))
emit("neg_l1", Net(1.0, 1.0)(Tensor([[-3.0, 1.0], [0.5, -2.0]])))
emit("f16", Net(1)(Tensor(xc.asnumpy().astype(np.float16))))
emit("grad_f16", ops.GradOperation()(Net(1))(Tensor(xc.asnumpy().astype(np.float16))))
