"""Pow: tensor**tensor, tensor**scalar, scalar**tensor, integers, negative bases, gradients."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

x = Tensor(np.array([0.5, 1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([2.0, -1.0, 0.5, 3.0], np.float32))
n = Tensor(np.array([-2.0, -1.5, 0.0, 2.0], np.float32))
i = Tensor(np.array([2, 3, -2, 0], np.int32))
e = Tensor(np.array([3, 2, 2, 0], np.int32))


def f_pow(a, b):
    return ops.pow(a, b)


def f_sq(a):
    return a ** 2


def f_half(a):
    return a ** 0.5


def f_rpow(a):
    return 2 ** a


def f_inv(a):
    return ops.pow(a, -1)


check("Pow", ops.Pow(), x, y, grad=True)
check("pow_scalar_2", f_sq, n, grad=True)
check("pow_scalar_half", f_half, x, grad=True)
check("rpow", f_rpow, y, grad=True)
check("pow_int_int", f_pow, i, e)
check("pow_int_scalar", f_sq, i)
check("pow_int_float", f_half, i)
check("pow_neg_base_frac", f_pow, n, Tensor(np.array([0.5, 2.0, 0.5, 0.5], np.float32)))
check("pow_zero_base_grad", f_pow, Tensor(np.array([0.0, 0.0], np.float32)), Tensor(np.array([2.0, 0.0], np.float32)), grad=True)
check("pow_inv_int", f_inv, Tensor(np.array([1.0, 4.0], np.float32)), grad=True)
check("pow_f16", f_pow, Tensor(np.array([1.5, 2.0], np.float16)), Tensor(np.array([2.0, 3.0], np.float16)), rtol=1e-3)
