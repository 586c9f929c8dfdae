"""LowerBound / UpperBound (st/ops/gpu test_lower_bound_op / test_upper_bound_op, adapt41gpu): MindSpore 2.10's
kernel is a binary search that goes right unless v <= x[mid] (v < x[mid] for the upper bound).  Silent where a row
holds a NaN ([1, 2, nan, 4]: the lower bound of 2 is 1 and of 0 is 0, the upper bound of 2 is 3; msgraph's numpy
searchsorted put NaN last: 1, 0 and 2) or is unsorted, and a NaN value goes to the end (numpy: before the row's
NaN)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations.array_ops import LowerBound, UpperBound
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, v):
        return self.fn(x, v)


xs = Tensor(np.array([[1, 2, np.nan, 4], [np.nan, 1, 2, 3], [1, np.nan, 2, 3], [np.nan, np.nan, 0, 1],
                      [3, 2, 1, 0]], np.float32))
vs = Tensor(np.array([[np.nan, 2, 0, 3, 4, 5]] * 5, np.float32))
emit_error("LowerBound_nan_rows", lambda: Fn(LowerBound())(xs, vs))
emit_error("UpperBound_nan_rows", lambda: Fn(UpperBound())(xs, vs))
a = Tensor(np.array([[4, 0, 3, 3, 3, 1, 3], [5, 2, 4, 0, 0, 4, 2], [1, 0, 1, 5, 1, 5, 5]], np.int32))
b = Tensor(np.array([[-1, 0, 1, 2, 3, 4, 5, 6], [-1, 0, 1, 2, 3, 4, 5, 6], [-1, 0, 1, 2, 3, 4, 5, 6]], np.int32))
emit_error("LowerBound_unsorted_int32", lambda: Fn(LowerBound())(a, b))
emit_error("UpperBound_unsorted_int64_out", lambda: Fn(UpperBound(ms.int64))(a, b))
s = Tensor(np.array([[0.0, 0.25, 0.25, 0.5, 1.0]], np.float64))
w = Tensor(np.array([[-0.5, 0.0, 0.25, 0.3, 1.0, 2.0]], np.float64))
emit_error("LowerBound_sorted_f64", lambda: Fn(LowerBound())(s, w))
emit_error("UpperBound_sorted_f64", lambda: Fn(UpperBound())(s, w))
