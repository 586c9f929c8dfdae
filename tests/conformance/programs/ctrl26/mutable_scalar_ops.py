"""graph_syntax_sweep (ctrl26): Python's operators on a number known when the graph runs (``ms.mutable``):
``~a`` inverts an int's bits (msgraph: LogicalNot, ``False``), ``not a`` is a Python bool (msgraph: a bool Tensor),
``divmod`` works (msgraph: a TypeError on its symbol), ``tuple(range(a))`` is a sequence (msgraph: a TypeError),
``any``/``all`` of a number or a 0-d Tensor is Python's TypeError (msgraph: True), ``type(mutable((1, 2)))`` is
tuple (msgraph: its MutableTuple class)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error


@ms.jit
def invert(a):
    return ~a


@ms.jit
def logical_not(a):
    return not a


@ms.jit
def div_mod(a, b):
    return divmod(a, 2), divmod(a, b)


@ms.jit
def range_tuple(a):
    return tuple(range(a)), list(range(1, a)), len(tuple(range(a)))


@ms.jit
def any_of(a):
    return any(a)


@ms.jit
def all_of(a):
    return all(a)


@ms.jit
def type_name(a):
    return type(a).__name__


emit_error("invert_7", invert, ms.mutable(7))
emit_error("invert_negative", invert, ms.mutable(-7))
emit_error("invert_zero", invert, ms.mutable(0))
emit_error("invert_float_raises", invert, ms.mutable(2.5))
emit_error("not_7", logical_not, ms.mutable(7))
emit_error("not_zero", logical_not, ms.mutable(0))
emit_error("not_float", logical_not, ms.mutable(2.5))
emit_error("divmod", div_mod, ms.mutable(7), ms.mutable(3))
emit_error("divmod_negative", div_mod, ms.mutable(-7), ms.mutable(2))
emit_error("tuple_of_range", range_tuple, ms.mutable(3))
emit_error("tuple_of_range_4", range_tuple, ms.mutable(4))
emit_error("any_of_mutable_int_raises", any_of, ms.mutable(3))
emit_error("all_of_mutable_int_raises", all_of, ms.mutable(3))
emit_error("any_of_0d_tensor_raises", any_of, Tensor(np.array(2.0, np.float32)))
emit_error("all_of_0d_int_tensor_raises", all_of, Tensor(np.array(2, np.int32)))
emit_error("type_of_mutable_tuple", type_name, ms.mutable((1, 2)))
emit_error("type_of_mutable_list", type_name, ms.mutable([1, 2]))
