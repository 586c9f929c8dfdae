# x[i] = v on a list with an int i known only when the graph runs (ms.mutable): the item at i changes, the
# list keeps its length and its numbers stay Python numbers; items (or v) of different types are
# MindSpore's TypeError.
import numpy as np
import mindspore as ms
from mindspore import jit, mutable, Tensor
from _conf import emit, emit_error


@jit
def dyn_len(i):
    x = [2, 5, 6, 7]
    x = mutable(x, True)
    x[mutable(i)] = 1
    return x


@jit
def negative(i):
    x = [2.5, 5.0, 6.0]
    x[i] = 1.5
    return x, x[0] + x[2]


@jit
def tensors(i, t):
    x = [t, t + 1, t * 2]
    x[i] = t * 3
    return x


@jit
def mixed_items(i):
    x = [2.5, 5, 6, 7]
    x[i] = 1
    return x


@jit
def mixed_value(i):
    x = [2, 5, 6, 7]
    x[i] = 1.5
    return x


emit("dyn_len", dyn_len(2))
emit("negative", negative(mutable(-1)))
emit("tensors", tensors(mutable(1), Tensor(np.array([1.0, 2.0], np.float32))))
emit_error("mixed_items", lambda: mixed_items(mutable(1)))
emit_error("mixed_value", lambda: mixed_value(mutable(1)))
