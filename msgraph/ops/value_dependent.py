"""Value-dependent inputs: MindSpore ops whose result SHAPE depends on an input's VALUE (``topk``'s k, ``eye``'s n,
``arange``'s bounds, a reduction's axis) accept that input as a Tensor (often ``mutable(Tensor(2))``).

The mechanism (h-opsA, session 8), for an op whose such input is otherwise a compile-time constant:

* eagerly (PyNative, or a concrete Tensor reaching an op function) :func:`host_value` reads the Tensor's value
  (a Python int / float / tuple), and the op runs as with the number;
* in Graph mode the input is a graph value (:func:`is_symbolic`): the op function emits a node that takes it as
  an ordinary input, its shape rule gives the dependent dimensions as dynamic (``None``, as NonZero/Unique do),
  and the kernel reads the value at run time (:func:`host_int`).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import DTypeError


def is_symbolic(v: Any) -> bool:
    """True for a graph value (an IR value during compilation: it emits IR, it is no concrete Tensor)."""
    from ..common.tensor import Tensor

    return getattr(v, "__msgraph_emit__", None) is not None and not isinstance(v, Tensor)


def is_graph_int(v: Any, kinds: str = "iu") -> bool:
    """A Python int known when the graph runs (``ms.mutable(1)`` in graph code): a weak 0-d integer graph value,
    not a Tensor (``kinds="b"``: a bool, ``ms.mutable(True)``).  An op taking it as an int attribute raises
    :func:`needs_constant_int`'s ArgumentError: the compiler then specializes the graph on the argument's value
    (compiler.ValueSpecialized), so the op and its gradient see a constant, as MindSpore's op takes the value as an
    input."""
    aval = getattr(v, "aval", None)
    return (is_symbolic(v) and getattr(aval, "weak", False) and tuple(aval.shape) == ()
            and np.dtype(aval.dtype).kind in kinds)


def needs_constant_int(op: str, arg: str) -> Exception:
    """The error of an op given a graph int (:func:`is_graph_int`) where it needs the int at compile time."""
    from ..errors import ArgumentError

    return ArgumentError(f"For '{op}', the '{arg}' must be a constant int when the graph is compiled, but got a "
                         f"variable int (ms.mutable) made in graph code.")


def host_value(v: Any) -> Any:
    """A concrete Tensor's value as Python numbers (0-d: a scalar; 1-D: a tuple); anything else (a number, a
    tuple, a graph value) unchanged."""
    if hasattr(v, "asnumpy") and not is_symbolic(v):
        a = np.asarray(v.asnumpy())
        if a.ndim == 0:
            return a.item()
        if a.ndim == 1:
            return tuple(x.item() for x in a)
    return v


def host_scalar(v: Any) -> Any:
    """:func:`host_value` for a scalar input: a one-element 1-D Tensor gives its element (MindSpore accepts
    ``Tensor([2])`` for k)."""
    v = host_value(v)
    return v[0] if isinstance(v, tuple) and len(v) == 1 else v


def host_int(op: str, arg: str, v: Any) -> int:
    """A kernel's value-dependent integer input (an int, or a one-element integer array read at run time)."""
    if isinstance(v, (int, np.integer)) and not isinstance(v, bool):
        return int(v)
    a = np.asarray(v)
    if a.size != 1 or not np.issubdtype(a.dtype, np.integer):
        raise DTypeError(f"For primitive[{op}], the input argument[{arg}] must be an int or a one-element Int32/Int64 "
                         f"Tensor, but got {a.dtype} shape {list(a.shape)}.")
    return int(a.reshape(()))


def check_int_scalar_aval(op: str, arg: str, aval: Any) -> None:
    """A shape rule's check of a value-dependent integer input given as a graph value."""
    from ._helpers import dtype_name

    dt = getattr(aval, "dtype", None)
    shape = tuple(getattr(aval, "shape", ()) or ())
    if dt is None or not np.issubdtype(np.dtype(dt), np.integer):
        raise DTypeError(f"For primitive[{op}], the input argument[{arg}] must be a type of {{Int32, Int64}}, "
                         f"but got {dtype_name(aval)}.")
    if len(shape) > 1 or (shape and shape[0] not in (1, None)):
        raise ValueError(f"For primitive[{op}], the input argument[{arg}] must be a scalar or a one-element "
                         f"Tensor, but got shape {list(shape)}.")


def at_run_time(v: Any) -> Any:
    """``v``, or for a number known only when the graph runs (:func:`is_graph_int` of any kind: ``int(t)`` /
    ``float(t)`` of a Tensor argument, as st TEST_OP passes an op's numbers, or ``ms.mutable(n)``) its value asked for
    as a Python int / float: graph code then runs the whole op call when the graph runs, with the number (and the op's
    Python checks see a real int / float, as MindSpore's checks see the scalar's type).  For ops whose Python code
    needs the number (a type check, a shape computed from it); flip49."""
    if is_graph_int(v, "iuf"):
        return float(v) if np.dtype(v.aval.dtype).kind == "f" else int(v)
    return v


def refuse_run_time_count(v: Any, message: str) -> None:
    """MindSpore 2.10's compile-time RuntimeError for an op whose output COUNT would follow a number known only when
    the graph runs (``ops.split(x, int(t))``: "the output_num is ValueAny"); msgraph's Python met a 0-d graph value
    (TypeError "len() of a 0-d Tensor"; flip49)."""
    if is_graph_int(v):
        from ..errors import OpRuntimeError

        raise OpRuntimeError(message)
