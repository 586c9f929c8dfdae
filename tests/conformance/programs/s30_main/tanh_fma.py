"""Tanh as MindSpore 2.10's CPU kernel computes it, bit for bit: nnacl's [7/6] Pade approximant in float32 whose
``a * s + c`` steps are fused multiply-adds (x86 build), +-1 beyond |x| > 5; float16 through float32.  Unfused, 18% of
these float32 values were up to 4 ulps off.  Also its gradient (TanhGrad of the output) and nn.Tanh in a Cell.
Checked with no tolerance."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
X = np.concatenate([((np.arange(4096, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 12.0,
                    [0.0, -0.0, 5.0, -5.0, 5.0001, -5.0001, 1e-20, -1e-20, 40.0, np.inf, -np.inf, np.nan]])
W = ((np.arange(X.size, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2.0


class Act(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.Tanh()

    def construct(self, v):
        return self.act(v)


class Weighted(nn.Cell):
    def construct(self, v, w):
        return (ops.tanh(v) * w).sum()


for dt in (np.float16, np.float32):
    x = Tensor(X.astype(dt))
    emit(f"ops.tanh {dt.__name__}", ops.tanh(x), **EXACT)
    emit(f"nn.Tanh {dt.__name__}", Act()(x), **EXACT)
    emit(f"Tensor.tanh {dt.__name__}", x.tanh(), **EXACT)
g = Tensor(X[:4096].astype(np.float32))
emit("tanh grad float32", ms.grad(Weighted())(g, Tensor(W[:4096].astype(np.float32))), **EXACT)
