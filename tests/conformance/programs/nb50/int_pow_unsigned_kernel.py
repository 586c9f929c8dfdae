"""Integer Pow fused with a Mul (nb50: Graph mode's Numba kernels against MindSpore), uint8 above all.

MindSpore 2.10's CPU Pow of integers computes the double power, converts it to int32 (int64 for int64; out of range:
the minimum) and keeps the low bits: uint8 200 ** 7 = 0, 127 ** 7 = 0, 3 ** 5 = 243.  msgraph's impl does; its fused
Numba kernel computed an unsigned ``x ** y`` as a float (Numba's unsigned power) and converted it with LLVM's
undefined float -> uint8 (200 ** 7 gave 130, 127 ** 7 gave 32): Graph mode on the kernels only.  Exact.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)


class PowChain(nn.Cell):
    def construct(self, x, y):
        r = ops.pow(x, y)
        return r, r * 3 + 1


class PowScalar(nn.Cell):
    def construct(self, x):
        return (x ** 5) * 2


base = [0, 1, 2, 3, 7, 100, 127, 128, 200, 255, 16, 5, 11, 13, 17, 250]
expo = [0, 1, 7, 5, 3, 2, 7, 1, 7, 2, 2, 8, 4, 3, 9, 1]
for name in ("uint8", "int8", "int16", "int32", "int64"):
    b = np.array(base).astype(name) if name != "int8" else np.array(base, np.int64).astype(np.int8)
    x = Tensor(np.tile(b, 40))                                        # 640 elements
    y = Tensor(np.tile(np.array(expo).astype(name), 40))
    r, s = PowChain()(x, y)
    emit(f"pow_{name}", r.asnumpy()[:16], **EXACT)
    emit(f"pow_{name}_chain", s.asnumpy()[:16], **EXACT)
    emit(f"pow5_{name}", PowScalar()(x).asnumpy()[:16], **EXACT)
