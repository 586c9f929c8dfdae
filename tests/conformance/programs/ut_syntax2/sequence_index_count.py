"""Graph list/tuple index and count compare elements with their types: 1 is not 1.0, True or
Tensor(1) (MindSpore's ValueError '... is not in ...' when index finds nothing)."""
import numpy as np
import mindspore as ms
from mindspore import jit, Tensor
from _conf import emit, emit_error

MODES = ("graph",)


@jit
def index_tensor_in_ints():
    return [1, 2, 3].index(Tensor(1))


@jit
def tuple_index_tensor():
    return (1, 2, 3).index(Tensor(2))


@jit
def index_int_among_float():
    return [1, 2.0, 3].index(2)


@jit
def index_found():
    return [Tensor(1), 2, 3].index(2), ["a", "b"].index("b"), (1, (2, 3)).index((2, 3))


@jit
def count_typed():
    return [1, True, 3, 1].count(1), (1.0, 1, 2).count(1.0), ["a", "a"].count("a")


emit_error("index_tensor_in_ints", index_tensor_in_ints)
emit_error("tuple_index_tensor", tuple_index_tensor)
emit_error("index_int_among_float", index_int_among_float)
emit("index_found", index_found())
emit("count_typed", count_typed())
