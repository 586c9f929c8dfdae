"""HShrinkGrad / SoftShrinkGrad pass the gradient where the feature is NaN, as MindSpore 2.10's CPU kernels
(found by the adapt34a variant sweep of st ops/cpu test_hshrink_grad_op.py): the gradient is zeroed only where
-lambd <= x <= lambd (msgraph zeroed NaN too); +-inf pass, lambd 0 and 1, float16 and float32."""
import numpy as np
from mindspore import Tensor, nn
from mindspore.ops.operations import _grad_ops as G
from _conf import emit

x = np.array([np.nan, 0.5, -0.5, 0.6, np.inf, -np.inf, 0.2, -0.0, -1.5], np.float32)
d = np.array([2, 3, 4, 5, 6, 7, 8, 9, 10], np.float32)


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a, b):
        return self.op(a, b)


for lam in (0.5, 0.0, 1.0):
    for dt in (np.float32, np.float16):
        emit(f"hshrink_{lam}_{dt.__name__}", Net(G.HShrinkGrad(lam))(Tensor(d.astype(dt)), Tensor(x.astype(dt))))
        emit(f"softshrink_{lam}_{dt.__name__}", Net(G.SoftShrinkGrad(lam))(Tensor(d.astype(dt)), Tensor(x.astype(dt))))
