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


def is_numpy_value(low: Any, obj: Any) -> bool:
    """``x.asnumpy()``, or an array numpy made from one when the graph runs (marked by :func:`mark_numpy`):
    Python's operators on it follow numpy, as in MindSpore's fallback."""
    return isinstance(obj, Sym) and is_numpy_view(low, obj)


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
