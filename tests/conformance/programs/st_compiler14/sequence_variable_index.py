"""tests/ut/python/dynamic_sequence/test_sequence_getitem_with_variable adapted (and its neighbours): a tuple or
list indexed by an int known only when the graph runs (ms.mutable). msgraph returned a 0-d Tensor for a sequence
of numbers (MindSpore: a Python int/float), raised Gather's error for an index out of range (MindSpore: its
RealTupleGetItem ValueError, an IndexError for a dynamic-length sequence) and MSG412 for an empty sequence
(MindSpore: ValueError, RuntimeError for a dynamic-length one)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable
from _conf import emit, emit_error


@jit
def pick(m, i):
    return m[i]


@jit
def pick_twice(m, i):
    return m[i], m[i] + 1


@jit
def pick_of_tensors(x, i):
    m = [x, x + 1, x + 2]
    return m[i]


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit("tuple_int", pick(mutable((1, 2, 3)), mutable(1)))
    emit("tuple_float", pick(mutable((1.5, 2.5, 3.5)), mutable(2)))
    emit("list_int", pick(mutable([4, 5, 6]), mutable(0)))
    emit("dyn_list_int", pick(mutable([1, 2, 3], True), mutable(1)))
    emit("dyn_tuple_int_plus", pick_twice(mutable((7, 8, 9), True), mutable(2)))
    emit("tensors", pick(mutable((Tensor([1.0]), Tensor([2.0]))), mutable(1)))
    emit("tensors_in_graph", pick_of_tensors(Tensor(np.array([1.0, 2.0], np.float32)), mutable(2)))
    emit_error("tuple_out_of_range", pick, mutable((1, 2, 3)), mutable(5))
    emit_error("list_out_of_range", pick, mutable([1, 2, 3]), mutable(3))
    emit_error("dyn_out_of_range", pick, mutable([1, 2, 3], True), mutable(5))
    emit_error("tensors_out_of_range", pick_of_tensors, Tensor(np.array([1.0], np.float32)), mutable(5))
    emit_error("empty_tuple", pick, mutable(()), mutable(1))
    emit_error("empty_list", pick, mutable([]), mutable(1))
    emit_error("empty_dyn_tuple", pick, mutable((), True), mutable(0))
