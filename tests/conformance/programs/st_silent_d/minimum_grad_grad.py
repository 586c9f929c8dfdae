"""Adapted from tests/st/ops/gpu/test_minimum_grad_grad.py (test_minimum_grad_grad_broadcast): MinimumGradGrad
(missing in msgraph) gives zeros for x1/x2 and dx1 where x1 <= x2 else dx2, broadcast."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x1, x2, dx1, dx2):
        return self.op(x1, x2, dx1, dx2)


x1 = Tensor(np.array([[1., 2., 3.]], np.float32))
x2 = Tensor(np.array([[2.], [2.]], np.float32))
d1 = Tensor(np.array([[10., 20., 30.]], np.float32))
d2 = Tensor(np.array([[-1.], [-2.]], np.float32))
emit("min_broadcast", Net(G.MinimumGradGrad())(x1, x2, d1, d2))
emit("max_broadcast", Net(G.MaximumGradGrad())(x1, x2, d1, d2))
a = np.arange(15, dtype=np.float32).reshape(1, 3, 5) % 4
b = (np.arange(15, dtype=np.float32).reshape(1, 3, 5) * 7) % 5
emit("min_same_shape", Net(G.MinimumGradGrad())(Tensor(a), Tensor(b), Tensor(a + 100), Tensor(b - 100)))
