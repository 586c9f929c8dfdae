"""ReduceSum / mean of integer Tensors beyond double's exact range or the dtype's (left51).

MindSpore 2.10's CPU ReduceSum adds an integer Tensor's elements one by one in double, in order, and converts the
double back as its Cast converts (through int32 -- int64 for 64-bit dtypes --, out of range the minimum, then the low
bits): int64 [2**53, 1, 1, 1] sums to 2**53, 1000 of 2**40 + 1 lose their ones, int64 sums beyond 2**63 and int32
sums beyond 2**31 are the minimum, uint64 2**64 - 1 + 1 is 0; ReduceMean divides that sum.  msgraph summed exactly
with numpy's wrapping integer sum (2**53 + 3, ...), in both modes.  Products still wrap (measured: equal).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.ops.operations as P
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)


class Sums(nn.Cell):
    def construct(self, a, b, c, d, u, s):
        return (a.sum(), P.ReduceSum()(a), b.sum(), c.sum(axis=0), c.sum(axis=1), P.ReduceSum(True)(c, 1),
                P.ReduceSum()(d), ops.sum(d), P.ReduceSum()(u), P.ReduceSum()(s), c.mean(), P.ReduceMean()(b),
                (a * 1).sum(), a.prod())


NAMES = ("int64_ones_after_2p53", "reduce_sum_int64", "int64_many", "int64_axis0", "int64_axis1", "int64_keepdims",
         "int32_overflow", "ops_sum_int32", "uint64", "int16", "int64_mean", "int64_mean_overflow", "fused_sum",
         "int64_prod_wraps")
a = Tensor(np.array([2 ** 53] + [1] * 30, np.int64))
b = Tensor(np.array([2 ** 62, 2 ** 62, 2 ** 62, 5] * 10, np.int64))
c = Tensor(np.arange(12, dtype=np.int64).reshape(3, 4) * (2 ** 51 + 1))
d = Tensor(np.array([2 ** 31 - 1] * 3, np.int32))
u = Tensor(np.array([2 ** 64 - 1, 1, 2 ** 53, 1], np.uint64))
s = Tensor(np.array([30000, 30000, 30000], np.int16))
m = Tensor(np.full(1000, 2 ** 40 + 1, np.int64))
for name, r in zip(NAMES, Sums()(a, b, c, d, u, s)):
    emit(name, r, **EXACT)
emit("int64_1000_values", m.sum(), **EXACT)
