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


def mark_numpy(low: Any, r: Any) -> Any:
    if isinstance(r, Sym):
        low.__dict__.setdefault("_numpy_views", {})[id(r)] = r
    return r
