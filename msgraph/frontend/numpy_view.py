"""``x.asnumpy()`` on a graph value in LAX graph code (h-fb3): the same value, which ``isinstance`` and
``type`` see as a ``numpy.ndarray``, as MindSpore's JIT fallback runs it (recorded:
tests/conformance/programs/st_fallback3/asnumpy_type.py)."""
from __future__ import annotations

from typing import Any

import numpy as np

from .symbolic import Sym


def numpy_view(low: Any, obj: Sym) -> Sym:
    """A fresh graph value for ``obj.asnumpy()`` (the same IR value), remembered as a numpy array."""
    view = Sym(obj.value)
    low.__dict__.setdefault("_numpy_views", {})[id(view)] = view
    return view


def is_numpy_view(low: Any, obj: Any) -> bool:
    return obj is not None and low.__dict__.get("_numpy_views", {}).get(id(obj)) is obj


def isinstance_numpy(classes: Any) -> bool:
    classes = classes if isinstance(classes, tuple) else (classes,)
    return any(isinstance(c, type) and issubclass(np.ndarray, c) for c in classes)


def is_numpy_scalar(low: Any, obj: Any) -> bool:
    """A numpy scalar made from ``x.asnumpy()`` when the graph runs (``x.asnumpy()[0]``, ``sum(x.asnumpy())``;
    marked by :func:`mark_numpy_part`): not an ndarray to ``isinstance``, returned as a numpy scalar."""
    return obj is not None and low.__dict__.get("_numpy_scalars", {}).get(id(obj)) is obj


def is_numpy_value(low: Any, obj: Any) -> bool:
    """``x.asnumpy()``, or an array or a numpy scalar numpy made from one when the graph runs (marked by
    :func:`mark_numpy` / :func:`mark_numpy_part`): Python's operators on it follow numpy, as in MindSpore's fallback."""
    return isinstance(obj, Sym) and (is_numpy_view(low, obj) or is_numpy_scalar(low, obj))


def mark_numpy_part(low: Any, whole: Any, part: Any) -> Any:
    """``part`` (an element, a slice, a reduction of ``whole``) as numpy makes it from the numpy value ``whole``
    when the graph runs: an array, or a numpy scalar where it is 0-d (``x.asnumpy()[0]`` is ``np.int64``;
    MindSpore's fallback returns it as one, recorded: ret_c/numpy_view_scalars)."""
    if not (isinstance(part, Sym) and part is not whole and is_numpy_value(low, whole)):
        return part
    return mark_numpy_result(low, part)


def mark_numpy_result(low: Any, r: Any) -> Any:
    """``r`` (a graph value numpy computes when the graph runs) as numpy's: a numpy scalar where 0-d, else an array."""
    if isinstance(r, Sym) and getattr(r.aval, "weak", False):
        return r   # a Python number (``a == b`` of tuples of arrays is a bool)
    if isinstance(r, Sym) and tuple(r.aval.shape) == () and r.aval.dtype != np.dtype(object):
        low.__dict__.setdefault("_numpy_scalars", {})[id(r)] = r
        return r
    return mark_numpy(low, r)


def numpy_operands(low: Any, args: Any) -> bool:
    """True when an operator on ``args`` runs on numpy arrays: one of them is a numpy value and the
    others are numpy values, numpy arrays or Python/numpy scalars (no Tensor)."""
    from ..common.tensor import Tensor

    seen = False
    for a in args:
        if is_numpy_value(low, a):
            seen = True
        elif isinstance(a, Sym):
            if not (a.aval.weak and a.aval.shape == ()):
                return False
        elif isinstance(a, Tensor) or not isinstance(a, (bool, int, float, complex, np.ndarray, np.generic)):
            return False
    return seen


def numpy_left_of_tensor(low: Any, left: Any, right: Any) -> bool:
    """``x.asnumpy()[0] + y`` with ``y`` a Tensor: the numpy value on the left runs numpy's operator when the graph
    runs (the Tensor is an array to it), a numpy result as in MindSpore's fallback; ``y + x.asnumpy()[0]`` stays
    the Tensor's operator (recorded: st29c/numpy_left_operand)."""
    from ..common.tensor import Tensor

    if not is_numpy_value(low, left):
        return False
    if isinstance(right, Tensor):
        return True
    aval = getattr(right, "aval", None)
    return (isinstance(right, Sym) and not is_numpy_value(low, right) and getattr(aval, "dtype", None) is not None
            and aval.dtype != np.dtype(object) and not (getattr(aval, "weak", False) and tuple(aval.shape) == ()))


#: numpy scalars MindSpore 2.10's graph mode turns into Python numbers wherever graph code meets one as a constant
#: (a call's result, an element of an array, a global, an operator's result: ``np.float64`` then computes as a
#: float32 scalar); an int32/uint32 scalar stays numpy (recorded: diff_sweep/np_scalar_consts,
#: ut_compiler4/numpy_scalar_elements)
_PY_NUMBER_SCALARS = frozenset(("float16", "float32", "float64", "int8", "int16", "int64", "uint8", "bool"))


def py_number(v: Any) -> Any:
    """``v``, or the Python number graph code sees for the numpy scalar ``v`` (see ``_PY_NUMBER_SCALARS``)."""
    if isinstance(v, np.generic) and v.dtype.name in _PY_NUMBER_SCALARS:
        return v.item()
    return v


def mark_numpy(low: Any, r: Any) -> Any:
    if isinstance(r, Sym):
        low.__dict__.setdefault("_numpy_views", {})[id(r)] = r
    return r
