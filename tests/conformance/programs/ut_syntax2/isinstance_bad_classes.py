"""Graph isinstance takes a class or a (nested) tuple of classes; None, a list or a tuple holding a
non-class is MindSpore's TypeError 'isinstance() arg 2 must be a type or tuple of types.'"""
import numpy as np
import mindspore as ms
from mindspore import jit, Tensor
from _conf import emit, emit_error

MODES = ("graph",)


@jit
def arg_none(x):
    return isinstance(x, None)


@jit
def arg_list(x):
    return isinstance(x, [tuple, int])


@jit
def nested_bad(x):
    return isinstance(x, (int, (float, 3)))


@jit
def nested_ok(x):
    return isinstance(x, (int, (float, Tensor))), isinstance(x, Tensor), isinstance(x, (list, tuple))


t = Tensor(np.array(1, np.int32))
emit_error("arg_none_int", arg_none, 1)
emit_error("arg_none_tensor", arg_none, t)
emit_error("arg_list", arg_list, (1, 2))
emit_error("nested_non_class", nested_bad, t)
emit("nested_ok", nested_ok(t))
