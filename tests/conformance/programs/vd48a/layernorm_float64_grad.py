"""The gradient of a float64 LayerNorm: MindSpore 2.10's bprop is its LayerNormGrad CPU kernel, which computes
float64 in float32, so the Float64 gradients of x, gamma and beta carry float32's digits (every value
float32-representable; beta's gradient, a plain column sum, bit for bit).  msgraph differentiated its float64
composite (SILENT: float64 digits).  A second-order gradient through it raises in MindSpore's PyNative mode (no
float64 LayerNormGradGrad); msgraph gave float64 values and, with the first fix alone, zeros.  (vd48a; st
test_layer_norm_grad_op.py test_layernormgrad_double is the primitive's own case.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error

x = Tensor(np.arange(40, dtype=np.float64).reshape(5, 8) % 7 / 3 - 0.45)
w = Tensor(np.arange(40, dtype=np.float64).reshape(5, 8) / 11 - 0.2)
g = Tensor(np.arange(8, dtype=np.float64) / 3 + 0.5)
b = Tensor(np.arange(8, dtype=np.float64) / 7)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln = P.LayerNorm(1, 1)

    def construct(self, a, gg, bb):
        return (self.ln(a, gg, bb)[0] * w).sum()


grads = ms.grad(Net(), (0, 1, 2))(x, g, b)
for name, t in zip(("x", "gamma", "beta"), grads):
    a = t.asnumpy()
    emit(f"LayerNorm float64 grad {name} dtype/shape", (str(t.dtype), t.shape))
    emit(f"LayerNorm float64 grad {name} float32-representable", bool((a.astype(np.float32) == a).all()))
    emit(f"LayerNorm float64 grad {name}", t, rtol=1e-5, atol=1e-6)
emit("LayerNorm float64 grad beta exact", grads[2], rtol=0.0, atol=0.0)

net = nn.LayerNorm((8,), 1, 1, dtype=ms.float64)


class Loss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = net

    def construct(self, a):
        return (self.net(a) * w).sum()


gx = ms.grad(Loss())(x)
emit("nn.LayerNorm float64 grad float32-representable", bool((gx.asnumpy().astype(np.float32) == gx.asnumpy()).all()))
emit("nn.LayerNorm float64 grad", gx, rtol=1e-5, atol=1e-6)

if ms.get_context("mode") == ms.PYNATIVE_MODE:
    g1 = ms.grad(lambda a: (P.LayerNorm(1, 1)(a, g, b)[0] * w).sum())

    def second(a):
        return (g1(a) * w).sum()

    emit_error("LayerNorm float64 second-order gradient", lambda: ms.grad(second)(x))
