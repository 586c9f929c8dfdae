"""Exp as MindSpore 2.10's CPU kernel computes it, bit for bit: float32 nnacl's exp (``x = k ln2 + r``, a degree-5
polynomial, ``2^(k-1) * p * 2``: up to ~60 ulps from numpy's exp; 0 below exp(-87.3), inf past 88.72), float16 the
float32 value rounded, float64 the libm value.  Also Sigmoid and Softmax (their kernels use the same exp) and Exp's
gradient.  Checked with no tolerance.  Left out: the two bands where MindSpore's own results change from call to call
(x in [-87.34, -86.28] and [88.38, 88.72], k = -125 and 128: its SIMD body and scalar tail round 2^(k-1) * p * 2 in
different orders, and which elements each handles depends on the thread split; docs/differences.md)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
GRID = ((np.arange(2048, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 16.0
EDGES = np.concatenate([np.linspace(-86.2, -85.5, 300), np.linspace(87.5, 88.3, 300),
                        [0.0, -0.0, 88.73, 89.0, -87.33, -87.3365478515625, -87.34, -103.0,
                         -150.0, np.inf, -np.inf, np.nan, 1e-8, -1e-8, 10.5, 11.1]])
X = np.concatenate([GRID, EDGES])


class Exp(nn.Cell):
    def construct(self, v):
        return ops.exp(v), v.exp()


class Weighted(nn.Cell):
    def construct(self, v, w):
        return (ops.exp(v) * w).sum()


for dt in (np.float16, np.float32, np.float64):
    x = Tensor(X.astype(dt))
    a, b = Exp()(x)
    emit(f"exp {dt.__name__}", a, **EXACT)
    emit(f"Tensor.exp {dt.__name__}", b, **EXACT)
    emit(f"Exp primitive {dt.__name__}", ops.Exp()(x), **EXACT)

g = Tensor(GRID.astype(np.float32))
w = Tensor((((np.arange(2048, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2.0).astype(np.float32))
emit("exp grad float32", ms.grad(Weighted())(g, w), **EXACT)
# (Sigmoid below -87, where its results are subnormal, rounds otherwise in MindSpore: not covered)
SIG = np.concatenate([EDGES[:300], -EDGES[:300]]).astype(np.float32)
emit("sigmoid edges float32", ops.sigmoid(Tensor(SIG)), **EXACT)
rows = Tensor(np.stack([EDGES[:300] * 3, EDGES[300:600] - 88.3]).astype(np.float32))
emit("softmax edges float32", ops.softmax(rows, axis=-1), **EXACT)
