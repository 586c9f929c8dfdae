"""Reshape (with -1), Transpose/permute/swapaxes/T, Flatten: values, gradients, errors."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check, error

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))


def r1(a):
    return ops.Reshape()(a, (4, -1))


def r2(a):
    return ops.reshape(a, (-1,)), a.reshape(6, 4), a.reshape((2, -1, 2)), a.view(4, 6)


def r_bad(a):
    return ops.reshape(a, (5, -1))


def r_two_neg(a):
    return ops.reshape(a, (-1, -1, 4))


def tp(a):
    return ops.Transpose()(a, (2, 0, 1))


def tp2(a):
    return ops.transpose(a, (1, 0, 2)), ops.permute(a, (2, 1, 0)), ops.swapaxes(a, 0, 2), a.swapaxes(-1, -2)


def tt(a):
    return a.T, a.transpose(), a.transpose(0, 2, 1)


def fl(a):
    return ops.flatten(a), a.flatten(), ops.Flatten()(a)


def tp_bad(a):
    return ops.transpose(a, (0, 0, 1))


check("Reshape_neg1", r1, x, grad=True)
check("reshape_forms", r2, x)
check("Transpose", tp, x, grad=True)
check("transpose_forms", tp2, x)
check("tensor_T", tt, x)
check("flatten_forms", fl, x)
check("Reshape_int", r1, Tensor(np.arange(8, dtype=np.int32)))
error("reshape_bad_size", r_bad, x)
error("reshape_two_neg1", r_two_neg, x)
error("transpose_bad_perm", tp_bad, x)
