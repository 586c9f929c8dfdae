"""``array_ops.ConjugateTranspose``: the transpose of a Tensor's complex conjugate (h-cpu4, session 7).

A composition of the registry's Transpose and Conj (conj is the identity on real dtypes), so its gradient is
theirs: ``ConjugateTranspose(dout, inverse(perm))``, MindSpore's bprop.
"""
from __future__ import annotations

from typing import Any, List

import numpy as np

from ._compose import CompositePrimitive
from ._helpers import np_dtype

__all__: List[str] = []


class ConjugateTranspose(CompositePrimitive):
    """ConjugateTranspose()(x, perm): ``conj(transpose(x, perm))`` (perm a tuple of ints)."""

    def __call__(self, x: Any, perm: Any) -> Any:
        from . import functional as F

        if not isinstance(perm, tuple) or not all(isinstance(p, (int, np.integer)) and not isinstance(p, bool)
                                                  for p in perm):
            raise TypeError(f"For 'ConjugateTranspose', the 'perm' must be a tuple of ints, but got {perm!r}.")
        y = F.transpose(x, perm)
        return F.conj(y) if np.dtype(np_dtype(x)).kind == "c" else y


__all__ += ["ConjugateTranspose"]
