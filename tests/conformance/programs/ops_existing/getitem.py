"""Tensor indexing inside Cells: ints, negative ints, slices with steps, None, Ellipsis, bool
masks, index Tensors and lists; gradients scatter back."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check, error

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))


def gi_int(a):
    return a[1], a[-1, 2], a[0, -1, -2]


def gi_slice(a):
    return a[:, 1:], a[..., ::2], a[:, ::-1], a[1, :, 1:3]


def gi_none(a):
    return a[None], a[:, None, 1], a[..., None]


def gi_ell(a):
    return a[..., 1], a[1, ...], a[0, ..., 2]


def gi_tensor(a):
    return a[Tensor(np.array([1, 0, 1], np.int32))]


def gi_list(a):
    return a[:, [0, 2]]


def gi_mask(a):
    return a[a > 20]


def gi_grad(a):
    return a[1, ::2, 1:3]


def gi_neg_step(a):
    return a[:, ::-2, 3:0:-1]


check("int_index", gi_int, x)
check("slices", gi_slice, x)
check("none_index", gi_none, x)
check("ellipsis", gi_ell, x)
check("tensor_index", gi_tensor, x, grad=True)
check("list_index", gi_list, x)
check("slice_grad", gi_grad, x, grad=True)
error("negative_steps", gi_neg_step, x)
check("int_tensor_values", gi_int, Tensor(np.arange(24, dtype=np.int32).reshape(2, 3, 4)))
