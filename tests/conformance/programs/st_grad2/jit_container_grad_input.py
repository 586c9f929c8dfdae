# PyNative jit under a gradient: a container argument holding a Tensor that carries a gradient must be
# mutable; with None or a string beside it MindSpore raises RuntimeError (numbers are fine).
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from _conf import emit, emit_error

MODES = ("pynative",)


@jit
def inner(m, y):
    return 2 * m[0] + y


@jit
def inner_dict(m, y):
    return 2 * m["x"][0] + y


a = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
b = Tensor(np.array([1.0, 1.0, 1.0], np.float32))


def with_none(x, y):
    return inner((x * 3, None), y)


def with_str(x, y):
    return inner_dict({"x": (x * 3, "a")}, y)


def with_int(x, y):
    return inner((x * 3, 1), y)


def nested(x, y):
    return inner(((x * 3)[0:2], [x * 3, 2.0]), y[0:2])


emit_error("tuple_with_none", lambda: ops.GradOperation()(with_none)(a, b))
emit_error("dict_with_str", lambda: ops.GradOperation()(with_str)(a, b))
emit("tuple_with_int", ops.GradOperation()(with_int)(a, b))
emit("nested_with_float", ops.GradOperation()(nested)(a, b))
