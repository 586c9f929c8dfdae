"""Reciprocal of integer Tensors above 2**24 (nb50: found comparing Graph mode's Numba kernels with the numpy path).

MindSpore 2.10's CPU Reciprocal of an int32 / int64 / uint8 Tensor gives float32 rounded once from the double
quotient: 1 / 16777217 = 5.9604641e-08.  msgraph's impl converted the integer to float32 first (16777217 -> 2**24) and
gave 2**-24 = 5.9604645e-08 in PyNative and Graph mode's numpy path, while its fused kernel (float32(1) / int in
double) already agreed with MindSpore.  Exact.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)


class Chain(nn.Cell):
    def construct(self, x):
        r = ops.reciprocal(x)
        return r, r * 3


v = [1, -1, 3, 7, 16777217, -16777217, 16777219, 33554435, 100000007, 2147483647, -2147483647, 0]
for name in ("int32", "int64"):
    x = Tensor(np.array(v, name))
    emit(f"reciprocal_{name}", ops.reciprocal(x), **EXACT)
    r, s = Chain()(Tensor(np.tile(np.array(v, name), 50)))
    emit(f"reciprocal_{name}_chain", r.asnumpy()[:len(v)], **EXACT)
    emit(f"reciprocal_{name}_chain_x3", s.asnumpy()[:len(v)], **EXACT)
emit("reciprocal_int64_big", ops.reciprocal(Tensor(np.array([9007199254740993, 123456789012345], np.int64))), **EXACT)
