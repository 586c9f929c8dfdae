"""Losses: SoftmaxCrossEntropyWithLogits, MSELoss, L1Loss, BCEWithLogitsLoss.

``reduction`` is ``'mean'`` (over all elements), ``'sum'`` or ``'none'``, as in
MindSpore's ``LossBase.get_loss``.
"""
from __future__ import annotations

from ... import ops
from ..._checkparam import check_bool
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ..cell import Cell

__all__ = ["LossBase", "SoftmaxCrossEntropyWithLogits", "MSELoss", "L1Loss", "BCEWithLogitsLoss"]


class LossBase(Cell):
    """Base for losses: ``get_loss(x, weights=1.0)`` applies ``weights`` then the reduction."""

    def __init__(self, reduction="mean"):
        super().__init__()
        if reduction not in ("mean", "sum", "none"):
            raise ValueError(f"For '{type(self).__name__}', the 'reduction' must be in ['mean', 'sum', 'none'], "
                             f"but got {reduction}.")
        self.reduction = reduction
        # MindSpore's attributes (custom losses read them)
        self.average = reduction != "sum"
        self.reduce = reduction != "none"

    def extra_repr(self) -> str:
        return f"reduction={self.reduction}"

    def get_axis(self, x):
        """All the axes of ``x``: ``(0, ..., x.ndim - 1)``."""
        return tuple(range(len(x.shape)))

    def get_loss(self, x, weights=1.0):
        """``weights * x`` computed in float32, reduced by the reduction, cast back to ``x``'s dtype (as
        MindSpore's)."""
        input_dtype = x.dtype
        x = ops.mul(ops.cast(weights, mstype.float32), ops.cast(x, mstype.float32))
        if self.reduce and self.average:
            x = ops.ReduceMean()(x, self.get_axis(x))
        if self.reduce and not self.average:
            x = ops.ReduceSum()(x, self.get_axis(x))
        return ops.cast(x, input_dtype)

    @staticmethod
    def get_loss_of(x, reduction):
        """``x`` reduced by ``reduction`` (``'mean'``, ``'sum'`` or ``'none'``)."""
        if reduction == "mean":
            return ops.reduce_mean(x)
        if reduction == "sum":
            return ops.reduce_sum(x)
        return x

    def construct(self, logits, labels):
        raise NotImplementedError


class MSELoss(LossBase):
    """(logits - labels) ** 2, reduced."""

    def construct(self, logits, labels):
        return self.get_loss(ops.square(logits - labels))   # MindSpore 2.10's MSELoss: not ops.mse_loss


class L1Loss(LossBase):
    """|logits - labels|, reduced."""

    def construct(self, logits, labels):
        return ops.l1_loss(logits, labels, self.reduction)


class SoftmaxCrossEntropyWithLogits(LossBase):
    """-sum(labels * log_softmax(logits), axis=-1); ``sparse=True`` takes class ids as labels.

    MindSpore's defaults: ``sparse=False``, ``reduction='none'`` (one loss per sample).
    """

    def __init__(self, sparse=False, reduction="none"):
        super().__init__(reduction)
        self.sparse = check_bool(sparse, "sparse", "SoftmaxCrossEntropyWithLogits")   # MindSpore 2.10: at construction
        # MindSpore's structure: the sparse mean is SparseSoftmaxCrossEntropyWithLogits (the logits' dtype), else
        # float32 one-hot labels into SoftmaxCrossEntropyWithLogits (labels get no gradient; a float16 logits
        # Tensor with sparse labels is a TypeError there, the dtypes must match)
        self.softmax_cross_entropy = ops.SoftmaxCrossEntropyWithLogits()
        self.sparse_softmax_cross_entropy = ops.SparseSoftmaxCrossEntropyWithLogits()
        self.on_value = Tensor(1.0, mstype.float32)
        self.off_value = Tensor(0.0, mstype.float32)

    def extra_repr(self) -> str:
        return f"sparse={self.sparse}, reduction={self.reduction}"

    def construct(self, logits, labels):
        if self.sparse:
            if self.reduction == "mean":
                return self.sparse_softmax_cross_entropy(logits, labels)
            labels = ops.one_hot(labels, ops.shape(logits)[-1], self.on_value, self.off_value)
        return self.get_loss(self.softmax_cross_entropy(logits, labels)[0])


class BCEWithLogitsLoss(LossBase):
    """Binary cross entropy on logits, computed stably.

    ``ops.binary_cross_entropy_with_logits``: ``(1 - y) * x + (1 + (pos_weight - 1) * y) *
    (log1p(exp(-|x|)) + max(-x, 0))``, times ``weight`` when given; then reduced.
    """

    def __init__(self, reduction="mean", weight=None, pos_weight=None):
        super().__init__(reduction)
        self.weight = weight
        self.pos_weight = pos_weight
        self.has_weight = weight is not None
        self.has_pos_weight = pos_weight is not None

    def construct(self, logits, labels):
        return ops.binary_cross_entropy_with_logits(logits, labels, self.weight if self.has_weight else None,
                                                    self.pos_weight if self.has_pos_weight else None, self.reduction)
