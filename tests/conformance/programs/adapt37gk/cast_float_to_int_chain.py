"""Casts float -> int inside a fused elementwise chain (st/graph_kernel's Cast chains, adapt37gk).

Graph mode fuses ``Cast(x * k, int8) + ...`` into one Numba kernel; its float -> int conversion was LLVM's (undefined
out of range; vectorized it saturated: 300.0 -> int8 127, -20.0 -> uint8 0, 50000.0 -> int16 32767) where the op
(numpy's astype, MindSpore 2.10's CPU Cast) converts through int32 (int64 for int64) and wraps (300.0 -> int8 44,
-20.0 -> uint8 236, 50000.0 -> int16 -15536; NaN / out of int32's range -> INT_MIN, then its low bits).
Values in range were right.  Exact.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)
SPECIAL = np.array([0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, 127.7, -128.9, 300.0, -300.0, 1e10, -1e10, 3e9, -3e9,
                    np.inf, -np.inf, np.nan, 65535.5, 70000.0, -70000.0, 2147483520.0, -2147483648.0, 9e18, -9e18],
                   np.float32)


class Chain(nn.Cell):
    def __init__(self, dtype, scale):
        super().__init__()
        self.dtype = dtype
        self.scale = scale

    def construct(self, x):
        i = ops.Cast()(x * self.scale, self.dtype)
        return ops.Cast()(i, ms.float64) + ops.Cast()(x, ms.float64)


class Mixed(nn.Cell):
    def construct(self, x):
        a = ops.Cast()(ops.Cast()(x, ms.int8), ms.float32)
        b = ops.Cast()(ops.Cast()(x * 40, ms.uint8), ms.float32)
        c = ops.Cast()(ops.Cast()(x, ms.bool_), ms.float32)
        d = ops.Cast()(ops.Cast()(x * 1e5, ms.int16), ms.float32)
        return a + b + c + d


x = np.tile(SPECIAL, 40)          # 1000 elements: large enough for the fused kernel
for name, dt in (("int8", ms.int8), ("uint8", ms.uint8), ("int16", ms.int16), ("uint16", ms.uint16),
                 ("int32", ms.int32), ("int64", ms.int64)):
    for scale in (1.0, 40.0):
        out = Chain(dt, scale)(Tensor(x))
        emit(f"cast_{name}_x{scale:g}", out.asnumpy()[:len(SPECIAL)], **EXACT)
    out64 = Chain(dt, 3.0)(Tensor(x.astype(np.float64)))
    emit(f"cast_{name}_from_float64", out64.asnumpy()[:len(SPECIAL)], **EXACT)
emit("mixed_casts", Mixed()(Tensor(x)).asnumpy()[:len(SPECIAL)], **EXACT)
big = (np.arange(-4160, 4160, dtype=np.float32) * 0.37).reshape(64, 130)
emit("mixed_casts_big", Mixed()(Tensor(big)), **EXACT)
