"""ReduceProd (with zeros, gradients), ReduceAll/ReduceAny with axes and keep_dims."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 0.0, 6.0]], np.float32))
b = Tensor(np.array([[True, False, True], [True, True, True]]))


def p1(a):
    return ops.ReduceProd()(a, 1)


def p_all(a):
    return ops.ReduceProd()(a)


def p_keep(a):
    return ops.ReduceProd(keep_dims=True)(a, -2)


def f_prod(a):
    return ops.prod(a, 1), a.prod()


def all1(a):
    return ops.ReduceAll()(a, 1), ops.ReduceAll(keep_dims=True)(a, 0), ops.ReduceAll()(a)


def any1(a):
    return ops.ReduceAny()(a, 1), ops.ReduceAny(keep_dims=True)(a, (0, 1)), ops.ReduceAny()(a)


def f_all_any(a):
    return ops.all(a), ops.any(a, 0), a.all(axis=1), a.any()


def f_all_float(a):
    return ops.all(a), a.all(axis=1), ops.all(a, 0)


check("ReduceProd_axis1", p1, x, grad=True)
# (no gradient here: MindSpore's bprop of ReduceProd with the default empty axis returns dout
# unchanged, ones, instead of the products of the other elements)
check("ReduceProd_all_with_zero", p_all, x)
check("ReduceProd_keep", p_keep, Tensor(np.array([[1.0, 2.0], [3.0, -4.0]], np.float32)), grad=True)
check("prod_functional", f_prod, x)
check("ReduceAll", all1, b)
check("ReduceAny", any1, Tensor(np.array([[False, False, True], [False, False, False]])))
check("all_any_functional", f_all_any, b)
# (only all: MindSpore 2.10's any() of a float Tensor answers False even with non-zero elements)
check("all_float", f_all_float, Tensor(np.array([[0.0, 1.5], [2.0, 3.0]], np.float32)))
