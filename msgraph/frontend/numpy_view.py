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
    return low.__dict__.get("_numpy_views", {}).get(id(obj)) is obj


def isinstance_numpy(classes: Any) -> bool:
    classes = classes if isinstance(classes, tuple) else (classes,)
    return any(isinstance(c, type) and issubclass(np.ndarray, c) for c in classes)
