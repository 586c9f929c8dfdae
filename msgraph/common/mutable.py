"""``ms.mutable``: mark a Python number (or a container of Tensors) as a graph *variable*.

By default a Python number passed to a jit function is a compile-time constant: a new value
compiles a new graph.  ``ms.mutable(3)`` keeps behaving like ``3`` in Python, but a compiled
function receives it as a runtime input (weakly typed, like a Python scalar), so new values
reuse the same graph.  Tensors are variables already; a tuple or list of Tensors passed
through ``mutable`` is returned unchanged (its Tensors are runtime inputs; its length is part
of the signature).
"""
from __future__ import annotations

from typing import Any


class MutableInt(int):
    """An int that compiled functions treat as a runtime value."""

    _msgraph_mutable = True


class MutableFloat(float):
    """A float that compiled functions treat as a runtime value."""

    _msgraph_mutable = True


class MutableBool(int):
    """``ms.mutable(True)``: bool cannot be subclassed, so (as MindSpore's ``_Bool``) an int that reports
    ``bool`` as its class; compiled functions see its value."""

    _msgraph_mutable = True

    def __new__(cls, value: Any) -> "MutableBool":
        return int.__new__(cls, bool(value))

    @property  # type: ignore[misc]
    def __class__(self) -> type:
        return bool

    def __and__(self, x: Any) -> Any:
        return bool(self) & x

    __rand__ = __and__

    def __or__(self, x: Any) -> Any:
        return bool(self) | x

    __ror__ = __or__

    def __xor__(self, x: Any) -> Any:
        return bool(self) ^ x

    __rxor__ = __xor__

    def __repr__(self) -> str:
        return repr(bool(self))

    __str__ = __repr__


class MutableTuple(tuple):
    """A tuple marked by ``ms.mutable``: a gradient may be taken with respect to its Tensors."""

    _msgraph_mutable = True


class MutableList(list):
    """A list marked by ``ms.mutable`` (see :class:`MutableTuple`)."""

    _msgraph_mutable = True


class MutableDict(dict):
    """A dict marked by ``ms.mutable`` (see :class:`MutableTuple`)."""

    _msgraph_mutable = True


# MindSpore 2.10's class names (``type(ms.mutable(3)).__name__`` is ``_Int``: a mutable passed through a Cell comes
# back as that object; measured, adapt45left); the module names them too, so they pickle
for _cls, _name in ((MutableInt, "_Int"), (MutableFloat, "_Float"), (MutableBool, "_Bool"), (MutableTuple, "_Tuple"),
                    (MutableList, "_List"), (MutableDict, "_Dict")):
    _cls.__name__ = _cls.__qualname__ = _name
    globals()[_name] = _cls
del _cls, _name

_CONTAINERS = {tuple: MutableTuple, list: MutableList, dict: MutableDict}


def is_mutable_container(x: Any) -> bool:
    return type(x) in (MutableTuple, MutableList, MutableDict)


def mark_container(x: Any) -> Any:
    """``x`` (a tuple, list or dict) as its mutable-marked twin (already marked: unchanged)."""
    cls = _CONTAINERS.get(type(x))
    return cls(x) if cls is not None else x


def is_dynamic_len(x: Any) -> bool:
    """Whether ``x`` is a dynamic-length sequence (``mutable(seq, True)`` or a sequence made from one)."""
    return getattr(x, "_msgraph_dynamic_len", False) is True


def mark_dynamic_len(x: Any) -> Any:
    """``x`` (a tuple or list) as a dynamic-length sequence, as MindSpore types the result of ``+``, ``*``
    and slicing when an operand has a dynamic length."""
    if type(x) in (tuple, list):
        x = _CONTAINERS[type(x)](x)
    if type(x) in (MutableTuple, MutableList):
        x._msgraph_dynamic_len = True
    return x


def mark_loop_built(x: list) -> Any:
    """A list a comprehension built over a dynamic-length sequence (or ``range(len(dyn))``): MindSpore 2.10 makes it
    a dynamic-length list in the graph and returns its numbers as 0-d Tensors (int64, float32)."""
    x = mark_dynamic_len(x)
    x._msgraph_loop_built = True
    return x


def is_loop_built(x: Any) -> bool:
    return getattr(x, "_msgraph_loop_built", False) is True


def is_mutable_scalar(x: Any) -> bool:
    return type(x) in (MutableInt, MutableFloat)


def _valid_elements(value: Any, is_tensor: Any, active: set) -> bool:
    """MindSpore's ``_check_element_type``: numbers, Tensors and (non-self-referencing) tuples, lists and
    dicts of them."""
    if isinstance(value, (tuple, list, dict)):
        if id(value) in active:
            return False
        active.add(id(value))
        ok = all(_valid_elements(v, is_tensor, active) for v in (value.values() if isinstance(value, dict) else value))
        active.discard(id(value))
        return ok
    return is_tensor(value) or isinstance(value, (int, float))   # (np.float64 is a float; np.int64 no int)


def check_mutable_args(input_data: Any, dynamic_len: Any, is_tensor: Any, in_graph: bool = False) -> None:
    """MindSpore's checks of ``mutable(input_data, dynamic_len)``, in its order, with its messages (in graph
    code: its compiler's)."""
    if not _valid_elements(input_data, is_tensor, set()):
        raise TypeError("For 'mutable', the 'input_data' should be one of (bool, int, float, Tensor, tuple, list, dict) "
                        f"or their nested structures{'' if in_graph else ' with no self-reference'}, but got "
                        f"{type(input_data).__name__}: {_short_repr(input_data)}.")
    if not isinstance(dynamic_len, bool):
        raise TypeError(f"For 'mutable', the second input should be bool, but got: {type(input_data).__name__}")
    if dynamic_len and not isinstance(input_data, (tuple, list)):
        raise TypeError("For 'mutable', when the variable_len is True, the first input should be list or tuple, "
                        f"but got: {type(input_data).__name__}")


def _short_repr(v: Any) -> str:
    try:
        return str(v)
    except Exception:   # a self-referencing container prints as Python prints it
        return repr(v)


_SCALAR_TYPE_NAMES = {bool: "Bool", int: "int", float: "float"}   # (its words)


def check_dynamic_elements(seq: Any) -> None:
    """A dynamic-length sequence holds elements of one type (MindSpore's ValueError while compiling):
    ``mutable([1, 2.2, 3], True)`` mixes int and float."""
    kinds = [bool if isinstance(e, bool) or type(e) is MutableBool else int if isinstance(e, int)
             else float if isinstance(e, float) else None for e in seq]
    first = next((i for i, k in enumerate(kinds) if k is not None), None)
    if first is None:
        return
    for i, k in enumerate(kinds):
        if k is not None and k is not kinds[first]:
            raise ValueError("In graph mode, the element type of dynamic length array must be the same.The element "
                             "type do not match, can not convert to dynamic length sequence. The "
                             f"{first}th element type is: {_SCALAR_TYPE_NAMES[kinds[first]]}. The {i}th element "
                             f"type is: {_SCALAR_TYPE_NAMES[k]}")


def mutable(input_data: Any, dynamic_len: bool = False) -> Any:
    """Return ``input_data`` marked as a variable for graph compilation."""
    from .tensor import Tensor

    check_mutable_args(input_data, dynamic_len, lambda v: isinstance(v, Tensor))
    if isinstance(input_data, bool):
        return _origin(MutableBool(input_data), input_data)
    if isinstance(input_data, int):
        return _origin(MutableInt(input_data), input_data)
    if isinstance(input_data, float):
        return _origin(MutableFloat(input_data), input_data)
    if isinstance(input_data, (tuple, list, dict)):
        # Marked: GradOperation differentiates with respect to the Tensors inside (same structure back).
        out = _origin(mark_container(input_data), input_data)
        if dynamic_len and out is not input_data:
            # MindSpore's dynamic-length sequence: graph code gets copies of its Tensors (an in-place op on
            # one does not write back to the caller's Tensor; compiler.py)
            out._msgraph_dynamic_len = True
        return out
    if isinstance(input_data, Tensor):
        input_data.__dict__.pop("_const_arg", None)   # a graph variable again (MindSpore 2.10 clears const_arg)
        # MindSpore's __ms_mutable__: a variable of graph code where it appears as a constant (a Cell attribute
        # given to GradOperation gets its gradient; autodiff/grad_call.py)
        input_data.__dict__["_mutable_var"] = True
    return input_data   # a Tensor


def is_mutable_tensor(x: Any) -> bool:
    """Whether ``x`` is a Tensor marked by ``ms.mutable`` (and not made a constant again by set_const_arg)."""
    return bool(getattr(x, "__dict__", {}).get("_mutable_var"))


def _origin(ret: Any, input_data: Any) -> Any:
    """MindSpore's ``__ms_origin_object__``: the object ``mutable`` was given."""
    if ret is not input_data:
        ret.__ms_origin_object__ = input_data
    return ret


# -- gradients of dynamic-length sequences of numbers (Graph mode) ------------------------------------------------
# MindSpore 2.10's Graph mode differentiates a dynamic-length tuple/list of Python numbers (``mutable(seq, True)``)
# through the sequence ops that move its elements (``+``, slicing, ``* n``, tuple()/list(), list_append/insert,
# tuple_setitem): the sens of each output element reaches the input element it came from (st ops/dynamic_sequence
# *_grad).  msgraph passes such a sequence by value, so the gradient lowering (autodiff/grad_call.py) gives its
# elements a source tag -- a number subclass the sequence ops carry along unchanged -- and routes the sens by it.
# Arithmetic gives plain numbers (no gradient, as in MindSpore); the sequence ops that MindSpore's bprops treat
# otherwise untag or re-tag (see the helpers' callers).


class SeqGradInt(int):
    """An element of a differentiated dynamic-length sequence of ints: ``src`` = (input position, index)."""

    _msgraph_via_list = False


class SeqGradFloat(float):
    """An element of a differentiated dynamic-length sequence of floats (see :class:`SeqGradInt`)."""

    _msgraph_via_list = False


def seq_grad_tag(v: Any, src: Any, via_list: bool = False) -> Any:
    t = (SeqGradFloat if isinstance(v, float) else SeqGradInt)(v)
    t._msgraph_src = src
    t._msgraph_via_list = via_list
    return t


def seq_grad_src(v: Any) -> Any:
    """The (position, index) source of a tagged element, else None."""
    return v._msgraph_src if type(v) in (SeqGradInt, SeqGradFloat) else None


def seq_grad_plain(v: Any) -> Any:
    """``v`` with its tagged numbers plain again (containers rebuilt with their marks)."""
    if type(v) is SeqGradInt:
        return int(v)
    if type(v) is SeqGradFloat:
        return float(v)
    if isinstance(v, (tuple, list)) and any(seq_grad_src(e) is not None or isinstance(e, (tuple, list)) for e in v):
        items = [seq_grad_plain(e) for e in v]
        if all(a is b for a, b in zip(items, v)):
            return v
        out = (tuple if isinstance(v, tuple) else list)(items)
        if is_dynamic_len(v):
            out = mark_dynamic_len(out)
        elif is_mutable_container(v):
            out = mark_container(out)
        return out
    return v


def seq_grad_as_list(seq: Any) -> list:
    """list_append / list_insert: MindSpore's bprop returns the input's gradient as a list (when ``seq`` is the
    differentiated input itself; an op between them gives it its own type: ``list_append(x[1:], v)`` a tuple)."""
    if not getattr(seq, "_msgraph_seq_input", False):
        return list(seq)
    return [seq_grad_tag(e, seq_grad_src(e), True) if seq_grad_src(e) is not None else e for e in seq]


def seq_grad_first_copy(out: Any, n: int) -> Any:
    """``seq * k``: MindSpore's bprop gives the input the sens of the first copy only."""
    if not any(seq_grad_src(e) is not None for e in out[n:]):
        return out
    items = list(out[:n]) + [seq_grad_plain(e) for e in out[n:]]
    res = (tuple if isinstance(out, tuple) else list)(items)
    return mark_dynamic_len(res) if is_dynamic_len(out) else res
