"""Argmax/argmin/ArgMaxWithValue/TopK/Sort/Unique/Select/Maximum/Minimum/Pow (test_argmax_op,
test_argmaxwithvalue_op, test_topk_op, test_sort, test_unique_op, test_select_op, test_maximum_op,
test_minimum_op, test_pow_op, test_maximum_grad, test_minimum_grad_op)."""
import numpy as np
from mindspore import Tensor
import mindspore as ms
from mindspore.ops import operations as P
from _st import check

x = Tensor(np.array([[1.0, 7.0, 7.0, -2.0], [3.0, 3.0, 0.5, 9.0], [-4.0, -4.0, -4.0, -5.0]], np.float32))
check("argmax_default", P.Argmax(), x)
check("argmax_axis0_int64", P.Argmax(0, ms.int64), x)
check("argmin_axis", P.Argmin(0), x)
check("argmaxwv", P.ArgMaxWithValue(1, True), x)
check("argminwv", P.ArgMinWithValue(0), x)
check("argmaxwv_grad", P.ArgMaxWithValue(1), x, grad=(0,))
check("topk", P.TopK(True), Tensor(np.array([[1.0, 7.0, 6.0, -2.0], [3.0, 2.0, 0.5, 9.0]], np.float32)), 2)
check("topk_grad", P.TopK(), x, 3, grad=(0,))
check("topk_int", P.TopK(), Tensor(np.array([5, 1, 5, 3, 2], np.int32)), 3)
check("sort_default", P.Sort(), x)
check("sort_desc_axis0", P.Sort(0, True), x)
check("sort_f16", P.Sort(-1, True), Tensor(np.array([0.5, -1.0, 2.0, 0.5], np.float16)))
check("unique", P.Unique(), Tensor(np.array([4, 1, 4, 2, 1, 9], np.int32)))
check("select", P.Select(), Tensor(np.array([[True, False], [False, True]])),
      Tensor(np.array([[1, 2], [3, 4]], np.int32)), Tensor(np.array([[5, 6], [7, 8]], np.int32)))
check("select_grad", P.Select(), Tensor(np.array([True, False, True])),
      Tensor(np.array([1.0, 2.0, 3.0], np.float32)), Tensor(np.array([4.0, 5.0, 6.0], np.float32)), grad=(1, 2))
a = Tensor(np.array([[1.0, 5.0, 3.0], [2.0, 2.0, np.nan]], np.float32))
b = Tensor(np.array([2.0, 2.0, 1.0], np.float32))
check("maximum_nan", P.Maximum(), a, b)
check("minimum_nan", P.Minimum(), a, b)
c = Tensor(np.array([[1.0, 5.0, 3.0], [2.0, 2.0, 0.0]], np.float32))
check("maximum_grad_tie", P.Maximum(), c, b, grad=True)
check("minimum_grad_tie", P.Minimum(), c, b, grad=True)
check("maximum_int_bcast", P.Maximum(), Tensor(np.array([[1], [8]], np.int32)), Tensor(np.array([3, 4, 9], np.int32)))
check("pow_float", P.Pow(), c, Tensor(np.array([2.0, 0.5, -1.0], np.float32)), grad=True)
check("pow_int", P.Pow(), Tensor(np.array([2, 3, -2], np.int32)), Tensor(np.array([3, 2, 3], np.int32)))
check("pow_scalar_exp", P.Pow(), c, 3.0, grad=(0,))
