"""Numbers of a list joined by a Tensor ``if`` (MindSpore 2.10's list join, h-ret session 22).

``l = [1, 2] if x > 1 else [3, 4]`` (or lists of different lengths, MindSpore's dynamic-length list): an element
that differs between the branches is returned as a Python number, but any operation on it (``l[0] + 1``,
``l[1] + l[0]``, ``-l[0]``, ``l[0] > 1``, ``float(l[0])``) is a 0-d Tensor (Int64 / Float32 / Bool), except the
identities ``l[0] + 0`` and ``l[0] * 1`` (either order), which are the element itself.  A tuple joined so, or a joined number,
stays a number (recorded: ret_c/list_join_scalars)."""
from __future__ import annotations

from typing import Any

import numpy as np

from .symbolic import is_sym


def _marks(low: Any) -> dict:
    return low.__dict__.setdefault("_list_join_elems", {})


def mark_joined(low: Any, value: Any) -> None:
    """Remember the numbers of the joined list ``value`` (a list of graph numbers, or a list object made when
    the graph runs) as list-join elements."""
    if is_sym(value) and value.aval.dtype == np.dtype(object):
        _marks(low)[id(value)] = ("list", value)
        return
    if type(value) is list:
        for v in value:
            if is_sym(v) and v.aval.weak and tuple(v.aval.shape) == ():
                _marks(low)[id(v)] = ("elem", v)


def is_joined_elem(low: Any, v: Any) -> bool:
    m = _marks(low).get(id(v))
    return m is not None and m[1] is v and m[0] == "elem"


def picked(low: Any, seq: Any, out: Any) -> Any:
    """``seq[i]``: an element of a joined list object is a list-join element too."""
    m = _marks(low).get(id(seq))
    if m is not None and m[1] is seq and m[0] == "list" and is_sym(out):
        _marks(low)[id(out)] = ("elem", out)
    return out


def _scalar_tensor(v: Any) -> Any:
    from ..common.tensor import Tensor

    if isinstance(v, Tensor):
        return v
    dtype = np.bool_ if isinstance(v, (bool, np.bool_)) else np.int64 if isinstance(v, (int, np.integer)) \
        else np.float32
    return Tensor(np.asarray(v, dtype))


def tensor_result(low: Any, operands: Any, out: Any) -> Any:
    """``out`` of an operation on ``operands``: a 0-d Tensor where one operand is a list-join element."""
    if not any(is_joined_elem(low, a) for a in operands) or not is_sym(out):
        return out
    if out.aval.dtype == np.dtype(object):
        from .fallback import OnTensors, runtime_call
        return runtime_call(low, OnTensors(_scalar_tensor), [out], {}, "Tensor", object_result=True)
    if not out.aval.weak or tuple(out.aval.shape) != ():
        return out
    from .flow import F
    kind = np.dtype(out.aval.dtype).kind
    return F().scalar_to_tensor(out, "bool" if kind == "b" else "int64" if kind in "iu" else "float32")


def identity(low: Any, op: Any, left: Any, right: Any) -> Any:
    """``e + 0`` / ``e * 1`` (``0 + e``, ``1 * e``) of a list-join element ``e``: ``e`` itself (MindSpore simplifies
    them), else None."""
    import gast

    for e, k in ((left, right), (right, left)):
        if is_joined_elem(low, e) and type(k) is int and (op is gast.Add and k == 0 or op is gast.Mult and k == 1):
            return e
    return None

