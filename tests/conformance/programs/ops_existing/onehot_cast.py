"""OneHot (on/off values, axis, out-of-range indices), Cast (float to int truncation, bool,
float16 rounding) and Tensor.astype."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _opsx_util import check, error

idx = Tensor(np.array([0, 2, -1, 5], np.int32))
on = Tensor(np.float32(1.0))
off = Tensor(np.float32(0.0))


def oh(i):
    return ops.OneHot()(i, 4, Tensor(np.float32(5.0)), Tensor(np.float32(-1.0)))


def oh_axis0(i):
    return ops.OneHot(axis=0)(i, 3, Tensor(np.float32(1.0)), Tensor(np.float32(0.0)))


def oh_f(i):
    return ops.one_hot(i, 3)


def cast_int(a):
    return ops.Cast()(a, ms.int32), ops.cast(a, ms.uint8), a.astype(ms.int64)


def cast_bool(a):
    return ops.cast(a, ms.bool_), ops.cast(a, ms.float16)


def cast_from_bool(a):
    return ops.cast(a, ms.float32), ops.cast(a, ms.int32)


def cast_grad(a):
    return ops.cast(a, ms.float64) * 2


check("OneHot_on_off", oh, idx)
check("OneHot_axis0", oh_axis0, Tensor(np.array([0, 2], np.int32)))
check("one_hot_functional", oh_f, Tensor(np.array([[0, 1], [2, 0]], np.int32)))
check("OneHot_int64", oh, Tensor(np.array([1, 3], np.int64)))
check("Cast_float_to_int", cast_int, Tensor(np.array([1.7, -1.7, 2.5, -0.5], np.float32)))
check("Cast_to_bool", cast_bool, Tensor(np.array([0.0, -0.5, 3.0, 65519.0], np.float32)))
check("Cast_from_bool", cast_from_bool, Tensor(np.array([True, False])))
check("Cast_grad", cast_grad, Tensor(np.array([1.0, 2.0], np.float32)), grad=True)
error("OneHot_float_indices", oh, Tensor(np.array([0.0, 1.0], np.float32)))
