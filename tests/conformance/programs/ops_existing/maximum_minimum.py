"""Maximum/Minimum: broadcasting, integers, NaN propagation, gradients at ties."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

a = Tensor(np.array([1.0, 5.0, 3.0, -2.0], np.float32))
b = Tensor(np.array([2.0, 5.0, 1.0, -2.0], np.float32))
nan = Tensor(np.array([np.nan, 1.0, np.nan], np.float32))
m = Tensor(np.array([0.0, np.nan, 2.0], np.float32))


def f_max(x, y):
    return ops.maximum(x, y)


def f_min(x, y):
    return ops.minimum(x, y)


def f_max_scalar(x):
    return ops.maximum(x, 2.0)


check("Maximum_ties", ops.Maximum(), a, b, grad=True)
check("Minimum_ties", ops.Minimum(), a, b, grad=True)
check("maximum_bcast", f_max, Tensor(np.array([[0.0], [4.0]], np.float32)), a, grad=True)
check("minimum_int", f_min, Tensor(np.array([3, -1, 7], np.int32)), Tensor(np.array([2, 0, 7], np.int32)))
check("maximum_int_float", f_max, Tensor(np.array([3, -1, 7], np.int32)), Tensor(np.array([2.5, 0.5, 7.5], np.float32)))
check("maximum_nan", f_max, nan, m)
check("minimum_nan", f_min, nan, m)
check("maximum_scalar", f_max_scalar, a, grad=True)
