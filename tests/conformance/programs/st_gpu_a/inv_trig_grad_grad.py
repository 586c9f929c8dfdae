"""Second-order gradients of MindSpore's elementwise grad primitives AsinGrad / ACosGrad / AsinhGrad / AcoshGrad /
AtanGrad (tests/st/ops/gpu/test_*_grad_grad_op.py), and their complex64/complex128 forms (conjugated derivative)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a, b):
        return self.op(a, b)


x = np.array([0.1, -0.25, 0.5, 0.3], np.float32)
g = np.array([0.7, -0.25, 0.5, 1.3], np.float32)
d = np.array([2, 1, -3, 2], np.float32)
for name in ["AsinGrad", "ACosGrad", "AsinhGrad", "AcoshGrad", "AtanGrad"]:
    xx = x + 1.5 if name == "AcoshGrad" else x
    grad = ops.GradOperation(get_all=True, sens_param=True)(Net(getattr(G, name)()))
    emit(f"{name}_gradgrad_f32", grad(Tensor(xx), Tensor(g), Tensor(d)))
    emit(f"{name}_gradgrad_f16", grad(Tensor(xx.astype(np.float16)), Tensor(g.astype(np.float16)),
                                      Tensor(d.astype(np.float16))), rtol=2e-3, atol=2e-3)
    for ct in (np.complex64, np.complex128):
        c = (xx + 0.5j * xx).astype(ct)
        emit(f"{name}_{ct.__name__}", Net(getattr(G, name)())(Tensor(c), Tensor((g + 0.3j * g).astype(ct))))
