"""Tensor operators inside Cells: unary -/abs, reflected operators with Python numbers, **, @,
comparisons with numbers, in-place forms; values, dtypes and gradients."""
import numpy as np
from mindspore import Tensor
from _opsx_util import check

FOLLOW_PYNATIVE = {
    "reflected_float:grad": "MindSpore's Graph mode gives `7 % a` no gradient w.r.t. a (its PyNative mode: -floor(7 / a))",
}

x = Tensor(np.array([[1.0, -2.0], [3.0, 0.5]], np.float32))
y = Tensor(np.array([[0.5, 4.0], [-1.0, 2.0]], np.float32))
i = Tensor(np.array([[1, -2], [3, 4]], np.int32))


def unary(a):
    return -a, abs(a), +a


def reflected(a):
    return 2 - a, 3 / a, 2 ** a, 1 + a, 4 * a, 7 // a, 7 % a


def powers(a, b):
    return a ** 2, a ** b, a @ b, a @ b.T


def inplace(a, b):
    c = a * 1
    c += b
    c *= 2
    c -= a
    c /= 4
    return c


check("unary_float", unary, x, grad=True)
check("unary_int", unary, i)
check("reflected_float", reflected, y, grad=True)
check("reflected_int", reflected, Tensor(np.array([[1, 2], [3, 4]], np.int32)))
check("powers", powers, y, x, grad=True)
check("inplace", inplace, x, y, grad=True)
check("inplace_int", inplace, i, i)
