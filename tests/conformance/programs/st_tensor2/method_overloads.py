"""Tensor-method forms of MindSpore 2.10's st tensor tests (tests/st/tensor/overload): max/min with
return_indices, the deprecated sum(axis, dtype, keepdims, initial), select(condition, y), round,
sub/__sub__/__isub__ with alpha, clip/clamp argument errors, H of a complex Tensor, h/v/dsplit, xlogy with
an integer operand, tolist and is_tensor in graph code."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args, **kwargs):
        return self.fn(*args, **kwargs)


def max_ri(x):
    return x.max(axis=0, return_indices=True)


def min_ri_keep(x):
    return x.min(axis=1, keepdims=True, return_indices=True)


def min_where(x, w):
    return x.min(0, False, initial=9, where=w)


def min_ri_int(x):
    return x.min(axis=0, return_indices=1)


def min_initial_tensor(x, w):
    return x.min(axis=0, initial=w, where=w)


def sum_old_positional(x):
    return x.sum(None, None, False, None)


def sum_initial(x):
    return x.sum(axis=2, initial=3)


def sum_axis_dtype(x):
    return x.sum(2, ms.float64)


def sum_list_keep(x):
    return x.sum(axis=[0, 1], keepdims=True)


def select_cond(x, c, y):
    return x.select(c, y)


def select_cond_float(x, c):
    return x.select(c, 1.0)


def select_cond_int(x, c):
    return x.select(c, 1)


def select_dim(x):
    return x.select(1, 0)


def round0(x):
    return x.round(0)


def round1(x):
    return x.round(1)


def sub_alpha(x, y):
    return x.sub(y, alpha=2)


def dunder_sub_alpha(x, y):
    return x.__sub__(y, alpha=2)


def isub(x, y):
    return x.__isub__(y)


def sub_float_alpha_ints(x, y):
    return x.sub(y, alpha=0.5)


def clip_none(x):
    return x.clip(None, None)


def clamp_bool(x):
    return x.clamp(5, True)


def clip_one_none(x):
    return x.clip(None, 2)


def conj_t(x):
    return x.H


def hsplit(x):
    return x.hsplit(2)


def vsplit(x):
    return x.vsplit([1])


def dsplit(x):
    return x.dsplit(2)


def xlogy(x, y):
    return x.xlogy(y)


def to_list(x):
    return x.tolist()


def is_tensor(x):
    return ms.is_tensor(x), ms.is_tensor(1)


x22 = Tensor(np.arange(4).reshape((2, 2)).astype(np.float32))
w = Tensor([False, True])
x3 = Tensor([[[1, 2, 3], [2, 3, 4]]], ms.float32)
for label, fn, args in (
        ("max_return_indices", max_ri, (x22,)), ("min_return_indices_keepdims", min_ri_keep, (x22,)),
        ("min_initial_where", min_where, (x22, w)), ("min_return_indices_int", min_ri_int, (x22,)),
        ("min_initial_tensor", min_initial_tensor, (x22, w)),
        ("sum_old_positional", sum_old_positional, (x3,)), ("sum_initial", sum_initial, (x3,)),
        ("sum_axis_dtype", sum_axis_dtype, (x3,)), ("sum_list_keepdims", sum_list_keep, (x3,)),
        ("select_condition", select_cond, (Tensor([2, 3], ms.float32), w, Tensor([1, 2], ms.float32))),
        ("select_condition_float", select_cond_float, (Tensor([2, 3], ms.float32), w)),
        ("select_condition_int_into_float", select_cond_int, (Tensor([2, 3], ms.float32), w)),
        ("select_condition_int", select_cond_int, (Tensor([2, 3], ms.int32), w)),
        ("select_condition_float_into_int", select_cond_float, (Tensor([2, 3], ms.int32), w)),
        ("select_dim", select_dim, (Tensor([[2, 3, 4], [3, 2, 4]], ms.float32),)),
        ("round0", round0, (Tensor([0.8, 1.5, 2.5, -4.5], ms.float32),)),
        ("round_decimals", round1, (Tensor([0.8, 1.5, 2.5, -4.5], ms.float32),)),
        ("sub_alpha", sub_alpha, (Tensor([4, 5, 6], ms.float32), Tensor(1, ms.int32))),
        ("dunder_sub_alpha", dunder_sub_alpha, (Tensor([4, 5, 6], ms.float32), Tensor(1, ms.int32))),
        ("isub", isub, (Tensor([1, 2, 3], ms.int32), Tensor([4, 5, 6], ms.int32))),
        ("sub_float_alpha_ints", sub_float_alpha_ints, (Tensor([1, 2], ms.int32), Tensor([4, 5], ms.int32))),
        ("clip_none_none", clip_none, (Tensor([1.0, 3.0], ms.float32),)),
        ("clamp_bool", clamp_bool, (Tensor([1.0, 3.0], ms.float32),)),
        ("clip_one_none", clip_one_none, (Tensor([1.0, 3.0], ms.float32),)),
        ("H_complex", conj_t, (Tensor(np.array([[-1.5 + 7.8j, 3 + 5.75j]]), ms.complex64),)),
        ("H_real", conj_t, (x22,)),
        ("hsplit", hsplit, (Tensor(np.arange(8).reshape(2, 4).astype(np.float32)),)),
        ("vsplit", vsplit, (Tensor(np.arange(8).reshape(2, 4).astype(np.float32)),)),
        ("dsplit", dsplit, (Tensor(np.arange(8).reshape(1, 2, 4).astype(np.float32)),)),
        ("xlogy_python_int", xlogy, (Tensor([[-5.0, 0.0, 4.0]], ms.float32), 2)),
        ("xlogy_int_tensor", xlogy, (Tensor([[-5.0, 0.0, 4.0]], ms.float32), Tensor(2))),
        ("xlogy_zero_times_log_zero", xlogy, (Tensor([0.0, 1.0], ms.float32), Tensor([0.0, 0.5], ms.float32))),
        ("xlogy_two_ints", xlogy, (Tensor([1, 0, 4], ms.int32), Tensor(2))),
        ("tolist", to_list, (Tensor([[1, 2, 3], [4, 5, 6]]),)),
        ("is_tensor", is_tensor, (x22,))):
    emit_error(label, Call(fn), *args)
