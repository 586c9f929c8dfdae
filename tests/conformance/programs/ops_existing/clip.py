"""clip_by_value / clamp / Tensor.clip with scalar and Tensor bounds, min > max, one-sided bounds,
integer inputs, gradients at the boundary."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

x = Tensor(np.array([-2.0, -1.0, 0.0, 0.5, 1.0, 3.0], np.float32))


def c_scalar(a):
    return ops.clip_by_value(a, -1.0, 1.0)


def c_tensor(a, lo, hi):
    return ops.clip_by_value(a, lo, hi)


def c_swap(a):
    return ops.clamp(a, 1.0, -1.0)


def c_min_only(a):
    return ops.clamp(a, min=0.0)


def c_max_only(a):
    return ops.clamp(a, max=0.5)


def c_method(a):
    return a.clip(-0.5, 2.0), a.clamp(0.0, 1.0)


def c_int_float(a):
    return ops.clamp(a, 0.5, 2.5)


check("clip_scalar", c_scalar, x, grad=True)
check("clip_tensor_bounds", c_tensor, x, Tensor(np.array([-1.0], np.float32)), Tensor(np.array([0.5, 0.5, 0.5, 2.0, 2.0, 2.0], np.float32)), grad=True)
check("clamp_min_gt_max", c_swap, x, grad=True)
check("clamp_min_only", c_min_only, x, grad=True)
check("clamp_max_only", c_max_only, x, grad=True)
check("tensor_methods", c_method, x)
check("clip_int", c_scalar, Tensor(np.array([-3, 0, 4], np.int32)))
check("clamp_int_float_bounds", c_int_float, Tensor(np.array([-3, 1, 4], np.int32)))
