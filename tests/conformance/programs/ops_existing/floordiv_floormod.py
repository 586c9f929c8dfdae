"""FloorDiv and FloorMod (and the % and // operators) on negative and fractional operands."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

a = Tensor(np.array([7.0, -7.0, 7.0, -7.0, 5.5, -5.5], np.float32))
b = Tensor(np.array([2.0, 2.0, -2.0, -2.0, 1.5, 1.5], np.float32))
i = Tensor(np.array([7, -7, 7, -7, 9, 0], np.int32))
j = Tensor(np.array([2, 2, -2, -2, 3, 5], np.int32))


def f_fd(x, y):
    return ops.floor_div(x, y)


def f_fm(x, y):
    return ops.floor_mod(x, y)


def f_ops(x, y):
    return x // y, x % y


def f_mod_scalar(x):
    return x % 3, x // 3, 10 % x


check("FloorDiv_float", ops.FloorDiv(), a, b, grad=True)
check("FloorMod_float", ops.FloorMod(), a, b, grad=True)
check("floor_div_int", f_fd, i, j)
check("floor_mod_int", f_fm, i, j)
check("operators_float", f_ops, a, b)
check("operators_int", f_ops, i, j)
check("mod_scalar_float", f_mod_scalar, b)
check("mod_scalar_int", f_mod_scalar, j)
check("floor_mod_bcast", f_fm, Tensor(np.array([[-3.0], [3.0]], np.float32)), Tensor(np.array([2.0, -2.0, 0.75], np.float32)), grad=True)
