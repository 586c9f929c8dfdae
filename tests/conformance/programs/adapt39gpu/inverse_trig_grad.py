"""Gradients of P.ACos / Asin / Atan / Asinh / Acosh (st ops/gpu test_acos_op ... with GradOperation and sens,
adapt39gpu): MindSpore's bprops are the _grad_ops primitives (ACosGrad(x, dout), AsinhGrad(out, dout) ...), whose
float16 kernels compute in float32 and round once (msgraph's compositions rounded every step in float16: acos' at
-0.9 with sens 0.25 -0.5737 for -0.5732), and which conjugate complex inputs themselves (a zero imaginary part is
+0, msgraph had -0). Both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x):
        return self.p(x)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(sens_param=True)

    def construct(self, x, s):
        return self.g(self.net)(x, s)


X = np.array([[0.74, 0.04, -0.30], [0.56, -0.9, 0.0]])
XH = np.array([[1.0, 1.5, 3.0], [10.0, 2.0, 1.25]])
S = np.array([[0.5, 1.0, -1.0], [2.0, 0.25, 1.0]])
for name, x in [("ACos", X), ("Asin", X), ("Atan", X), ("Asinh", X), ("Acosh", XH)]:
    for dt in [ms.float16, ms.float32]:
        emit_error(f"{name}_{dt}", lambda: Grad(Net(getattr(P, name)()))(Tensor(x, dt), Tensor(S, dt)))
    if name != "Acosh":
        def imag_sign():
            g = Grad(Net(getattr(P, name)()))(Tensor(X, ms.complex64), Tensor(S, ms.complex64)).asnumpy()
            return Tensor(np.signbit(g.imag))
        emit_error(f"{name}_complex64_imag_signbit", imag_sign)
emit("acos_f16_at_-0.9", Grad(Net(P.ACos()))(Tensor(np.array([-0.9]), ms.float16),
                                             Tensor(np.array([0.25]), ms.float16)))
