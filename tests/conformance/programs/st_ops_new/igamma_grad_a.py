"""IgammaGradA (tests/st/ops/gpu/test_igamma_op.py imports it from _grad_ops): d igamma(a, x) / d a, its 0 at
x == 0 and NaN outside a > 0, x >= 0, float32/float64, and the gradients of igamma/igammac through it."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations._grad_ops import IgammaGradA
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = IgammaGradA()

    def construct(self, a, x):
        return self.op(a, x)


class Ig(nn.Cell):
    def construct(self, a, x):
        return ops.igamma(a, x)


a = Tensor(np.array([0, 0, 1, 2, -1, 2, 0.5, 1e-3, 30, 1, -1], np.float64))
x = Tensor(np.array([0, 1, 0, -1, 1, 2, 0.1, 0.5, 25, 1e-30, 0], np.float64))
emit("f64", Net()(a, x), rtol=1e-5, atol=1e-12)
emit("f32", Net()(a.astype(ms.float32), x.astype(ms.float32)), rtol=1e-4, atol=1e-6)
emit("broadcast", Net()(Tensor(np.array([[1.0], [2.0]], np.float32)), Tensor(np.array([0.5, 1.0, 3.0], np.float32))),
     rtol=1e-4, atol=1e-6)
emit("grad_igamma", ops.GradOperation(get_all=True)(Ig())(Tensor(np.array([1.0, 2.0, 5.0], np.float32)),
                                                       Tensor(np.array([1.0, 2.0, 5.0], np.float32))),
     rtol=1e-4, atol=1e-6)
emit_error("int", lambda: Net()(a.astype(ms.int32), x.astype(ms.int32)))
emit_error("mixed", lambda: Net()(a, x.astype(ms.float32)))
