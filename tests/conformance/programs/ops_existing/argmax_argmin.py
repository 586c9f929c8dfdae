"""Argmax/Argmin: ties (first index), negative axes, keepdims, integer inputs, Tensor methods."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

FOLLOW_PYNATIVE = {"tensor_methods": "MindSpore's Graph mode computes Tensor.argmax() (axis None) along the "
                                     "last axis; its PyNative mode and the documentation give the index in "
                                     "the flattened Tensor"}

x = Tensor(np.array([[3.0, 7.0, 7.0], [9.0, 1.0, 9.0]], np.float32))
i = Tensor(np.array([[3, -7, -7], [0, 0, 2]], np.int32))


def am(a):
    return ops.Argmax(axis=-1)(a), ops.Argmax(axis=0)(a), ops.Argmin()(a), ops.Argmin(axis=0)(a)


def f_am(a):
    return ops.argmax(a), ops.argmax(a, -1), ops.argmax(a, 0, True), ops.argmin(a, 1, True)


def t_am(a):
    return a.argmax(), a.argmax(axis=0), a.argmin(axis=-1)


check("primitives_ties", am, x)
check("functional", f_am, x)
check("tensor_methods", t_am, x)
check("primitives_int", am, i)
check("argmax_nan", f_am, Tensor(np.array([[1.0, np.nan, 3.0], [2.0, 1.0, 0.0]], np.float32)))
check("argmax_f16", am, Tensor(np.array([[1.0, 2.0], [0.5, -3.0]], np.float16)))
