"""CeLU's gradient as MindSpore 2.10 computes it, from the output: dout * (out / alpha + 1) where x <= 0, dout
elsewhere, in float16, float32 and float64 (float64's forward computed in float32 by its kernel), alpha 1 and 0.5;
and the forward, expm1(x / alpha) * alpha with libm's expm1.  msgraph had differentiated through expm1 (alpha *
exp(x / alpha)): ~1200 of 4096 values differed in each dtype, by 1% at x = -12 (act31).  Both modes, no tolerance
(no subnormal inputs: MindSpore's Graph mode flushes them to 0)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
X = np.concatenate([((np.arange(4096, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 24.0,
                    [0.0, -0.0, 1e-30, -1e-30, -1e-5, -20.0, -87.0, -90.0, 5.0, -1e4]])
W = ((np.arange(X.size, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2.0


class Weighted(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, v, w):
        return (self.fn(v) * w).sum()


for alpha in (1.0, 0.5):
    for dt in (np.float16, np.float32, np.float64):
        x, w = Tensor(X.astype(dt)), Tensor(W.astype(dt))
        n = f"{dt.__name__} alpha {alpha}"
        emit(f"ops.celu {n}", ops.celu(x, alpha), **EXACT)
        emit(f"nn.CELU {n}", nn.CELU(alpha)(x), **EXACT)
        emit(f"nn.CELU grad {n}", ms.grad(Weighted(nn.CELU(alpha)))(x, w), **EXACT)
