# JIT fallback: a numpy function run when the graph runs on mutable Python numbers sees Python numbers and
# returns a numpy array from the graph (st/compiler/fallback test_graph_fallback_unsupport); a graph value
# passed as a keyword (np.prod(a, axis=y)) runs too.
import numpy as np
import mindspore as ms
from mindspore import jit, mutable, Tensor
from _conf import emit



@jit
def asarray_pair(x, y):
    return np.asarray([x, y])


@jit
def asarray_scaled(x, y):
    return np.asarray([x, y]) * 2


@jit
def array_typed(x, y):
    return np.array([x, y], np.float32)


@jit
def tensor_of_array(x, y):
    return Tensor(np.array([x, y])) + 1


@jit
def prod_axis(x, y):
    a = x.asnumpy()
    return np.prod(a, axis=y)


@jit
def full_of(x):
    return np.full((2,), x)


emit("asarray_pair", asarray_pair(mutable(1), mutable(2)))
emit("asarray_scaled", asarray_scaled(mutable(1.5), mutable(2)))
emit("array_typed", array_typed(mutable(1), mutable(2)))
emit("tensor_of_array", tensor_of_array(mutable(1), mutable(2)))
emit("prod_axis", prod_axis(Tensor([[1, 2], [3, 4]]), mutable(1)))
emit("full_of", full_of(mutable(3)))
