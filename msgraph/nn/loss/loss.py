"""Losses: SoftmaxCrossEntropyWithLogits, MSELoss, L1Loss, BCEWithLogitsLoss.

``reduction`` is ``'mean'`` (over all elements), ``'sum'`` or ``'none'``, as in
MindSpore's ``LossBase.get_loss``.
"""
from __future__ import annotations

from ... import ops
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

    def extra_repr(self) -> str:
        return f"reduction={self.reduction}"

    def get_loss(self, x, weights=1.0):
        x = x * weights
        if self.reduction == "mean":
            return ops.reduce_mean(x)
        if self.reduction == "sum":
            return ops.reduce_sum(x)
        return x

    def construct(self, logits, labels):
        raise NotImplementedError


class MSELoss(LossBase):
    """(logits - labels) ** 2, reduced."""

    def construct(self, logits, labels):
        diff = logits - labels
        return self.get_loss(diff * diff)


class L1Loss(LossBase):
    """|logits - labels|, reduced."""

    def construct(self, logits, labels):
        return self.get_loss(ops.abs(logits - labels))


class SoftmaxCrossEntropyWithLogits(LossBase):
    """-sum(labels * log_softmax(logits), axis=-1); ``sparse=True`` takes class ids as labels.

    MindSpore's defaults: ``sparse=False``, ``reduction='none'`` (one loss per sample).
    """

    def __init__(self, sparse=False, reduction="none"):
        super().__init__(reduction)
        self.sparse = bool(sparse)

    def extra_repr(self) -> str:
        return f"sparse={self.sparse}, reduction={self.reduction}"

    def construct(self, logits, labels):
        if self.sparse:
            labels = ops.one_hot(labels, logits.shape[-1], 1.0, 0.0)
        loss = ops.neg(ops.reduce_sum(labels * ops.log_softmax(logits, -1), -1))
        return self.get_loss(loss)


class BCEWithLogitsLoss(LossBase):
    """Binary cross entropy on logits, computed stably.

    ``loss = (1 - y) * x + (1 + (pos_weight - 1) * y) * (log1p(exp(-|x|)) + max(-x, 0))``,
    times ``weight`` when given; then reduced.
    """

    def __init__(self, reduction="mean", weight=None, pos_weight=None):
        super().__init__(reduction)
        self.weight = weight
        self.pos_weight = pos_weight
        self.has_weight = weight is not None
        self.has_pos_weight = pos_weight is not None

    def construct(self, logits, labels):
        softplus_neg = ops.log1p(ops.exp(ops.neg(ops.abs(logits)))) + ops.maximum(ops.neg(logits), 0.0)
        if self.has_pos_weight:
            log_weight = (self.pos_weight - 1.0) * labels + 1.0
            loss = (1.0 - labels) * logits + log_weight * softplus_neg
        else:
            loss = (1.0 - labels) * logits + softplus_neg
        if self.has_weight:
            loss = loss * self.weight
        return self.get_loss(loss)
