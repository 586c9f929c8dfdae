"""float64 Exp / Log / Sigmoid / SiLU / LogSigmoid / Erf in fused chains (left51: Graph mode's Numba kernels).

MindSpore 2.10's CPU kernels compute float64 exp / log / erf with libm (std::exp...), and so does msgraph's numpy
path (numpy's float64 exp / log: libm's bits with its AVX2 dispatch, which the test suite pins).  msgraph's fused
Numba kernel called vecmath's vectorized exp / log / erf, an ulp off in ~4% of these values (sigmoid(-0.35) ...):
Graph mode on the kernels only.  Exact.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)


class Chains(nn.Cell):
    def construct(self, x, p):
        s = ops.sigmoid(x)
        return (s * 2, ops.silu(x) * 2, ops.logsigmoid(x) * 2, ops.exp(x) * 2, ops.log(p) * 2, ops.erf(x * 0.1) * 2,
                ops.log(s + 1))


NAMES = ("sigmoid", "silu", "logsigmoid", "exp", "log", "erf", "log_sigmoid_plus1")
x = Tensor(np.linspace(-20.0, 20.0, 801))
p = Tensor(np.linspace(0.01, 50.0, 801))
for name, r in zip(NAMES, Chains()(x, p)):
    emit(f"f64_{name}", r, **EXACT)
