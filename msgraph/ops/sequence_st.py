"""MindSpore 2.10's sequence primitives (``ops.operations._sequence_ops``) and scalar/tuple functions of
``ops.functional`` its tests/st/ops/dynamic_sequence files call (h-opstop, session 9).

They operate on Python tuples/lists: in Graph mode msgraph knows a sequence's length and its constant
elements while compiling (an ``ms.mutable(..., dynamic_len=True)`` tuple of numbers is passed by value,
a mutable int that decides a length -- a slice bound, a count -- makes the compiler specialize the graph
on its value, see ``compiler.ValueSpecialized``), so each is the Python operation; Tensor elements stay
graph values. ``TensorToScalar`` / ``TensorToTuple`` of a graph value give Python numbers when the graph
runs (``Tensor.item``'s op).
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..common.aval import Aval

from ..common.tensor import Tensor
from ..errors import ArgumentError, DTypeError
from ._compose import CompositePrimitive
from ._helpers import is_tensorlike
from ._helpers import user_type
from .registry import OpKind, define_op, op_function

__all__ = ["tuple_setitem", "list_setitem", "shape_mul", "scalar_uadd", "scalar_usub", "scalar_log"]


def _seq(name: str, x: Any, arg: str = "input") -> Any:
    if not isinstance(x, (tuple, list)):
        raise DTypeError(f"For '{name}', the '{arg}' must be a tuple or list, but got {user_type(x).__name__}.")
    return x


def _const(name: str, v: Any) -> Any:
    """A Python value where the operation needs one: a graph value (a mutable int) asks the compiler to
    specialize the graph on its value (an ArgumentError starts that)."""
    if is_tensorlike(v) and not isinstance(v, Tensor):
        raise ArgumentError(f"For '{name}', the input must be a constant here.")
    return v


class SequenceAdd(CompositePrimitive):
    """SequenceAdd()(x, y): the concatenation ``x + y`` of two tuples (lists)."""

    def __call__(self, input_1: Any, input_2: Any) -> Any:
        return _seq("SequenceAdd", input_1) + _seq("SequenceAdd", input_2)


class SequenceAddOffset(CompositePrimitive):
    """SequenceAddOffset()(x, y): where each input starts in ``x + y``: ``(0, len(x))``."""

    def __call__(self, shape_x: Any, shape_y: Any) -> Any:
        _seq("SequenceAddOffset", shape_y)
        return (0, len(_seq("SequenceAddOffset", shape_x)))


class SequenceCount(CompositePrimitive):
    """SequenceCount()(seq, target): how many elements equal ``target``."""

    def __call__(self, sequence: Any, target: Any) -> Any:
        return tuple(_seq("SequenceCount", sequence)).count(_const("SequenceCount", target))


class SequenceIndex(CompositePrimitive):
    """SequenceIndex()(seq, target, start=0, end=len): the first index of ``target`` in ``seq[start:end]``."""

    def __call__(self, sequence: Any, target: Any, start: Any = 0, end: Any = None) -> Any:
        seq = tuple(_seq("SequenceIndex", sequence))
        target = _const("SequenceIndex", target)
        start = _const("SequenceIndex", start)
        end = len(seq) if end is None else _const("SequenceIndex", end)
        try:
            return seq.index(target, start, end)
        except ValueError:
            raise ValueError(f"{target} is not in {seq}") from None


class SequenceMul(CompositePrimitive):
    """SequenceMul()(seq, n): ``seq`` repeated ``n`` times."""

    def __call__(self, input_1: Any, input_2: Any) -> Any:
        from ..common.mutable import is_dynamic_len, mark_dynamic_len, seq_grad_first_copy

        seq = _seq("SequenceMul", input_1)
        out = seq * _const("SequenceMul", input_2)
        if is_dynamic_len(seq):   # (the gradient reaches the first copy, as MindSpore's bprop)
            out = mark_dynamic_len(seq_grad_first_copy(out, len(seq)))
        return out


class SequenceSlice(CompositePrimitive):
    """SequenceSlice()(seq, start, stop, step): ``seq[start:stop:step]``."""

    def __call__(self, seq: Any, start: Any, stop: Any, step: Any) -> Any:
        bounds = [_const("SequenceSlice", v) for v in (start, stop, step)]
        if bounds[2] == 0:
            raise ValueError("For 'SequenceSlice', the step can not be 0.")
        return _seq("SequenceSlice", seq)[bounds[0]:bounds[1]:bounds[2]]


def _extreme(name: str, seq: Any, pick: Any) -> Any:
    seq = _seq(name, seq)
    if not seq:
        raise ValueError(f"For '{name}', the input sequence must not be empty.")
    return pick(_const(name, v) for v in seq)


class SequenceMax(CompositePrimitive):
    """SequenceMax()(seq): the largest element."""

    def __call__(self, input_1: Any) -> Any:
        return _extreme("SequenceMax", input_1, max)


class SequenceMin(CompositePrimitive):
    """SequenceMin()(seq): the smallest element."""

    def __call__(self, input_1: Any) -> Any:
        return _extreme("SequenceMin", input_1, min)


def _compare(name: str, x: Any, y: Any, cmp: Any) -> bool:
    x = tuple(_const(name, v) for v in _seq(name, x, "x"))
    y = tuple(_const(name, v) for v in _seq(name, y, "y"))
    return cmp(x, y)


class tuple_equal(CompositePrimitive):  # noqa: N801  (MindSpore's name)
    """tuple_equal()(x, y): ``x == y``, numbers of different types (bool, int, float) unequal."""

    def __call__(self, x: Any, y: Any) -> bool:
        # element types count: (1, 2) differs from (True, 2) and from (1.0, 2) (MindSpore's Graph mode)
        return _compare("tuple_equal", x, y, lambda a, b: len(a) == len(b) and all(
            (type(u) is type(v) or not isinstance(u, (bool, int, float))) and u == v for u, v in zip(a, b)))


class list_equal(tuple_equal):  # noqa: N801  (MindSpore's name)
    """list_equal()(x, y): ``x == y`` for lists, numbers of different types (bool, int, float) unequal (api26)."""


class tuple_lt(CompositePrimitive):  # noqa: N801
    """tuple_lt()(x, y): ``x < y`` (lexicographic)."""

    def __call__(self, x: Any, y: Any) -> bool:
        return _compare("tuple_lt", x, y, lambda a, b: a < b)


class tuple_le(CompositePrimitive):  # noqa: N801
    """tuple_le()(x, y): ``x <= y`` (lexicographic)."""

    def __call__(self, x: Any, y: Any) -> bool:
        return _compare("tuple_le", x, y, lambda a, b: a <= b)


class tuple_greater_than(CompositePrimitive):  # noqa: N801
    """tuple_greater_than()(x, y): ``x > y`` (lexicographic)."""

    def __call__(self, x: Any, y: Any) -> bool:
        return _compare("tuple_greater_than", x, y, lambda a, b: a > b)


class tuple_greater_equal(CompositePrimitive):  # noqa: N801
    """tuple_greater_equal()(x, y): ``x >= y`` (lexicographic)."""

    def __call__(self, x: Any, y: Any) -> bool:
        return _compare("tuple_greater_equal", x, y, lambda a, b: a >= b)


class TensorToScalar(CompositePrimitive):
    """TensorToScalar()(x): the one element of a 0-d Tensor as a Python number."""

    def __call__(self, input_x: Any) -> Any:
        if not is_tensorlike(input_x) or tuple(input_x.shape) != ():
            raise DTypeError(f"For 'TensorToScalar', the input must be a 0-D Tensor, but got {input_x!r}.")
        if isinstance(input_x, Tensor):
            return input_x.asnumpy().item()
        from .functional_errs2 import tensor_item

        return tensor_item(input_x)


class TensorToList(CompositePrimitive):
    """TensorToList()(x): the elements of a 1-d Tensor as a list of Python numbers (TensorToTuple's list)."""

    def __call__(self, input_x: Any) -> Any:
        from .sequence_extra import TensorToTuple

        if not is_tensorlike(input_x) or len(tuple(input_x.shape)) != 1:
            raise DTypeError(f"For 'TensorToList', the input must be a 1-D Tensor, but got {input_x!r}.")
        return list(TensorToTuple()(input_x))


class InSequence(CompositePrimitive):
    """InSequence()(element, sequence): ``element in sequence``."""

    def __call__(self, element: Any, sequence: Any) -> Any:
        seq = _seq("InSequence", sequence)
        if is_tensorlike(element) and seq and all(is_tensorlike(v) for v in seq) \
                and not (isinstance(element, Tensor) and all(isinstance(v, Tensor) for v in seq)):
            return _tensor_in(element, seq)
        return _const("InSequence", element) in tuple(_const("InSequence", v) for v in seq)


def _tensor_in(element: Any, seq: Any) -> Any:
    """InSequence of a graph Tensor in a sequence of Tensors: MindSpore 2.10 compares values when the graph
    runs (a Python bool: True where an item of the element's shape equals it everywhere; measured,
    seq35/in_sequence_tensors)."""
    from . import functional as F
    from .functional_errs2 import tensor_item

    shape = tuple(element.shape)
    hits = [F.reduce_all(F.equal(element, v)) for v in seq if tuple(v.shape) == shape]
    if not hits:
        return False
    hit = hits[0]
    for h in hits[1:]:
        hit = F.logical_or(hit, h)
    return tensor_item(hit)


class sequence_len(CompositePrimitive):  # noqa: N801  (MindSpore's name)
    """sequence_len()(seq): ``len(seq)``."""

    def __call__(self, input_x: Any) -> Any:
        return len(_seq("sequence_len", input_x))


class SequenceZerosLike(CompositePrimitive):
    """SequenceZerosLike()(seq): a sequence of zeros of the elements' types (Tensors: zeros_like)."""

    def __call__(self, x: Any) -> Any:
        from . import functional as F

        seq = _seq("SequenceZerosLike", x, "x")
        out = [F.zeros_like(v) if is_tensorlike(v) else type(v)(0) for v in seq]
        return type(seq)(out) if isinstance(seq, list) else tuple(out)


def _plain(v: Any) -> Any:
    """A ``mutable`` number as the plain Python number the primitive's kernel returns (PyNative: [1, 2, 3])."""
    from ..common.mutable import MutableBool, is_mutable_scalar

    if is_mutable_scalar(v):
        return bool(v) if isinstance(v, bool) or type(v) is MutableBool else \
            float(v) if isinstance(v, float) else int(v)
    return v


class ListAppend(CompositePrimitive):
    """ListAppend()(input_data, target): a new list, ``input_data + [target]``."""

    def __call__(self, input_data: Any, target: Any) -> Any:
        return list(_seq("ListAppend", input_data, "input_data")) + [_plain(target)]


class ListInsert(CompositePrimitive):
    """ListInsert()(input_data, index, target): a new list with ``target`` inserted before ``index``."""

    def __call__(self, input_data: Any, index: Any, target: Any) -> Any:
        out = list(_seq("ListInsert", input_data, "input_data"))
        out.insert(_const("ListInsert", index), _plain(target))
        return out


class _SequenceMakeRange(CompositePrimitive):
    # (``_sequence_ops.make_range``: not ``ops.make_range``, the function of array_compose)
    """make_range()(start, limit, delta): ``tuple(range(start, limit, delta))`` in graph code (a zero step is
    MindSpore's RuntimeError); PyNative runs MindSpore's Python body: ``range(start, limit, delta)`` itself."""

    def __call__(self, start: Any, limit: Any = None, delta: Any = None) -> Any:
        from .array_compose import make_range as _make_range
        from ..ir.builder import building_graph

        if not building_graph():
            if delta is None:
                raise TypeError("make_range.__call__() missing 1 required positional argument: 'delta'")
            return range(start, limit, delta)
        args = [_const("make_range", v) for v in (start, limit, 1 if delta is None else delta)]
        if args[2] == 0:
            raise RuntimeError("For 'range', the argument 'step' could not be 0.")
        return _make_range(*args)


def _list_compare(name: str, cmp: Any) -> type:
    def __call__(self: Any, x: Any, y: Any) -> bool:
        return _compare(name, x, y, cmp)

    return type(name, (CompositePrimitive,), {"__call__": __call__, "__doc__": f"{name}()(x, y): list comparison."})


list_greater_than = _list_compare("list_greater_than", lambda a, b: a > b)
list_greater_equal = _list_compare("list_greater_equal", lambda a, b: a >= b)
list_lt = _list_compare("list_lt", lambda a, b: a < b)
list_le = _list_compare("list_le", lambda a, b: a <= b)


class SequenceStack(CompositePrimitive):
    """SequenceStack(axis=0)(seq): ``ops.stack`` of a tuple of Tensors."""

    _attrs = {"axis": 0}

    def __call__(self, sequence: Any) -> Any:
        from . import functional as F

        return F.stack(tuple(_seq("SequenceStack", sequence)), self.attrs["axis"])


class SequenceUnstack(CompositePrimitive):
    """SequenceUnstack(axis=0)(x): ``ops.unstack`` of a Tensor, as a tuple."""

    _attrs = {"axis": 0}

    def __call__(self, input_x: Any) -> Any:
        from . import functional as F

        return tuple(F.unstack(input_x, self.attrs["axis"]))


class SequenceConcat(CompositePrimitive):
    """SequenceConcat(axis=0)(seq): ``ops.concat`` of a tuple of Tensors."""

    _attrs = {"axis": 0}

    def __call__(self, sequence: Any) -> Any:
        from . import functional as F

        return F.concat(tuple(_seq("SequenceConcat", sequence)), self.attrs["axis"])


def _setitem(name: str, kind: type, seq: Any, idx: Any, value: Any) -> Any:
    if not isinstance(seq, kind):
        raise DTypeError(f"For '{name}', the input must be a {kind.__name__}, but got {user_type(seq).__name__}.")
    idx = _const(name, idx)
    n = len(seq)
    if not -n <= idx < n:
        raise IndexError(f"{name} index {idx} out of range: the {kind.__name__} has {n} element(s).")
    out = list(seq)
    out[idx] = value
    from ..common.mutable import is_dynamic_len, mark_dynamic_len

    if not is_dynamic_len(seq):
        return kind(out)
    out = mark_dynamic_len(kind(out))
    # (MindSpore's bprop gives a variable ``value`` the sens of element ``idx``: autodiff/grad_call.py)
    out._msgraph_set_value = value
    return out


@op_function
def tuple_setitem(sequence: Any, index: Any, value: Any) -> tuple:
    """A copy of a tuple with element ``index`` replaced by ``value``."""
    return _setitem("tuple_setitem", tuple, sequence, index, value)


@op_function
def list_setitem(sequence: Any, index: Any, value: Any) -> list:
    """A copy of a list with element ``index`` replaced by ``value``."""
    return _setitem("list_setitem", list, sequence, index, value)


@op_function
def shape_mul(shape_x: Any) -> Any:
    """The product of a tuple's elements (a shape's element count)."""
    out = 1
    for v in _seq("shape_mul", shape_x):
        out = out * v
    return out


@op_function
def scalar_uadd(x: Any) -> Any:
    """``+x`` of a number (a ``mutable`` number comes back as itself, as in MindSpore 2.10's PyNative)."""
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        return x
    return +x


@op_function
def scalar_usub(x: Any) -> Any:
    """``-x`` of a number."""
    return -x


@op_function
def scalar_log(x: Any) -> Any:
    """The natural logarithm of a number (a float)."""
    return math.log(_const("scalar_log", x))


# --- list.index / tuple.index / count known only when the graph runs ----------------------------------------------
def _shown(t: Any) -> str:
    """The target as MindSpore's "... is not in list" names it: a one-element value as its number."""
    a = np.asarray(t)
    return str(a.reshape(()).item()) if a.size == 1 else str(a)


SEQUENCE_INDEX_AT_RUN = define_op(
    "SequenceIndexAtRun", OpKind.OTHER, attrs={"kind": "list", "how": "index"}, differentiable=False, public=False,
    doc="SequenceIndexAtRun(kind, how)(elements, target): how='index': the first k with elements[k] equal to target "
        "(elements stacked on axis 0), a Python int; ValueError '<target> is not in <kind>' if none.  how='count': "
        "how many k have elements[k] equal to target (MindSpore's SequenceCount of Tensors with a target known "
        "only when the graph runs).  Pure: an unused result is removed, as MindSpore's SequenceIndex "
        "(st_compiler14/sequence_index_variable).")


@SEQUENCE_INDEX_AT_RUN.def_impl
def _sequence_index_at_run(elements: Any, target: Any, kind: str = "list", how: str = "index") -> int:
    elements, target = np.asarray(elements), np.asarray(target)
    hits = 0
    for k in range(elements.shape[0]):
        try:
            same = np.broadcast_shapes(elements[k].shape, target.shape) == elements[k].shape
        except ValueError:
            same = False
        if same and bool(np.all(elements[k] == target)):   # (a Tensor element equal to a number target)
            if how != "count":
                return k
            hits += 1
    if how == "count":
        return hits
    raise ValueError(f"{_shown(target)} is not in {kind}")


SEQUENCE_INDEX_AT_RUN.def_infer(lambda elements, target, kind="list", how="index":
                                Aval((), np.dtype(np.int64), weak=True))
