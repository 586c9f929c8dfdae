"""ReduceSum / ReduceMean / ops.sum / ops.mean of integer Tensors past the float and integer limits (both modes).

MindSpore 2.10's CPU ReduceSum adds integers one by one in a double and converts the double to the dtype as x86
does: an int64 sum past 2**53 loses precision ([2**53, 1, 1, 1, 1] is 2**53, [1, 1, 1, 1, 2**53] is 2**53 + 4), an
int32 or int64 sum out of range is the dtype's minimum (not the wrapped value), uint32 wraps, small ints wrap.
ReduceMean divides that sum, as a float32, by the count in float32 and truncates: the mean of int32
[100000001, 100000003] is 100000000, of int64 [2**40 + 1, 2**40 + 3] 2**40.  msgraph summed exactly in the dtype
(wrapping) and divided in float64: SILENT differences (100000002, 2**40 + 2, wrapped values).  Found by dt51 probing
the reductions on int inputs while sweeping the st tests' inputs in other dtypes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from mindspore.ops import operations as P
from _conf import emit


class Sum(nn.Cell):
    def __init__(self, keep=False):
        super().__init__()
        self.op = P.ReduceSum(keep)

    def construct(self, x, axis=()):
        return self.op(x, axis)


class Mean(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.ReduceMean()

    def construct(self, x, axis=()):
        return self.op(x, axis)


class Fn(nn.Cell):
    def construct(self, x):
        return ops.sum(x), ops.mean(x), x.sum()


def t(v, dt):
    return Tensor(np.array(v, dt))


i32, i64 = np.int32, np.int64
emit("sum_i32_overflow", Sum()(t([2**30, 2**30 - 1, 1], i32)))
emit("sum_i32_underflow", Sum()(t([-2**31, -7, 1, 2], i32)))
emit("sum_i32_in_range", Sum()(t([2**31 - 1, 1, -5], i32)))
emit("sum_i32_many", Sum()(Tensor(np.full(1000, 3_000_000, i32))))
emit("sum_i32_axis0", Sum()(t([[2**31 - 1, 1, 3], [5, 6, 7]], i32), 0))
emit("sum_i32_axis1_keep", Sum(True)(t([[2**31 - 1, 1], [5, 6]], i32), 1))
emit("sum_i32_3d", Sum()(t([[[2**31 - 1, 1], [5, 6]], [[1, 2], [3, 4]]], i32), (0, 2)))
emit("sum_i64_precision", Sum()(t([2**53 + 1, 1], i64)))
emit("sum_i64_order_a", Sum()(t([2**53, 1, 1, 1, 1], i64)))
emit("sum_i64_order_b", Sum()(t([1, 1, 1, 1, 2**53], i64)))
emit("sum_i64_overflow", Sum()(t([2**63 - 1, 1, -5], i64)))
emit("sum_i64_arange", Sum()(Tensor(np.arange(10**5, dtype=i64) * 10**9)))
emit("sum_u32", Sum()(t([2**32 - 1, 2**32 - 1, 5], np.uint32)))
emit("sum_u64", Sum()(t([2**63 + 11, 7], np.uint64)))
emit("sum_u64_past_top", Sum()(t([2**63, 2**63, 5], np.uint64)))
emit("sum_i8_wraps", Sum()(t([127, 127, 5, 3], np.int8)))
emit("sum_u16_wraps", Sum()(t([65535, 65535, 5], np.uint16)))
emit("mean_i32_float32", Mean()(t([100000001, 100000003], i32)))
emit("mean_i32_rows", Mean()(t([[5, 6, 8], [1, 1, 2], [-7, 3, 2]], i32), 1))
emit("mean_i32_overflowing_sum", Mean()(t([2**30 + 1, 2**30 + 3], i32)))
emit("mean_i64_float32", Mean()(t([2**40 + 1, 2**40 + 3], i64)))
emit("mean_i64_big", Mean()(t([123456789012, 3], i64)))
emit("mean_i8", Mean()(t([100, 100, 2], np.int8)))
emit("functions_i64", Fn()(t([2**53 + 1, 1, 2], i64)))
emit("functions_i32", Fn()(t([100000001, 100000003], i32)))
