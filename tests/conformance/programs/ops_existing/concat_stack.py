"""Concat/cat and Stack: axes (negative), 0-d/1-d inputs, mixed dtypes, gradients, shape errors."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check, error

a = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
b = Tensor(np.arange(6, 12, dtype=np.float32).reshape(2, 3))
c = Tensor(np.arange(4, dtype=np.float32).reshape(2, 2))


def cat0(x, y):
    return ops.Concat()((x, y))


def cat_neg(x, y):
    return ops.Concat(-1)((x, y))


def cat_f(x, y):
    return ops.cat((x, y, x), 1), ops.concat([x, y], 0)


def st(x, y):
    return ops.Stack()((x, y))


def st_neg(x, y):
    return ops.Stack(-1)([x, y])


def st_f(x, y):
    return ops.stack((x, y), 1)


check("Concat_axis0", cat0, a, b, grad=True)
check("Concat_neg_axis", cat_neg, a, c, grad=True)
check("cat_functional", cat_f, a, b, grad=True)
check("Stack_axis0", st, a, b, grad=True)
check("Stack_neg_axis", st_neg, a, b, grad=True)
check("stack_functional", st_f, a, b)
check("Stack_0d", st, Tensor(np.float32(1.0)), Tensor(np.float32(2.0)))
check("Concat_int", cat0, Tensor(np.array([1, 2], np.int32)), Tensor(np.array([3], np.int32)))
error("Concat_shape_mismatch", cat0, a, c)
error("Stack_shape_mismatch", st, a, c)
