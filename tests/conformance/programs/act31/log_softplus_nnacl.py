"""Log and Softplus as MindSpore 2.10's CPU kernels compute them in float32: nnacl's log (the exponent field e, the
significand y in [1, 2), ``0.693147 e + 2 u (1 + s/3 + s^2/5 + ...)`` with u = (y - 1) / (y + 1), s = u^2, each
step rounded; a subnormal's log is -87.9 for 1.7e-39, and log(2) is 0.693147) and Softplus = that log of
1 + nnacl's exp (x where the exp overflows; ops.softplus: x past its threshold 20); float16 Softplus through
float32.  numpy's log had differed in half of
4096 values (up to 3 ulps, and by 1.4 at the subnormals), numpy's softplus in 2680 (1% at x = -12).  The series'
``a * s + c`` steps are fused multiply-adds (rounded step by step, 3 of these log values were an ulp off).  No
tolerance, both modes (the Numba kernels too)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
FOLLOW_PYNATIVE = {"log float32 subnormal": "MindSpore 2.10's Graph mode takes subnormal inputs of Log as 0 (-inf; "
                   "its PyNative kernel gives nnacl's -87.9...): msgraph computes PyNative's in both modes"}
LIN = ((np.arange(2048, dtype=np.float64) * 0.7317) % 1.0 - 0.5) * 24.0
MAGS = np.logspace(-40, np.log10(3e38), 1000)
EDGES = [0.0, -0.0, 1.2e-38, 1.0, 2.0, 0.5, 3e38, np.inf, -np.inf, np.nan, -1.0, 88.5, 88.8, 89.0, 100.0]
POS = np.concatenate([np.abs(LIN), MAGS[MAGS >= 1.2e-38], EDGES]).astype(np.float32)
# (24 values: MindSpore's kernel runs 8 at a time, then 4, then one by one with libm's logf: a tail of 1 to 3
# elements is logf's, -103.28 for 1e-45; msgraph computes nnacl's for all)
SUB = np.concatenate([MAGS[MAGS < 1.2e-38], [1e-45, 3e-45, 1.1e-38]])[-24:].astype(np.float32)
SP = np.concatenate([LIN, MAGS[:500] * 1e30, -MAGS[:500], [0.0, -0.0, 16.0, 20.0, 88.7, 88.8, 100.0, -100.0]])


class Log(nn.Cell):
    def construct(self, v):
        return ops.log(v), v.log()


class Soft(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sp = ops.Softplus()

    def construct(self, v):
        return self.sp(v), ops.softplus(v)


a, b = Log()(Tensor(POS))
emit("log float32", a, **EXACT)
emit("Tensor.log float32", b, **EXACT)
emit("log float32 subnormal", Log()(Tensor(SUB))[0], **EXACT)
for dt in (np.float32, np.float16):
    a, b = Soft()(Tensor(SP.astype(dt)))
    tol = EXACT
    emit(f"Softplus {dt.__name__}", a, **tol)
    emit(f"ops.softplus {dt.__name__}", b, **tol)
