"""ELU (alpha 1) in float16, float32 and float64 as MindSpore 2.10's CPU kernel computes it, bit for bit: x where
x > 0, else exp(x) - 1 with float32 nnacl's exp (float16 computed so in float32 and rounded once), float64 libm's
expm1; its gradient EluGrad(dout, out) = dout * (out + 1) below 0 (float16 in float32) in every dtype.  One Elu op
now (act31: the float32 case had been a separate internal op; float16 forward had differed in 379 of 4096 values,
float64 in 447, their gradients in 1171 and 1327).  ops.elu and nn.ELU, both modes, no tolerance."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
# MindSpore 2.10's Graph mode runs float16 Elu on its float32 kernel (casts around it) and feeds the float32 output to
# EluGrad: dout * (out + 1) is then 6e-6 where PyNative's float16 out is -1 and the gradient -0 (followed since
# session 47, zoo47: Elu / EluGrad are raised ops of msgraph.passes.f16_raise; the labels were FOLLOW_PYNATIVE)
X = np.concatenate([((np.arange(4096, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 24.0,
                    [0.0, -0.0, 1e-30, -1e-30, -1e-5, -20.0, -87.0, -90.0, 5.0, 65000.0]])
W = ((np.arange(X.size, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2.0


class Weighted(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, v, w):
        return (self.fn(v) * w).sum()


for dt in (np.float16, np.float32, np.float64):
    x, w = Tensor(X.astype(dt)), Tensor(W.astype(dt))
    n = dt.__name__
    emit(f"ops.elu {n}", ops.elu(x), **EXACT)
    emit(f"nn.ELU {n}", nn.ELU()(x), **EXACT)
    emit(f"ops.elu grad {n}", ms.grad(Weighted(ops.elu))(x, w), **EXACT)
    emit(f"nn.ELU grad {n}", ms.grad(Weighted(nn.ELU()))(x, w), **EXACT)
