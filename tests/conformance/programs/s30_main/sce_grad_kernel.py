"""The gradient of SigmoidCrossEntropyWithLogits is MindSpore 2.10's SigmoidCrossEntropyWithLogitsGrad CPU kernel,
bit for bit: ``(s - labels) * dout`` with ``s = 1 / (1 + exp(-x))`` for ``x >= 0`` and ``exp(x) / (1 + exp(x))``
below, a correctly rounded float32 exp (not the Sigmoid op's nnacl exp); float16 op by op in float16 (its tiny values
survive: exp in float32).  Checked with no tolerance, both modes, and the Grad primitive itself.  (float64, which
MindSpore's kernel computes in float32, msgraph computes in float64: docs/differences.md, session 30.)"""
import numpy as np
import mindspore as ms
from mindspore import ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
X = ((np.arange(64, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 30
Y = (np.arange(64) % 5) / 4.0
D = ((np.arange(64, dtype=np.float64) * 0.3141) % 1.0 - 0.5) * 2


def sce_sum(p, q, w):
    return (ops.SigmoidCrossEntropyWithLogits()(p, q) * w).sum()


for dt in (np.float16, np.float32):
    x, y, d = (ms.Tensor(a.astype(dt)) for a in (X, Y, D))
    emit(f"grad {dt.__name__}", ms.grad(sce_sum, (0, 1))(x, y, d), **EXACT)
    emit(f"Grad primitive {dt.__name__}", G.SigmoidCrossEntropyWithLogitsGrad()(x, y, d), **EXACT)
