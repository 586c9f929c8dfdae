"""Graph code (LAX): a numpy value made from ``x.asnumpy()`` (the array, or an element: a numpy scalar) as the LEFT
operand of an arithmetic or comparison operator with a Tensor runs numpy's operator when the graph runs (the Tensor
is an array to numpy): MindSpore 2.10's fallback returns a numpy array / numpy scalar. With the Tensor on the left,
the Tensor's operator runs (a Tensor). Found in st compiler/syntax test_map.py (map over a numpy array and a
Tensor)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error


@jit
def elem_add(x, y):
    a = x.asnumpy()[0]
    return a + y[0]


@jit
def tensor_left(x, y):
    a = x.asnumpy()[0]
    return y[0] + a


@jit
def array_add(x, y):
    return x.asnumpy() + y


@jit
def elem_mul(x, y):
    return x.asnumpy()[0] * y


@jit
def elem_sub(x, y):
    return x.asnumpy()[1] - y


@jit
def elem_div(x, y):
    return x.asnumpy()[1] / y


@jit
def elem_lt(x, y):
    return x.asnumpy()[0] < y


@jit
def chained(x, y):
    b = x.asnumpy()[1] + y
    return b + 1


X, Y = Tensor(np.array([1, 2], np.int64)), Tensor(np.array([10, 20], np.int64))
for name, fn in (("numpy scalar + tensor element", elem_add), ("tensor element + numpy scalar", tensor_left),
                 ("numpy array + tensor", array_add), ("numpy scalar * tensor", elem_mul),
                 ("numpy scalar - tensor", elem_sub), ("numpy scalar / tensor", elem_div),
                 ("numpy scalar < tensor", elem_lt), ("numpy result + 1", chained)):
    emit_error(name, fn, X, Y)
F = Tensor(np.array([1.5, 2.5], np.float32))
emit_error("float32 numpy scalar - float32 tensor", elem_sub, F, Tensor(np.array([1.0, 4.0], np.float32)))
