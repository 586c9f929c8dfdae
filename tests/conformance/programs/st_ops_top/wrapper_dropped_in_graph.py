"""MindSpore 2.10's Graph mode compiles the function under a functools.wraps wrapper, not the
wrapper: the wrapper's '+ 1' is gone in Graph mode and present in PyNative (recorded per mode)."""
import numpy as np
import mindspore as ms
from mindspore import ops
from _conf import emit
from _wrap import plus_one


@plus_one
def ceil_plus(x):
    return ops.ceil(x)


@ms.jit
def call_it(x):
    return ceil_plus(x)


x = ms.Tensor(np.array([1.5, -2.2], np.float32))
emit("jit_call", call_it(x))
emit("direct", ceil_plus(x))
