"""vmap with an out_axes None for an output computed from a mapped input is MindSpore 2.10's RuntimeError "It is
invalid that source is not None and dst is None." in both modes, even where the output is equal on every slice
(``a - b`` with a = b, ``a.sum() * 0 + 1``); msgraph's PyNative vmap took an output equal on every slice as unmapped
and returned it (its Graph mode already raised).  An output computed from unmapped inputs only returns once (left38)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

A = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
ONES = Tensor(np.ones((2, 3), np.float32))


def f_eq(a, b):
    return a * 2, a - b


def f_sum_rows(a):
    return a, a.sum() * 0 + 1


def f_single(a):
    return a * 0


def f_const(a, b):
    return a * b, b + 1


def f_const_out(a):
    return a, Tensor(np.ones(2, np.float32))


emit_error("mapped_equal", lambda: ms.vmap(f_eq, (0, 0), (0, None))(ONES, ONES))
emit_error("mapped_different", lambda: ms.vmap(f_eq, (0, 0), (0, None))(A, A * 2))
emit_error("mapped_const_expr", lambda: ms.vmap(f_sum_rows, 0, (0, None))(A))
emit_error("single_zero", lambda: ms.vmap(f_single, 0, None)(A))
emit("unmapped_input", ms.vmap(f_const, (0, None), (0, None))(A, Tensor(np.ones(3, np.float32))))
emit("constant_output", ms.vmap(f_const_out, 0, (0, None))(A))
