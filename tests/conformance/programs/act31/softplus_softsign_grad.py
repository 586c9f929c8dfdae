"""The gradients of Softplus and Softsign as MindSpore 2.10's CPU kernels compute them (act31):
SoftplusGrad ``dy / (1 + e)`` with e nnacl's float32 exp of -x (float16 in float32, rounded once; numpy's exp had
differed in 1583 of 4096 values, up to 200 ulps), SoftsignGrad ``dy * (1 / ((1 + |x|) * (1 + |x|)))`` in the
input's dtype, float16 too (the gradient through x / (1 + |x|) had differed in 1918/2523/2808 of 4096 values in
float16/32/64).  No tolerance, both modes; float64 Softplus left out (MindSpore computes it in float32, msgraph in
float64: docs/differences.md); no subnormal results (MindSpore flushes float32 ones to 0)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
X = np.concatenate([((np.arange(4096, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 24.0,
                    [0.0, -0.0, 1e-30, -1e-30, -1e-5, -20.0, -60.0, 30.0, 5.0, -1e4, 1e4, 1e15]])
W = ((np.arange(X.size, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2.0


class Weighted(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, v, w):
        return (self.fn(v) * w).sum()


for dt in (np.float16, np.float32):
    x, w = Tensor(X.astype(dt)), Tensor(W.astype(dt))
    emit(f"Softplus grad {dt.__name__}", ms.grad(Weighted(ops.Softplus()))(x, w), **EXACT)
for dt in (np.float16, np.float32, np.float64):
    x, w = Tensor(X.astype(dt)), Tensor(W.astype(dt))
    emit(f"softsign {dt.__name__}", ops.softsign(x), **EXACT)
    emit(f"nn.Softsign grad {dt.__name__}", ms.grad(Weighted(nn.Softsign()))(x, w), **EXACT)
