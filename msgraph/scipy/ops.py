"""``mindspore.scipy.ops``: the primitives behind mindspore.scipy (h-scipy)."""
from __future__ import annotations

from ..ops.linalg_ext import EIG
from ..ops.scipy_prims import EIGH, LSAP, SCIPY_LU

Eig = EIG.prim_class
Eigh = EIGH.prim_class
LU = SCIPY_LU.prim_class
LinearSumAssignment = LSAP.prim_class


class SolveTriangular:
    """SolveTriangular(lower=False, unit_diagonal=False, trans='N')(a, b): solve_triangular as an object."""

    def __init__(self, lower: bool = False, unit_diagonal: bool = False, trans: str = "N"):
        self.lower = lower
        self.unit_diagonal = unit_diagonal
        self.trans = {"N": 0, "T": 1, "C": 2}.get(trans)

    def __call__(self, a, b):
        from .linalg import solve_triangular
        return solve_triangular(a, b, self.trans, self.lower, self.unit_diagonal)


__all__ = ["Eig", "Eigh", "LU", "LinearSumAssignment", "SolveTriangular"]
