"""The gradient of Tanh on float16 (MindSpore's st test ops/cpu/test_tanh_op.py): in Graph mode MindSpore's CPU kernel
selection runs Tanh and TanhGrad on float32 and drops the float16 round trip between them, so TanhGrad reads the
float32 tanh; PyNative's TanhGrad reads the rounded float16 output (both compute TanhGrad in float32)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from _conf import emit


class TanhNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tanh = P.Tanh()

    def construct(self, x):
        return self.tanh(x)


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.grad = C.GradOperation(get_all=True, sens_param=True)
        self.net = net

    def construct(self, x, dy):
        return self.grad(self.net)(x, dy)


class Scaled(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.Tanh()

    def construct(self, x, w):
        return (self.act(x) * w).sum()


x = (np.linspace(-3, 3, 24)).astype(np.float16)
dy = (np.linspace(-2, 1.7, 24)).astype(np.float16)
for dt in (np.float16, np.float32):
    g = GradNet(TanhNet())(Tensor(x.astype(dt)), Tensor(dy.astype(dt)))[0]
    emit(f"tanh_grad_sens_{dt.__name__}", g.asnumpy().view(np.uint16 if dt == np.float16 else np.uint32))
w = Tensor(((np.arange(24) * 5) % 7 - 3).astype(np.float16) * np.float16(0.37))
g = ms.grad(Scaled(), grad_position=0)(Tensor(x), w)
emit("nn_tanh_grad_float16", g.asnumpy().view(np.uint16))


def tanh_sum(a):
    return ops.tanh(a * 2).sum()


g = ms.grad(tanh_sum)(Tensor(x))
emit("ops_tanh_grad_float16", g.asnumpy().view(np.uint16))
# the forward float32 Tanh itself (nnacl's Pade approximant with fused multiply-adds: a quarter of these were an ulp off)
x32 = Tensor((np.arange(64) * 0.0931 - 2.9).astype(np.float32))
emit("tanh_float32_forward", ops.tanh(x32).asnumpy().view(np.uint32))
emit("tanh_float32_forward_cell", TanhNet()(x32).asnumpy().view(np.uint32))
