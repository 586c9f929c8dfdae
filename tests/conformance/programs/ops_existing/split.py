"""Split primitive (axis, output_num) and ops.split by size/sections; gradients; uneven errors."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check, error

x = Tensor(np.arange(24, dtype=np.float32).reshape(4, 6))


def sp(a):
    return ops.Split(1, 3)(a)


def sp0(a):
    return ops.Split(axis=0, output_num=2)(a)


def sp_first(a):
    return ops.Split(-1, 2)(a)[0]


def f_sp(a):
    return ops.split(a, 2, 1)


def f_sp_uneven(a):
    return ops.split(a, 4, 1)


def f_sp_sections(a):
    return ops.split(a, [1, 3], 0)


def t_sp(a):
    return a.split(3, axis=1)


def sp_bad(a):
    return ops.Split(1, 4)(a)


check("Split_axis1", sp, x, grad=True)
check("Split_axis0", sp0, x)
check("Split_first_grad", sp_first, x, grad=True)
check("split_size", f_sp, x)
check("split_uneven", f_sp_uneven, x)
check("split_sections", f_sp_sections, x, grad=True)
check("tensor_split", t_sp, x)
error("Split_not_divisible", sp_bad, x)
