"""Errors of graph builtins on constants: list.pop out of range (IndexError), max/min of an empty
sequence (ValueError), of a 0-d Tensor (TypeError), of nested sequences holding Tensors (TypeError),
of multi-element Tensors (ValueError)."""
import numpy as np
import mindspore as ms
from mindspore import jit, Tensor
from _conf import emit, emit_error

MODES = ("graph",)


@jit
def pop_out_of_range():
    x = [1, 2]
    return x.pop(5)


@jit
def pop_empty():
    x = []
    return x.pop()


@jit
def max_empty():
    return max([])


@jit
def min_scalar_tensor():
    return min(Tensor(1))


@jit
def max_nested_tensors():
    x = ((Tensor(10).astype("float32"), Tensor(30).astype("float32")),)
    return max(x)


@jit
def max_multi_element():
    return max(Tensor([1, 2, 3]), Tensor([3, 4, 5]))


@jit
def ok():
    return max([3, 1, 2]), min((4, 5)), max((1, 2), (1, 3))


emit_error("pop_out_of_range", pop_out_of_range)
emit_error("pop_empty", pop_empty)
emit_error("max_empty", max_empty)
emit_error("min_scalar_tensor", min_scalar_tensor)
emit_error("max_nested_tensors", max_nested_tensors)
emit_error("max_multi_element", max_multi_element)
emit("ok", ok())
