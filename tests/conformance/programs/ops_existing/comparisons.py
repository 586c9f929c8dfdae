"""Equal/NotEqual/Greater/GreaterEqual/Less/LessEqual: mixed dtypes, broadcasting, scalars, NaN."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

a = Tensor(np.array([1.0, 2.0, np.nan, 4.0], np.float32))
b = Tensor(np.array([1.0, 3.0, np.nan, 2.0], np.float32))
i = Tensor(np.array([1, 3, 0, 4], np.int32))


def f_all(x, y):
    return x == y, x != y, x > y, x >= y, x < y, x <= y


def f_scalar(x):
    return x == 2, x > 1.5, 2 < x, x != 4


for name in ("Equal", "NotEqual", "Greater", "GreaterEqual", "Less", "LessEqual"):
    check(name, getattr(ops, name)(), a, b)
check("operators_float", f_all, a, b)
check("operators_int_float", f_all, i, b)
check("operators_bcast", f_all, Tensor(np.array([[1], [3]], np.int32)), i)
check("operators_scalar_float", f_scalar, a)
check("operators_scalar_int", f_scalar, i)
check("operators_bool", f_all, Tensor(np.array([True, False])), Tensor(np.array([False, False])))
check("equal_f16_f32", ops.equal, Tensor(np.array([0.1, 0.5], np.float16)), Tensor(np.array([0.1, 0.5], np.float32)))
