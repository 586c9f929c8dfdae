"""Tensor item assignment inside Cells: scalars, Tensors, slices, negative indices, bool masks,
broadcasting, dtype of the value being cast to the Tensor's."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check


def si_int(a):
    a[0] = 7.0
    return a


def si_slice(a):
    a[:, 1:3] = Tensor(np.array([10.0, 20.0], np.float32))
    return a


def si_neg(a):
    a[-1, -1] = -5
    return a


def si_mask(a):
    a[a > 4] = 0.0
    return a


def si_ell(a):
    a[..., 0] = Tensor(np.array([1.5, 2.5, 3.5], np.float32))
    return a


def si_step(a):
    a[::2] = 9
    return a


def si_int_float(a):
    a[1] = 2.7
    return a


def si_grad(a):
    b = a * 1.0
    b[0, 1] = 0.0
    return b * a


x = np.arange(12, dtype=np.float32).reshape(3, 4)
check("setitem_int", si_int, Tensor(x))
check("setitem_slice_bcast", si_slice, Tensor(x))
check("setitem_negative", si_neg, Tensor(x))
check("setitem_mask", si_mask, Tensor(x))
check("setitem_ellipsis", si_ell, Tensor(x))
check("setitem_step", si_step, Tensor(x))
check("setitem_float_into_int", si_int_float, Tensor(np.arange(6, dtype=np.int32).reshape(3, 2)))
check("setitem_grad", si_grad, Tensor(x), grad=True)
