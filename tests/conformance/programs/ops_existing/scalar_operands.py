"""Existing ops with Python-number operands inside Cells: result dtypes and values for integer,
bool and float Tensors (maximum/minimum, pow, floor_div/mod, where, comparisons)."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check

FOLLOW_PYNATIVE = {  # MindSpore's Graph mode makes ops.where(cond, 1, 2) int32, its PyNative mode int64
    "where_int32": "Graph mode: where(cond, 1, 2) is int32",
    "where_float32": "Graph mode: where(cond, 1, 2) is int32",
    "where_float16": "Graph mode: where(cond, 1, 2) is int32",
}

i = Tensor(np.array([-3, 0, 5], np.int32))
f = Tensor(np.array([-1.5, 0.0, 2.5], np.float32))
h = Tensor(np.array([-1.5, 0.0, 2.5], np.float16))


def mm(a):
    return ops.maximum(a, 1), ops.minimum(a, 1.5), ops.maximum(2, a)


def pw(a):
    return ops.pow(a, 2), ops.pow(a, 0.5), a ** 3


def fdm(a):
    return ops.floor_div(a, 2), ops.floor_mod(a, 2), a // 2.0, a % 1.5


def wh(a):
    return ops.where(a > 0, a, 0), ops.where(a > 0, 1.0, a), ops.where(a > 0, 1, 2)


def ar(a):
    return ops.add(a, 1), ops.sub(a, 1.5), ops.mul(a, True), ops.div(a, 2)


for name, t in (("int32", i), ("float32", f), ("float16", h)):
    check("max_min_" + name, mm, t)
    check("pow_" + name, pw, t, rtol=1e-3)
    check("floordiv_mod_" + name, fdm, t)
    check("where_" + name, wh, t)
    check("arith_" + name, ar, t)
