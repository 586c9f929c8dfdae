"""The tanh-form GeLU's gradient as MindSpore 2.10's CPU GeLUGrad kernel computes it, bit for bit (act32): z =
c (x + 0.044715 x^3) and m = c + 0.1070322244 x^2 in double (c = 0.7978845608), t = tanh(z) rounded to float32, m
rounded to float32, then in float32 dy * (((1 + t) + x (1 - t t) m) / 2); float16 and float64 through float32
(MindSpore's float64 gradients are its float32 ones).  msgraph had composed it of float32 ops (849 of 4096 float32
values differed, up to 427 ulps; float64 3458).  ops.gelu(approximate='tanh'), nn.GELU() and the GeLU primitive,
both modes, no tolerance (no subnormal inputs)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
X = np.concatenate([((np.arange(4096, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 24.0,
                    [0.0, -0.0, 1e-30, -1e-30, -1e-5, 3.0, -3.0, 5.5, -5.5, 10.0, -10.0, 1e4, -1e4]])
W = ((np.arange(X.size, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2.0


class Weighted(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, v, w):
        return (self.fn(v) * w).sum()


class GeluTanh(nn.Cell):
    def construct(self, v):
        return ops.gelu(v, approximate="tanh")


class GeluPrim(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ops.GeLU()

    def construct(self, v):
        return self.p(v)


for dt in (np.float16, np.float32, np.float64):
    x, w = Tensor(X.astype(dt)), Tensor(W.astype(dt))
    for name, cell in [("ops.gelu tanh", GeluTanh()), ("nn.GELU", nn.GELU()), ("ops.GeLU", GeluPrim())]:
        emit(f"{name} grad {dt.__name__}", ms.grad(Weighted(cell))(x, w), **EXACT)
