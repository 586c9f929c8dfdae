"""SeLU's gradient as MindSpore 2.10 computes it: EluGrad(dout, out) * scale, EluGrad's float16 computed in float32
and rounded once (act31: the select/mul/add in float16 had been 1-2 ulps off in 22 of 4096 float16 values).
float16 and float32, both modes, no tolerance."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
X = np.concatenate([((np.arange(4096, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 8.0, [0.0, -0.0, -1e-3, 3.0]])
W = ((np.arange(X.size, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2.0


class Weighted(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, v, w):
        return (self.fn(v) * w).sum()


for dt in (np.float16, np.float32):
    x, w = Tensor(X.astype(dt)), Tensor(W.astype(dt))
    emit(f"selu grad {dt.__name__}", ms.grad(Weighted(ops.selu))(x, w), **EXACT)
    emit(f"nn.SeLU grad {dt.__name__}", ms.grad(Weighted(nn.SeLU()))(x, w), **EXACT)
