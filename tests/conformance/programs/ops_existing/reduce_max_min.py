"""ReduceMax/ReduceMin and amax/max forms: values, indices, keep_dims, gradients at ties."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

x = Tensor(np.array([[1.0, 5.0, 5.0], [4.0, 2.0, 6.0]], np.float32))
t = Tensor(np.array([[3.0, 3.0], [3.0, 1.0]], np.float32))


def mx1(a):
    return ops.ReduceMax()(a, 1)


def mx_all(a):
    return ops.ReduceMax()(a)


def mn_keep(a):
    return ops.ReduceMin(keep_dims=True)(a, 0)


def mn_all(a):
    return ops.ReduceMin()(a)


def amax(a):
    return ops.amax(a, 1, True)


def amin(a):
    return ops.amin(a, 0)


def t_max(a):
    return a.max(), a.max(axis=1), a.min(0, keepdims=True)


check("ReduceMax_axis1_ties", mx1, x, grad=True)
check("ReduceMax_all", mx_all, x, grad=True)
check("ReduceMax_all_ties", mx_all, t, grad=True)
check("ReduceMin_keep", mn_keep, x, grad=True)
check("ReduceMin_all_ties", mn_all, t, grad=True)
check("amax", amax, x, grad=True)
check("amin", amin, t, grad=True)
check("tensor_max_min", t_max, x)
check("ReduceMax_int", mx1, Tensor(np.array([[1, 9], [-4, -2]], np.int32)))
check("ReduceMax_nan", mx1, Tensor(np.array([[1.0, np.nan], [3.0, 2.0]], np.float32)))
