"""Abstract values: what the compiler knows about a Tensor before running.

An :class:`Aval` is a shape (a tuple; ``None`` marks a dynamic dimension) and a
numpy dtype. ``weak`` marks a Python scalar, which numpy 2 promotes weakly
(``float32 * 2.0`` stays float32); such avals carry a representative Python
scalar so ``np.result_type`` applies the same rule eager numpy applies.
"""
from __future__ import annotations

from typing import Any, Optional, Tuple

import numpy as np

Shape = Tuple[Optional[int], ...]


class Aval:
    """Shape and dtype of a tensor-valued IR value."""

    __slots__ = ("shape", "dtype", "weak")

    def __init__(self, shape: Shape, dtype: Any, weak: bool = False):
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self.weak = weak

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> Optional[int]:
        n = 1
        for d in self.shape:
            if d is None:
                return None
            n *= d
        return n

    @property
    def proxy(self) -> Any:
        """What to pass to np.result_type: a Python scalar for weak avals, else the dtype."""
        if self.weak:
            k = self.dtype.kind
            return False if k == "b" else (0 if k in "iu" else (0.0 if k == "f" else 0j))
        return self.dtype

    def empty(self) -> Any:
        """A zero-size stand-in with this dtype (for dtype inference by evaluation)."""
        if self.weak:
            return self.proxy
        return np.empty((0,) * max(self.ndim, 1) if self.ndim else (), self.dtype) if self.ndim else \
            np.zeros((), self.dtype)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Aval) and self.shape == other.shape
                and self.dtype == other.dtype and self.weak == other.weak)

    def __hash__(self) -> int:
        return hash((self.shape, self.dtype, self.weak))

    def __repr__(self) -> str:
        from .dtype import _BY_NP

        name = _BY_NP[self.dtype].name if self.dtype in _BY_NP else str(self.dtype)
        dims = ",".join("?" if d is None else str(d) for d in self.shape)
        return f"{name}[{dims}]" + ("~weak" if self.weak else "")



class SeqAval(Aval):
    """The aval of a Python tuple or list made when the graph runs whose length is known only then: MindSpore's
    dynamic-length sequence (a slice at bounds, or a repeat by a count, known when the graph runs).  It is an
    object value (``dtype`` object) whose ``kind`` (tuple or list) graph code knows while compiling
    (``isinstance``, ``F.is_sequence_shape_unknown``)."""

    __slots__ = ("kind",)

    def __init__(self, kind: type):
        super().__init__((), object)
        self.kind = kind

    def __repr__(self) -> str:
        return f"{self.kind.__name__}[?]"


class DeclaredAval(Aval):
    """The aval of a graph input whose Cell declared it with ``set_inputs``: compiled with the concrete shape
    (msgraph compiles per signature), it remembers the declared one (``None`` dims; ``(-2,)`` for a dynamic
    rank) for the few ops whose MindSpore 2.10 Graph mode rejects a dynamic dimension (``mint.chunk``)."""

    __slots__ = ("declared",)

    def __init__(self, shape: Shape, dtype: Any, declared: Tuple[Optional[int], ...]):
        super().__init__(shape, dtype)
        self.declared = tuple(declared)


def declared_shape(x: Any) -> Optional[Tuple[Optional[int], ...]]:
    """The shape ``set_inputs`` declared for a graph input (through its aval), or None."""
    return getattr(getattr(x, "aval", None), "declared", None)

def aval_of(x: Any) -> Aval:
    """The aval of a concrete value: numpy array, numpy scalar, Python scalar or Tensor."""
    if isinstance(x, bool):
        return Aval((), np.bool_, weak=True)
    if isinstance(x, int):
        return Aval((), np.int64, weak=True)
    if isinstance(x, float):
        return Aval((), np.float64, weak=True)
    data = getattr(x, "_data", x)
    arr = np.asarray(data)
    return Aval(arr.shape, arr.dtype)


def broadcast_shapes(*shapes: Shape) -> Shape:
    """numpy broadcasting over shapes that may contain None (dynamic) dims."""
    ndim = max((len(s) for s in shapes), default=0)
    out = []
    for i in range(ndim):
        dim: Optional[int] = 1
        for s in shapes:
            j = i - (ndim - len(s))
            if j < 0:
                continue
            d = s[j]
            if d == 1:
                continue
            if d is None:
                dim = None if dim in (1, None) else dim
            elif dim in (1, None):
                dim = d
            elif dim != d:
                raise ValueError(f"shapes {' and '.join(map(str, shapes))} cannot be broadcast")
        out.append(dim)
    return tuple(out)
