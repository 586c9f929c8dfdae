"""Float -> uint32 / uint64 Casts, alone and fused after a Mul (nb50: Graph mode's Numba kernels against MindSpore).

MindSpore 2.10's CPU Cast converts float -> uint32 through int64 (x86's truncation: NaN / out of range ->
INT64_MIN) and keeps the low 32 bits: -2.0 -> 4294967294, 1e10 -> 1410065408, -3e9 -> 1294967296, NaN / +-inf -> 0;
float -> uint64 is C's conversion (-2.0 -> 2**64 - 2, NaN / -inf -> 2**63, inf and >= 2**64 -> 0, 1.5e19 exact).
Before: msgraph's Cast impl used numpy's astype for uint32 (1e10 -> 0, -3e9 -> 2147483648: both modes), and a
fused Numba kernel converted with LLVM's fptoui (saturating: -2.0 -> 4294967295 / 2**64 - 1, inf -> the maximum),
so Graph mode on the kernels gave a third answer.  Exact.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
VALS = [0.0, -0.0, 0.9, -0.9, -1.0, -2.5, 300.0, -20.0, 3e9, -3e9, 4294967295.0, 4294967296.0, -4294967296.0, 1e10,
        -1e10, 9.3e18, -9.3e18, 1.5e19, 1.8e19, 2.0 ** 63, -2.0 ** 63, 2.0 ** 64, 1e20, -1e20,
        float("nan"), float("inf"), float("-inf")]


class Chain(nn.Cell):
    def __init__(self, dtype):
        super().__init__()
        self.dtype = dtype

    def construct(self, x):
        return ops.cast(x * 2, self.dtype), ops.cast(x * 2, ms.int64)


for fdt in (np.float32, np.float64):
    x = np.array(VALS, fdt)
    big = np.tile(x, 40)     # 1080 elements
    for name, dt in (("uint32", ms.uint32), ("uint64", ms.uint64)):
        emit(f"cast_{fdt.__name__}_{name}", ops.cast(Tensor(x), dt), **EXACT)
        u, i = Chain(dt)(Tensor(big / 2))
        emit(f"fused_{fdt.__name__}_{name}", u.asnumpy()[:len(VALS)], **EXACT)
        emit(f"fused_{fdt.__name__}_{name}_int64", i.asnumpy()[:len(VALS)], **EXACT)
