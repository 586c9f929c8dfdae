"""Select / ops.where: broadcasting, scalar branches, dtype of the result, gradients."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check, error

c = Tensor(np.array([True, False, True, False]))
x = Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))
y = Tensor(np.array([-1.0, -2.0, -3.0, -4.0], np.float32))


def f_where(cond, a, b):
    return ops.where(cond, a, b)


def f_where_scalar(cond, a):
    return ops.where(cond, a, 0.5)


def f_where_bcast(cond, a):
    return ops.where(cond, a, Tensor(np.array([[10.0], [20.0]], np.float32)))


check("Select", ops.Select(), c, x, y, grad=(1, 2))
check("where", f_where, c, x, y, grad=(1, 2))
check("where_scalar_other", f_where_scalar, c, x, grad=(1,))
check("where_bcast", f_where_bcast, c, x, grad=(1,))
check("where_int", f_where, c, Tensor(np.array([1, 2, 3, 4], np.int32)), Tensor(np.array([5, 6, 7, 8], np.int32)))
check("where_int_float", f_where, c, Tensor(np.array([1, 2, 3, 4], np.int32)), y)
error("Select_shape_mismatch", ops.Select(), c, x, Tensor(np.array([1.0, 2.0], np.float32)))
error("Select_cond_not_bool", ops.Select(), Tensor(np.array([1, 0, 1, 0], np.int32)), x, y)
