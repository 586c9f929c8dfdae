"""Cells of MindSpore 2.10's ``mindspore.nn`` msgraph lacked (h-api, session 22: a ``dir()`` comparison of the
namespaces): ``ReduceLogSumExp``, ``MatDet``, ``MatInverse``, ``MatrixDiag``, ``MatrixDiagPart``, ``MatrixSetDiag``,
``TripletMarginLoss`` and ``MultilabelMarginLoss``, each a call of the ops they wrap in MindSpore (their math lives in
msgraph/ops).  MindSpore 2.10 has no CPU kernel for the matrix-diagonal Cells, MatInverse (CholeskyTrsm) and the two
losses; msgraph computes their documented results (docs/differences.md).
"""
from __future__ import annotations

from .. import ops
from ..ops import operations as P
from .cell import Cell


class ReduceLogSumExp(Cell):
    """``log(sum(exp(x), axis))`` (numerically stable), the reduced dims kept with ``keep_dims``."""

    def __init__(self, axis, keep_dims=False):
        super().__init__()
        if not isinstance(axis, (int, tuple, list)) or isinstance(axis, bool):
            raise TypeError(f"For 'ReduceLogSumExp', the type of 'axis' must be int, tuple or list, but got "
                            f"{type(axis).__name__}.")
        if not isinstance(keep_dims, bool):
            raise TypeError(f"For 'ReduceLogSumExp', the type of 'keep_dims' must be bool, but got "
                            f"{type(keep_dims).__name__}.")
        self.axis = axis
        self.keep_dims = keep_dims

    def construct(self, x):
        return ops.logsumexp(x, self.axis, self.keep_dims)


class MatDet(Cell):
    """Determinants of a batch of symmetric positive definite matrices (through their Cholesky factor, as
    MindSpore: a matrix that is not SPD is its RuntimeError)."""

    def construct(self, a):
        low = ops.cholesky(a)
        d = ops.diagonal(low, 0, -2, -1)
        p = ops.prod(d, -1)
        return p * p


class MatInverse(Cell):
    """Inverses of a batch of symmetric positive definite matrices (holding MindSpore's MatMul Cell: its repr
    shows it)."""

    def __init__(self) -> None:
        from .layer.matmul_cell import MatMul

        super().__init__()
        self.matmul = MatMul()

    def construct(self, a):
        return ops.matrix_inverse(a)


class MatrixDiag(Cell):
    """A batch of diagonal matrices from the last-axis vectors of ``x`` (shape ``x.shape + x.shape[-1:]``)."""

    def construct(self, x):
        return ops.diag_embed(x)


class MatrixDiagPart(Cell):
    """The main diagonals of the last two axes of ``x`` (length ``min(rows, cols)``)."""

    def construct(self, x):
        return ops.diagonal(x, 0, -2, -1)


class MatrixSetDiag(Cell):
    """``x`` with the main diagonal of its last two axes replaced by ``diagonal``."""

    def construct(self, x, diagonal):
        return ops.matrix_set_diag(x, diagonal)


class TripletMarginLoss(Cell):
    """``ops.triplet_margin_loss(x, positive, negative, margin, p, eps, swap, reduction)`` (MindSpore 2.10's
    signature: ``margin`` is a constructor argument, and the call's ``margin`` defaults to 1.0; a constructor margin
    other than 1.0 wins)."""

    def __init__(self, p=2, swap=False, eps=1e-06, reduction='mean', margin=1.):
        super().__init__()
        self.p = p
        self.swap = swap
        self.eps = eps
        self.reduction = reduction
        self.margin = margin

    def construct(self, x, positive, negative, margin=1.):
        if self.margin != 1.0:
            margin = self.margin
        return ops.triplet_margin_loss(x, positive, negative, margin=margin, p=self.p, eps=self.eps, swap=self.swap,
                                       reduction=self.reduction)


class MultilabelMarginLoss(Cell):
    """``ops.MultilabelMarginLoss(reduction)(x, target)``'s loss."""

    def __init__(self, reduction='mean'):
        super().__init__()
        self.loss = P.MultilabelMarginLoss(reduction=reduction)

    def construct(self, x, target):
        return self.loss(x, target)[0]


__all__ = ["ReduceLogSumExp", "MatDet", "MatInverse", "MatrixDiag", "MatrixDiagPart", "MatrixSetDiag",
           "TripletMarginLoss", "MultilabelMarginLoss"]
