import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, jit
from _conf import emit


def check_pad(paddings):
    if not isinstance(paddings, (tuple, list)):
        raise TypeError(f"The paddings must be a tuple of int or list of int, but got {type(paddings)}.")
    return paddings


def run(fn, *args):
    f = jit(fn) if ms.get_context("mode") == ms.GRAPH_MODE else fn
    try:
        return f(*args)
    except TypeError as e:
        return "TypeError: " + str(e)


emit("type_in_raised_message", run(check_pad, Tensor(np.array([1]))))
emit("str_type_tensor", str(type(Tensor(np.array([1.0], np.float32)))))
emit("repr_tensor_class", repr(Tensor))
