"""Div/RealDiv and ops.div with rounding modes: integer inputs, division by zero, gradients."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

a = Tensor(np.array([7.0, -7.0, 3.0, -0.5, 0.0], np.float32))
b = Tensor(np.array([2.0, 2.0, -4.0, 0.25, 3.0], np.float32))
z = Tensor(np.array([1.0, -1.0, 0.0], np.float32))
zero = Tensor(np.array([0.0, 0.0, 0.0], np.float32))
i = Tensor(np.array([7, -7, 9, -9], np.int32))
j = Tensor(np.array([2, 2, -4, -4], np.int32))


def f_div(x, y):
    return ops.div(x, y)


def f_div_floor(x, y):
    return ops.div(x, y, rounding_mode="floor")


def f_div_trunc(x, y):
    return ops.div(x, y, rounding_mode="trunc")


def f_truediv(x, y):
    return x / y


def f_scalar_div(x):
    return 1 / x


check("Div", ops.Div(), a, b, grad=True)
check("RealDiv", ops.RealDiv(), a, b, grad=True)
check("div_bcast", f_div, a, Tensor(np.float32(4.0)), grad=True)
check("div_by_zero", f_div, z, zero)
check("div_int", f_div, i, j)
check("Div_int", ops.Div(), i, j)
check("div_floor_float", f_div_floor, a, b)
check("div_trunc_float", f_div_trunc, a, b)
check("div_floor_int", f_div_floor, i, j)
check("div_trunc_int", f_div_trunc, i, j)
check("truediv_int_float", f_truediv, i, Tensor(np.array([2.0, 4.0, 8.0, 16.0], np.float32)))
check("rdiv_scalar", f_scalar_div, b, grad=True)
check("div_f16", f_div, Tensor(np.array([1.0, 3.0], np.float16)), Tensor(np.array([3.0, 7.0], np.float16)), rtol=1e-3)
