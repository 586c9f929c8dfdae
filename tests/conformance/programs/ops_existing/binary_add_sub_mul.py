"""Add/Sub/Mul: primitives and functional forms, broadcasting, integer/bool inputs, gradients
reduced to each input's shape."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check, error

a = Tensor(np.array([[1.5, -2.0, 3.0], [0.5, 4.0, -1.0]], np.float32))
b = Tensor(np.array([2.0, -0.5, 1.0], np.float32))
c = Tensor(np.array([[3.0], [-2.0]], np.float32))
i = Tensor(np.array([[1, -2, 3], [4, 5, -6]], np.int32))
j = Tensor(np.array([7, 0, -3], np.int32))


def f_add(x, y):
    return ops.add(x, y)


def f_sub(x, y):
    return ops.sub(x, y)


def f_mul(x, y):
    return ops.mul(x, y)


def f_chain(x, y):
    return x * y - y + x * 2


check("Add_bcast", ops.Add(), a, b, grad=True)
check("Sub_bcast_col", ops.Sub(), a, c, grad=True)
check("Mul_bcast_col_row", ops.Mul(), c, b, grad=True)
check("add_int", f_add, i, j)
check("sub_int", f_sub, i, j)
check("mul_int", f_mul, i, j)
check("add_float_int", f_add, a, i)
check("mul_int_float_row", f_mul, j, b)
error("mul_bool_int", f_mul, Tensor(np.array([True, False, True])), j)
check("chain", f_chain, a, b, grad=True)
check("add_0d", f_add, Tensor(np.float32(2.5)), a, grad=True)
check("mul_f16", f_mul, Tensor(np.array([1.5, 2.25], np.float16)), Tensor(np.array([4.0, -3.0], np.float16)), grad=True)
check("sub_f64", f_sub, Tensor(np.array([1.5, 2.25], np.float64)), Tensor(np.array([4.0, -3.0], np.float64)), grad=True)
check("add_int8_overflow", f_add, Tensor(np.array([100, -100], np.int8)), Tensor(np.array([100, -100], np.int8)))
check("mul_uint8_overflow", f_mul, Tensor(np.array([20, 3], np.uint8)), Tensor(np.array([20, 3], np.uint8)))
