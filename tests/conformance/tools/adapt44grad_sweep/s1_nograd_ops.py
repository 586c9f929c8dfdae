"""Ops with integer / bool results (or none of MindSpore 2.10's bprops) under a gradient, reached through a cast
(`op(a).astype(float32) * b`), through Select's condition and behind stop_gradient: MindSpore's "bprop not
defined" RuntimeError or zeros.  ms.grad over (a, b); Graph mode through def functions."""
import numpy as np
import mindspore as ms
from mindspore import ops
from _h import case

A = ms.Tensor(np.array([1.5, -2.0, 3.0, 0.5], np.float32))
B = ms.Tensor(np.array([1.0, 2.5, 3.0, 4.0], np.float32))
S = ms.Tensor(np.array([0.0, 1.0, 2.0, 3.0], np.float32))

def op_argmax(a, b):
    return ops.argmax(a)


def op_argmin(a, b):
    return ops.argmin(a, 0)


def op_argsort(a, b):
    return ops.argsort(a)


def op_sort_idx(a, b):
    return ops.sort(a)[1]


def op_topk_idx(a, b):
    return ops.topk(a, 2)[1]


def op_searchsorted(a, b):
    return ops.searchsorted(S, a)


def op_bucketize(a, b):
    return ops.bucketize(a, [0.0, 1.0, 2.0])


def op_isclose(a, b):
    return ops.isclose(a, b)


def op_isfinite(a, b):
    return ops.isfinite(a)


def op_isnan(a, b):
    return ops.isnan(a)


def op_isinf(a, b):
    return ops.isinf(a)


def op_isneginf(a, b):
    return ops.isneginf(a)


def op_isposinf(a, b):
    return ops.isposinf(a)


def op_isreal(a, b):
    return ops.isreal(a)


def op_equal(a, b):
    return ops.equal(a, b)


def op_ne(a, b):
    return ops.ne(a, b)


def op_gt(a, b):
    return ops.gt(a, b)


def op_ge(a, b):
    return ops.ge(a, b)


def op_lt(a, b):
    return ops.lt(a, b)


def op_le(a, b):
    return ops.le(a, b)


def op_logical_and(a, b):
    return ops.logical_and(a, b)


def op_logical_or(a, b):
    return ops.logical_or(a, b)


def op_logical_xor(a, b):
    return ops.logical_xor(a, b)


def op_logical_not(a, b):
    return ops.logical_not(a)


def op_signbit(a, b):
    return ops.signbit(a)


def op_sign(a, b):
    return ops.sign(a)


def op_floor(a, b):
    return ops.floor(a)


def op_ceil(a, b):
    return ops.ceil(a)


def op_round(a, b):
    return ops.round(a)


def op_trunc(a, b):
    return ops.trunc(a)


def op_floor_divide(a, b):
    return ops.floor_divide(a, b)


def op_remainder(a, b):
    return ops.remainder(a, b)


def op_fmod(a, b):
    return ops.fmod(a, b)


def op_heaviside(a, b):
    return ops.heaviside(a, b)


def op_cast_int(a, b):
    return a.astype(ms.int32)


def op_cast_bool(a, b):
    return a.astype(ms.bool_)


def op_nonzero_count(a, b):
    return ops.count_nonzero(a)


def op_equal_all(a, b):
    return ops.equal(a, b).all()


def op_any(a, b):
    return (a > 1).any()


def op_ones_like(a, b):
    return ops.ones_like(a)


def op_zeros_like(a, b):
    return ops.zeros_like(a)


def op_bitwise_and(a, b):
    return ops.bitwise_and(a.astype(ms.int32), b.astype(ms.int32))


def op_max_idx(a, b):
    return ops.max(a, 0)[1]


def op_unique_cnt(a, b):
    return ops.unique_consecutive(a.astype(ms.int32))[0]


def op_one_hot(a, b):
    return ops.one_hot(ops.argmax(a), 4, ms.Tensor(1.0, ms.float32), ms.Tensor(0.0, ms.float32))


def op_lerp_w(a, b):
    return ops.lerp(a, b, 0.5)


def op_clamp_int(a, b):
    return ops.clamp(a.astype(ms.int32), 0, 2)


def op_diff_bool(a, b):
    return ops.diff(a > 0)


OPS = {"argmax": op_argmax, "argmin": op_argmin, "argsort": op_argsort, "sort_idx": op_sort_idx, "topk_idx": op_topk_idx, "searchsorted": op_searchsorted, "bucketize": op_bucketize, "isclose": op_isclose, "isfinite": op_isfinite, "isnan": op_isnan, "isinf": op_isinf, "isneginf": op_isneginf, "isposinf": op_isposinf, "isreal": op_isreal, "equal": op_equal, "ne": op_ne, "gt": op_gt, "ge": op_ge, "lt": op_lt, "le": op_le, "logical_and": op_logical_and, "logical_or": op_logical_or, "logical_xor": op_logical_xor, "logical_not": op_logical_not, "signbit": op_signbit, "sign": op_sign, "floor": op_floor, "ceil": op_ceil, "round": op_round, "trunc": op_trunc, "floor_divide": op_floor_divide, "remainder": op_remainder, "fmod": op_fmod, "heaviside": op_heaviside, "cast_int": op_cast_int, "cast_bool": op_cast_bool, "nonzero_count": op_nonzero_count, "equal_all": op_equal_all, "any": op_any, "ones_like": op_ones_like, "zeros_like": op_zeros_like, "bitwise_and": op_bitwise_and, "max_idx": op_max_idx, "unique_cnt": op_unique_cnt, "one_hot": op_one_hot, "lerp_w": op_lerp_w, "clamp_int": op_clamp_int, "diff_bool": op_diff_bool}


def make(kind, op):
    if kind == "cast":
        def f(a, b):
            return op(a, b).astype(ms.float32) * b
    elif kind == "select":
        def f(a, b):
            return ops.select(op(a, b).astype(ms.float32) > 0.5, a, b * 2)
    else:
        def f(a, b):
            return ops.stop_gradient(op(a, b)).astype(ms.float32) * b
    return f


for name, op in OPS.items():
    for kind in ("cast", "select", "stop"):
        f = make(kind, op)
        case(f"{name}/{kind}", lambda f=f: ms.grad(f, grad_position=(0, 1))(A, B))
