"""IsNan/IsFinite on special values and integers, UnsortedSegmentSum (negative and out-of-range
segment ids), gradients of the segment sum."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

f = Tensor(np.array([1.0, np.nan, np.inf, -np.inf, 0.0], np.float32))
x = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) / 2)


def seg(a, ids):
    return ops.UnsortedSegmentSum()(a, ids, 3)


def seg_f(a, ids):
    return ops.unsorted_segment_sum(a, ids, 4)


check("IsNan", ops.IsNan(), f)
check("IsFinite", ops.IsFinite(), f)
check("isnan_isfinite_fn", ops.isnan, Tensor(np.array([1.0, np.nan], np.float16)))
check("isfinite_int", ops.isfinite, Tensor(np.array([1, 2], np.int32)))
check("UnsortedSegmentSum", seg, x, Tensor(np.array([0, 2, 0, 1], np.int32)), grad=(0,))
check("unsorted_segment_sum_1d", seg_f, Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32)), Tensor(np.array([3, 3, 0, 1], np.int32)))
check("UnsortedSegmentSum_int", seg, Tensor(np.array([[1, 2], [3, 4]], np.int32)), Tensor(np.array([2, 2], np.int32)))
