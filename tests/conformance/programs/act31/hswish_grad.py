"""HSwish's gradient as MindSpore 2.10's HSwishGrad kernel computes it: (dy * (2x + 3)) / 6 on [-3, 3] (in that
order: dy * ((2x + 3) / 6) had been an ulp off in 462 of 4096 float32 values and 379 float64 ones, act31), dy above
3, 0 below -3; float16 computed in float32.  Both modes, no tolerance."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
X = np.concatenate([((np.arange(4096, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 8.0,
                    [0.0, -0.0, 3.0, -3.0, 2.9999, -2.9999, 3.0001, -3.0001, 1e-30, 100.0, -100.0]])
W = ((np.arange(X.size, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2.0


class Weighted(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, v, w):
        return (self.fn(v) * w).sum()


for dt in (np.float16, np.float32, np.float64):
    x, w = Tensor(X.astype(dt)), Tensor(W.astype(dt))
    emit(f"hardswish grad {dt.__name__}", ms.grad(Weighted(ops.hardswish))(x, w), **EXACT)
    emit(f"nn.HSwish grad {dt.__name__}", ms.grad(Weighted(nn.HSwish()))(x, w), **EXACT)
