"""A ``for`` loop over a dynamic-length sequence (``mutable([...], True)``, ``range(len(dyn))``) is a real loop in
MindSpore 2.10's graph: a name rebound in it to another kind (``s = 0`` then ``s = s + tensor``, an int counter
becoming a float, an int32 Tensor becoming float32) and read after the loop is its TypeError "Cannot join the return
values of different branches"; unread after the loop, or the same kind, it runs.  msgraph had unrolled the loop and
returned the sums (adapt37am)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable
from _conf import emit, emit_error


def f(*v):
    return Tensor(np.array(v, np.float32))


@jit
def sum_from_int(t):
    s = 0
    for v in t:
        s = s + v
    return s


@jit
def sum_from_tensor(t):
    s = t[0] * 0
    for v in t:
        s = s + v
    return s


@jit
def float_counter(t):
    n = 0
    for v in t:
        n = n + 0.5
    return n


@jit
def int_counter(t):
    n = 0
    for v in t:
        n = n + 1
    return n


@jit
def by_index(t):
    s = 0
    for i in range(len(t)):
        s = s + t[i]
    return s


@jit
def unread_after(t):
    s = 0
    for v in t:
        s = v * 2
    return t[0]


@jit
def int32_to_float(t):
    s = Tensor(np.array([0], np.int32))
    for v in t:
        s = s + v
    return s


emit_error("sum_from_int", lambda: sum_from_int(mutable([f(1.0), f(2.0)], True)))
emit_error("sum_from_int_tuple", lambda: sum_from_int(mutable((f(1.0), f(2.0)), True)))
emit("sum_from_int_fixed_len", sum_from_int(mutable([f(1.0), f(2.0)])))
emit("sum_from_tensor", sum_from_tensor(mutable([f(1.0), f(2.0)], True)))
emit("sum_ints", sum_from_int(mutable([1, 2, 3], True)))
emit_error("sum_floats", lambda: sum_from_int(mutable([1.5, 2.0], True)))
emit_error("float_counter", lambda: float_counter(mutable([f(1.0), f(2.0)], True)))
emit("int_counter", int_counter(mutable([f(1.0), f(2.0)], True)))
emit_error("by_index", lambda: by_index(mutable([f(1.0), f(2.0)], True)))
emit("unread_after", unread_after(mutable([f(1.0), f(2.0)], True)))
emit_error("int32_to_float", lambda: int32_to_float(mutable([f(1.0), f(2.0)], True)))
