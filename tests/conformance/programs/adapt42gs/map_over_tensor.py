"""adapt42gs: the builtin ``map`` over a Tensor in graph code (MindSpore 2.10 CPU; adapted from st
fallback/python_builtin_funtions' map tests and ut graph_syntax's map tests, varied to Tensor arguments).

MindSpore's graph ``map`` takes lists and tuples only: a Tensor argument of any rank, an argument Tensor, a
Tensor element ``x[0]``, a Tensor made in the graph, is its RuntimeError "Map can only be applied to list, tuple, but
got Tensor[Float32]." (msgraph iterated the Tensor's rows and mapped them).  ``map`` over ``x.asnumpy().tolist()``...
is JIT Fallback's Python map; over a tuple holding a Tensor it maps the Tensor as one element; in PyNative Python's map
iterates the Tensor."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def map_arg(x):
    return tuple(map(lambda e: e * 2, x))


def map_two(x):
    return list(map(lambda a, b: a + b, x, x * 10))


def map_elem(x):
    return tuple(map(lambda e: e + 1, x[0]))


def map_const_int(x):
    return tuple(map(lambda e: e * 2, Tensor(np.ones((2,), np.int32))))


def map_rows(x):
    return list(map(lambda e: e + 1, x.reshape(3, 1)))


def map_tuple_of_tensor(x):
    return tuple(map(lambda e: e + 1, (x, x * 2)))


for name, fn in (("map_arg", map_arg), ("map_two", map_two), ("map_elem", map_elem),
                 ("map_const_int", map_const_int), ("map_rows", map_rows)):
    emit_error(name + "_jit", lambda: ms.jit(fn)(X))
emit("map_tuple_of_tensor_jit", ms.jit(map_tuple_of_tensor)(X))
emit("map_arg_pynative", map_arg(X))


class Net(nn.Cell):
    def construct(self, x):
        return tuple(map(lambda e: e * 2, x))


emit_error("map_arg_cell", lambda: Net()(X))
