"""tests/ut/python/dynamic_sequence/test_dynamic_sequence_slice, _setitem and _mul adapted: a tuple/list sliced at a
bound known only when the graph runs, repeated by such a count, or given a slice at such a bound is MindSpore's
dynamic-length sequence (isinstance keeps its type, F.is_sequence_shape_unknown is True). msgraph made an opaque
object (isinstance False, is_sequence_shape_unknown False), a constant-length list for a mutable-int repeat
count, and MSG412 for a slice assignment at a run-time bound (MindSpore: TypeError for mixed element types)."""
import mindspore as ms
from mindspore import jit, mutable
from mindspore.ops import functional as F
from _conf import emit, emit_error


@jit
def slice_start():
    a = [1, 2, 3]
    start = mutable(1)
    ret = a[start:]
    return ret, isinstance(ret, list), F.is_sequence_shape_unknown(ret), F.is_sequence_value_unknown(ret), len(ret)


@jit
def slice_end(n):
    a = (1, 2, 3)
    ret = a[:n]
    return ret, isinstance(ret, tuple), F.is_sequence_shape_unknown(ret), len(ret), F.isconstant(ret)


@jit
def slice_step():
    a = (1, 2, 3)
    step = mutable(2)
    ret = a[:3:step]
    return ret, isinstance(ret, tuple), isinstance(ret, list), F.is_sequence_shape_unknown(ret)


@jit
def repeat_arg(x):
    a = [1, 2, 3]
    ret = a * x
    return ret, F.is_sequence_value_unknown(ret), F.is_sequence_shape_unknown(ret)


@jit
def repeat_in_graph():
    a = (4, 5)
    ret = a * mutable(3)
    return ret, isinstance(ret, tuple), F.is_sequence_shape_unknown(ret)


@jit
def repeat_constant(x):
    a = [1, 2]
    ret = a * x
    return ret, F.is_sequence_value_unknown(ret), F.is_sequence_shape_unknown(ret)


@jit
def slice_setitem_flags():
    a = [1, 2, 3, 4]
    start = mutable(0)
    a[start:2] = [7, 8, 9]
    return isinstance(a, list), F.is_sequence_shape_unknown(a), F.is_sequence_value_unknown(a)


@jit
def slice_setitem_mixed():
    a = [1.0, 2.0, 3.0, 4.0]
    start = mutable(0)
    a[start:2] = [1, 2, 3, 4]
    return a


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit("slice_start", slice_start())
    emit("slice_end", slice_end(mutable(2)))
    emit("slice_step", slice_step())
    emit("repeat_arg", repeat_arg(mutable(2)))
    emit("repeat_in_graph", repeat_in_graph())
    emit("repeat_constant", repeat_constant(2))
    emit("slice_setitem_flags", slice_setitem_flags())
    emit_error("slice_setitem_mixed", slice_setitem_mixed)
