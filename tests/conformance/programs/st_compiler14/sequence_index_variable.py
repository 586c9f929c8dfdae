"""tests/ut/python/dynamic_sequence/test_dynamic_sequence_index adapted: `seq.index(target)` where the sequence has
a dynamic length, holds graph values, or the target is one. MindSpore computes the index when the graph runs (a
variable int, F.isconstant False) and removes it when unused; msgraph searched while compiling: a missing target
was a compile-time error even when the result was unused, and Tensor elements with a number target were MSG412."""
import mindspore as ms
from mindspore import Tensor, jit, mutable
from mindspore.ops import functional as F
from _conf import emit, emit_error


@jit
def dyn_found():
    a = mutable([1, 2, 3, 4], True)
    return a.index(3)


@jit
def dyn_missing_unused():
    a = mutable([1, 2, 3, 4], True)
    ret = a.index(0)
    return isinstance(ret, int), F.isconstant(ret)


@jit
def dyn_missing():
    a = mutable([1, 2, 3, 4], True)
    return a.index(0)


@jit
def tensor_elements(x):
    a = [x, x + 1, x + 2]
    ret = a.index(2)
    return ret, isinstance(ret, int), F.isconstant(ret)


@jit
def tensor_target(x):
    a = [Tensor([1]), Tensor([2]), Tensor([3])]
    ret = a.index(x)
    return ret, isinstance(ret, int), F.isconstant(ret)


@jit
def tensor_target_unused(x):
    a = [Tensor([1]), Tensor([2]), Tensor([3])]
    ret = a.index(x)
    return isinstance(ret, int), F.isconstant(ret)


@jit
def mutable_target(x):
    a = [1, 2, 3]
    return a.index(x) + 10


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit("dyn_found", dyn_found())
    emit("dyn_missing_unused", dyn_missing_unused())
    emit_error("dyn_missing", dyn_missing)
    emit("tensor_elements", tensor_elements(Tensor([0])))
    emit("tensor_target", tensor_target(Tensor([2])))
    emit("tensor_target_unused", tensor_target_unused(Tensor([0])))
    emit_error("tensor_target_missing", tensor_target, Tensor([7]))
    emit("mutable_target", mutable_target(mutable(2)))
    emit_error("mutable_target_missing", mutable_target, mutable(9))
