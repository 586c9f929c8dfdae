"""graph_syntax_sweep (ctrl26): tuples/lists of different lengths joined by a Tensor ``if`` are MindSpore 2.10's
dynamic-length sequence only when every element has one abstract -- ints, floats, or Tensors of one dtype and
shape; ``(x, 1)`` / ``(x,)``, ``(1, 2.5)`` / ``(1,)``, Tensors of two shapes or dtypes are its join TypeError.
msgraph joined any mix of numbers and Tensors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@ms.jit
def tensors(x):
    if x[0] > 0:
        y = (x, x)
    else:
        y = (x,)
    return y


@ms.jit
def ints(x):
    if x[0] > 0:
        y = (1, 2)
    else:
        y = (1,)
    return y


@ms.jit
def int_and_float(x):
    if x[0] > 0:
        y = (1, 2.5)
    else:
        y = (1,)
    return y


@ms.jit
def tensor_shapes(x):
    if x[0] > 0:
        y = (x, x[:2])
    else:
        y = (x,)
    return y


@ms.jit
def tensor_and_int(x):
    if x[0] > 0:
        y = (x, 1)
    else:
        y = (x,)
    return y


@ms.jit
def tensor_and_int_list(x):
    if x[0] > 0:
        y = [x, 1]
    else:
        y = [x]
    return y


@ms.jit
def tensor_dtypes(x):
    if x[0] > 0:
        y = (x, x.astype(ms.int32))
    else:
        y = (x,)
    return y


emit_error("tensors_join", tensors, X)
emit_error("ints_join", ints, X)
emit_error("int_and_float", int_and_float, X)
emit_error("tensor_shapes", tensor_shapes, X)
emit_error("tensor_and_int", tensor_and_int, X)
emit_error("tensor_and_int_list", tensor_and_int_list, X)
emit_error("tensor_dtypes", tensor_dtypes, X)
