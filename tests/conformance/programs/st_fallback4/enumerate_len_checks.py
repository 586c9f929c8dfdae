import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable
from _conf import emit, emit_error

MODES = ("graph",)   # Python's own enumerate/len run in PyNative


def enum_with(start):
    @jit
    def f(x):
        l = [x, x]
        s = 0
        for index, value in enumerate(l, start):
            s = index
        return s
    return f


@jit
def enum_tensor_start(x):
    s = 0
    for index, _ in enumerate([x, x], start=x):
        s = index
    return s


@jit
def len_mutable_int():
    return len(mutable(2))


@jit
def len_mutable_float():
    return len(mutable(2.5))


@jit
def len_of(x):
    return len(x)


@jit
def len_const_int():
    return len(2)


def message(fn, *args):
    try:
        return fn(*args)
    except (TypeError, AttributeError) as e:
        kind = "TypeError" if isinstance(e, TypeError) else "AttributeError"
        return kind + ": " + str(e).split("\n")[0]


x = Tensor(np.array(1))
emit("enumerate_int_start", enum_with(3)(x))
emit("enumerate_float_start", message(enum_with(1.5), x))
emit("enumerate_list_start", message(enum_with([1, 2]), x))
emit("enumerate_tuple_start", message(enum_with((1,)), x))
emit("enumerate_none_start", message(enum_with(None), x))
emit_error("enumerate_bool_start", enum_with(True), x)
emit_error("enumerate_tensor_start", enum_tensor_start, x)
emit("len_mutable_int", message(len_mutable_int))
emit("len_mutable_float", message(len_mutable_float))
emit("len_0d_tensor", message(len_of, x))
emit("len_1d_tensor", len_of(Tensor(np.array([1, 2, 3]))))
emit("len_constant_int", message(len_const_int))
