"""``mindspore.ops.functional``'s small helpers on Python values and Tensors (api26): the primitives MindSpore's
graph compiler emits for Python syntax (``is_``, ``in_dict``, ``tuple_equal``, ``make_slice``, ``reduced_shape``,
the ``augassign_*`` operators of ``x op= y``, ``hyper_add``...), and the ready-made primitive instances ``pows``
(Pow), ``tensor_range`` (Range), ``shape_`` (Shape), ``reshape_`` (Reshape) and ``tensor_muls`` (a Tensor times a
number).  Each is what the Python expression it stands for computes; graph code calls them on its values as it
calls the operators themselves (the compiler evaluates them on constants)."""
from __future__ import annotations

from typing import Any

from .array_compose import scalar_to_tensor as _scalar_to_tensor
from .functional_extra import is_tensor as _is_tensor
from .math import logical_not as _logical_not, mul as _mul
from .registry import op_function

__all__ = ["is_", "is_not", "in_dict", "not_in_dict", "tuple_equal", "list_equal", "make_list", "make_slice",
           "tuple_reversed", "list_len", "dict_getitem", "reduced_shape", "augassign_add", "augassign_sub",
           "augassign_mul", "augassign_div", "augassign_floordiv", "augassign_mod", "hyper_add", "bool_not",
           "tensor_muls", "pows", "tensor_range", "shape_", "reshape_", "coalesce"]


@op_function
def is_(x: Any, y: Any) -> bool:
    """``x is y``."""
    return x is y


@op_function
def is_not(x: Any, y: Any) -> bool:
    """``x is not y``."""
    return x is not y


@op_function
def in_dict(key: Any, d: dict) -> bool:
    """``key in d``."""
    return key in d


@op_function
def not_in_dict(key: Any, d: dict) -> bool:
    """``key not in d``."""
    return key not in d


@op_function
def make_list(*elements: Any) -> list:
    """``[*elements]``."""
    return list(elements)


@op_function
def make_slice(start: Any, stop: Any, step: Any) -> slice:
    """``slice(start, stop, step)``."""
    return slice(start, stop, step)


@op_function
def tuple_reversed(x: tuple) -> tuple:
    """``x[::-1]``."""
    return tuple(x[::-1])


@op_function
def list_len(x: Any) -> int:
    """``len(x)`` of a tuple or list."""
    return len(x)


@op_function
def dict_getitem(d: dict, key: Any) -> Any:
    """``d[key]``; a missing key is MindSpore's ValueError."""
    if key not in d:
        raise ValueError(f"The key {key} does not exist in the dict:{d}")
    return d[key]


@op_function
def reduced_shape(shape: tuple, axis: Any) -> tuple:
    """``shape`` with the reduced axes set to 1 (all of them for an empty ``axis``), as ``keep_dims`` leaves it."""
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    n = len(shape)
    if not axes:
        return (1,) * n
    axes = tuple(a % n if n else a for a in axes)
    return tuple(1 if i in axes else d for i, d in enumerate(shape))


@op_function
def augassign_add(x: Any, y: Any) -> Any:
    """``x += y``'s value."""
    return x + y


@op_function
def augassign_sub(x: Any, y: Any) -> Any:
    """``x -= y``'s value."""
    return x - y


@op_function
def augassign_mul(x: Any, y: Any) -> Any:
    """``x *= y``'s value."""
    return x * y


@op_function
def augassign_div(x: Any, y: Any) -> Any:
    """``x /= y``'s value."""
    return x / y


@op_function
def augassign_floordiv(x: Any, y: Any) -> Any:
    """``x //= y``'s value."""
    return x // y


@op_function
def augassign_mod(x: Any, y: Any) -> Any:
    """``x %= y``'s value."""
    return x % y


@op_function
def hyper_add(x: Any, y: Any) -> Any:
    """``x + y`` element by element through nested tuples and lists (HyperMap of add)."""
    if isinstance(x, (tuple, list)):
        return tuple(hyper_add(a, b) for a, b in zip(x, y))
    return x + y


@op_function
def bool_not(x: Any) -> Any:
    """``not x`` of a bool (or a 0-d bool Tensor) as a 0-d bool Tensor; other inputs are MindSpore's TypeError."""
    from ..common import dtype as mstype

    if isinstance(x, bool):
        return _logical_not(_scalar_to_tensor(x, mstype.bool_))
    if _is_tensor(x) and x.ndim == 0 and x.dtype == mstype.bool_:
        return _logical_not(x)
    kind = "Tensor" if _is_tensor(x) else "None" if x is None else type(x).__name__
    raise TypeError(f'Failed calling BoolNot with "BoolNot()(x={kind})".\nThe valid calling should be: \n'
                    f'"BoolNot()(x=<Number>)".')


@op_function
def tensor_muls(input: Any, other: Any) -> Any:  # noqa: A002
    """A Tensor times a number (MindSpore's ``muls``)."""
    return _mul(input, other)


@op_function
def coalesce(x_indices: Any, x_values: Any, x_shape: Any) -> Any:
    """The COO Tensor ``(x_indices (ndim, n), x_values, x_shape)`` with its duplicate indices summed, sorted
    (``Coalesce``)."""
    from . import operations as P

    return P.Coalesce()(x_indices, x_values, x_shape)


def _prims() -> None:
    from . import operations as P
    from .sequence_st import list_equal as _ListEqual, tuple_equal as _TupleEqual

    g = globals()
    g["tuple_equal"] = _TupleEqual()   # MindSpore's ops.tuple_equal / list_equal are instances (type-strict ==)
    g["list_equal"] = _ListEqual()
    g["pows"] = P.Pow()
    g["tensor_range"] = P.Range(maxlen=1000000)
    g["shape_"] = P.Shape()
    g["reshape_"] = P.Reshape()


_prims()
