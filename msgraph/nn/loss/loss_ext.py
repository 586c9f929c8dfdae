"""More losses: SmoothL1Loss, HuberLoss, BCELoss, CrossEntropyLoss, NLLLoss, KLDivLoss,
CosineEmbeddingLoss, SoftMarginLoss.

As in MindSpore 2.x, the Cells that have a function form call it (``ops.binary_cross_entropy``,
``ops.cross_entropy``, ``ops.nll_loss``, ``ops.kl_div``): the math is written once, in msgraph/ops;
the Cells check their arguments and reduce.
"""
from __future__ import annotations

from ... import ops
from ..._checkparam import check_value_type
from ...common import dtype as mstype
from ...common.tensor import Tensor
from .loss import LossBase

__all__ = ["SmoothL1Loss", "HuberLoss", "BCELoss", "CrossEntropyLoss", "NLLLoss", "KLDivLoss",
           "CosineEmbeddingLoss", "SoftMarginLoss", "DiceLoss", "MarginRankingLoss", "HingeEmbeddingLoss",
           "MultiLabelSoftMarginLoss", "PoissonNLLLoss", "GaussianNLLLoss"]


def _reduce(loss, reduction):
    return LossBase.get_loss_of(loss, reduction)


def _check_reduction(cls, reduction, allowed=("mean", "sum", "none")):
    if reduction not in allowed:
        raise ValueError(f"For '{cls}', the 'reduction' must be in {list(allowed)}, but got {reduction}.")


class SmoothL1Loss(LossBase):
    """``0.5 * d**2 / beta`` where ``|d| < beta``, else ``|d| - 0.5 * beta`` (``d = logits - labels``):
    ``ops.SmoothL1Loss(beta, reduction)``, as MindSpore's Cell is (its checks, values and gradient).

    MindSpore's default reduction here is ``'none'``.
    """

    def __init__(self, beta=1.0, reduction="none"):
        super().__init__(reduction)
        if not isinstance(beta, (bool, int, float)):
            raise TypeError(f"For 'SmoothL1Loss', the type of 'beta' should be one of '[bool, int, float]', "
                            f"but got {type(beta)}.")
        self.beta = float(beta)
        self.smooth_l1_loss = ops.SmoothL1Loss(self.beta, self.reduction)

    def construct(self, logits, labels):
        return self.smooth_l1_loss(logits, labels)


class HuberLoss(LossBase):
    """``0.5 * d**2`` where ``|d| < delta``, else ``delta * (|d| - 0.5 * delta)``."""

    def __init__(self, reduction="mean", delta=1.0):
        super().__init__(reduction)
        if isinstance(delta, bool) or not isinstance(delta, (int, float)) or delta <= 0:
            raise ValueError(f"For 'HuberLoss', the 'delta' must be a positive float, but got {delta!r}.")
        self.delta = float(delta)

    def construct(self, logits, labels):
        # MindSpore 2.10's Cell calls ops.huber_loss (reduced in float32, cast back: float64 losses hold float32 digits)
        return ops.huber_loss(logits, labels, self.reduction, self.delta)


class BCELoss(LossBase):
    """``-weight * (y * log(x) + (1 - y) * log(1 - x))`` on probabilities ``x``; logs clamped at -100."""

    def __init__(self, weight=None, reduction="mean"):
        super().__init__(reduction)
        if weight is not None and not isinstance(weight, Tensor):
            raise TypeError(f"For 'BCELoss', the 'weight' must be a Tensor or None, but got {type(weight).__name__}.")
        self.weight = weight
        self.has_weight = weight is not None

    def construct(self, logits, labels):
        return ops.binary_cross_entropy(logits, labels, self.weight if self.has_weight else None, self.reduction)


class NLLLoss(LossBase):
    """Negative log likelihood of class indices on log-probabilities ``(N, C, ...)``."""

    def __init__(self, weight=None, ignore_index=-100, reduction="mean"):
        super().__init__(reduction)
        if isinstance(ignore_index, bool) or not isinstance(ignore_index, int):
            raise TypeError(f"For 'NLLLoss', the 'ignore_index' must be an int, but got {type(ignore_index).__name__}.")
        if weight is not None and not isinstance(weight, Tensor):
            raise TypeError(f"For 'NLLLoss', the 'weight' must be a Tensor, but got {type(weight).__name__}.")
        self.weight = weight
        self.ignore_index = ignore_index

    def construct(self, logits, labels):
        return ops.nll_loss(logits, labels, self.weight, self.ignore_index, self.reduction)


class CrossEntropyLoss(LossBase):
    """Cross entropy of logits ``(N, C, ...)`` with class indices (int32 labels) or probabilities
    (float labels of the logits' shape); ``weight`` per class, ``ignore_index``, ``label_smoothing``."""

    def __init__(self, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
        super().__init__(reduction)
        if isinstance(ignore_index, bool) or not isinstance(ignore_index, int):
            raise TypeError(f"For 'CrossEntropyLoss', the 'ignore_index' must be an int, "
                            f"but got {type(ignore_index).__name__}.")
        if not isinstance(label_smoothing, float):
            raise TypeError(f"For 'CrossEntropyLoss', the 'label_smoothing' must be a float, "
                            f"but got {type(label_smoothing).__name__}.")
        if not 0.0 <= label_smoothing <= 1.0:
            raise ValueError(f"For 'CrossEntropyLoss', the 'label_smoothing' must be in [0.0, 1.0], "
                             f"but got {label_smoothing}.")
        if weight is not None and not isinstance(weight, Tensor):
            raise TypeError(f"For 'CrossEntropyLoss', the 'weight' must be a Tensor, but got {type(weight).__name__}.")
        self.weight = weight
        self.ignore_index = ignore_index
        self.label_smoothing = label_smoothing

    def construct(self, logits, labels):
        ndim = len(logits.shape)
        if logits.dtype not in (mstype.float16, mstype.float32):   # MindSpore 2.10 checks the dtypes first
            raise TypeError(f"For 'CrossEntropyLoss', the 'logits' should be one of [mindspore.float16, "
                            f"mindspore.float32], but got '{logits.dtype}'.")
        if len(labels.shape) == ndim:
            if labels.dtype not in (mstype.float16, mstype.float32):
                raise TypeError(f"For 'CrossEntropyLoss', the 'labels' should be one of [mindspore.float16, "
                                f"mindspore.float32], but got '{labels.dtype}'.")
            if labels.shape != logits.shape:
                raise ValueError(f"For 'CrossEntropyLoss', the shape of 'logits' should be (N, C, d_0, d_1, ...), "
                                 f"and the shape of 'labels' should be (N, C, d_0, d_1, ...), but get 'logits' shape: "
                                 f"{logits.shape} and 'labels' shape: {labels.shape}.")
        elif len(labels.shape) != ndim - 1:
            raise ValueError(f"For 'CrossEntropyLoss', the rank of 'logits' and 'labels' should be:\n"
                             f"1. 'logits.ndim == labels.ndim' for probabilities, \n"
                             f"2. 'logits.ndim - 1 == labels.ndim' for class indices, \n"
                             f"but get 'logits' rank: {ndim} and 'labels' rank: {len(labels.shape)}.")
        elif labels.dtype != mstype.int32:
            raise TypeError(f"For 'CrossEntropyLoss', the type of 'labels' should be Int32 for class indices, "
                            f"but got {labels.dtype}.")
        return ops.cross_entropy(logits, labels, self.weight, self.ignore_index, self.reduction, self.label_smoothing)


class KLDivLoss(LossBase):
    """``labels * (log(labels) - logits)`` (0 where labels == 0); ``logits`` are log-probabilities.

    ``reduction``: ``'mean'`` (over all elements), ``'batchmean'`` (sum / batch), ``'sum'``, ``'none'``.
    """

    def __init__(self, reduction="mean"):
        super().__init__()
        _check_reduction("KLDivLoss", reduction, ("none", "mean", "batchmean", "sum"))
        self.reduction = reduction

    def construct(self, logits, labels):
        return ops.kl_div(logits, labels, self.reduction)


class CosineEmbeddingLoss(LossBase):
    """``1 - cos(x1, x2)`` for label 1, ``max(0, cos(x1, x2) - margin)`` for label -1 (cosine over axis 1)."""

    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__(reduction)
        if not isinstance(margin, float):
            raise TypeError(f"For 'CosineEmbeddingLoss', the 'margin' must be a float, "
                            f"but got {type(margin).__name__}.")
        if not -1.0 <= margin <= 1.0:
            raise ValueError(f"For 'CosineEmbeddingLoss', the 'margin' must be in [-1.0, 1.0], but got {margin}.")
        self.margin = margin

    def construct(self, logits_x1, logits_x2, labels):
        if logits_x1.shape != logits_x2.shape:
            raise ValueError(f"For 'CosineEmbeddingLoss', 'logits_x1' and 'logits_x2' must have the same shape, "
                             f"but got {logits_x1.shape} and {logits_x2.shape}.")
        prod_sum = ops.reduce_sum(logits_x1 * logits_x2, (1,))
        square1 = ops.reduce_sum(ops.square(logits_x1), (1,))
        square2 = ops.reduce_sum(ops.square(logits_x2), (1,))
        cosine = prod_sum / (ops.sqrt(square1) * ops.sqrt(square2))
        zeros = ops.zeros_like(cosine)
        pos_part = ops.select(labels == 1, 1.0 - cosine, zeros)
        neg_part = ops.select(labels == -1, ops.maximum(cosine - self.margin, 0.0), zeros)
        return self.get_loss(pos_part + neg_part)


class MultiMarginLoss(LossBase):
    """The multi-class hinge loss ``ops.MultiMarginLoss(p, margin, reduction)`` (p in {1, 2}), with a per-class
    ``weight`` given at construction or call (ones when neither)."""

    def __init__(self, p=1, margin=1.0, reduction='mean', weight=None):
        super().__init__()
        # MindSpore 2.10's check_value_type at construction (a bool is no int, an int no float)
        check_value_type("p", p, [int], "MultiMarginLoss")
        check_value_type("margin", margin, [float], "MultiMarginLoss")
        self.multi_margin_loss = ops.MultiMarginLoss(p=p, margin=margin, reduction=reduction)
        self.weight = weight

    def construct(self, x, target, weight=None):
        if self.weight is not None:
            weight = self.weight
        if weight is None:
            weight = ops.ones(x.shape[1:], x.dtype)   # MindSpore 2.10: ones shaped like x[0]
        return self.multi_margin_loss(x, target, weight)


class SoftMarginLoss(LossBase):
    """``mean(log(1 + exp(-y * x)))``."""

    def construct(self, logits, labels):
        return ops.soft_margin_loss(logits, labels, self.reduction)   # (the op's definition, h-mint s22)


# --- h-nn: more losses used by ported code ----------------------------------------------------------
class DiceLoss(LossBase):
    """``1 - 2 * sum(x * y) / (sum(x * x) + sum(y * y) + smooth)`` over all elements."""

    def __init__(self, smooth=1e-5):
        super().__init__()
        if isinstance(smooth, bool) or not isinstance(smooth, float):  # MindSpore's check_positive_float
            raise TypeError(f"The 'smooth' must be float, but got '{type(smooth).__name__}'")
        if smooth <= 0:
            raise ValueError(f"For 'DiceLoss', the 'smooth' must be a positive float, but got {smooth!r}.")
        self.smooth = smooth

    def construct(self, logits, label):
        if logits.shape != label.shape:
            raise ValueError(f"For 'DiceLoss', the shapes of 'logits' and 'label' must be equal, "
                             f"but got {logits.shape} and {label.shape}.")
        intersection = ops.reduce_sum(logits * label)
        union = ops.reduce_sum(logits * logits) + ops.reduce_sum(label * label)
        return 1.0 - (2.0 * intersection) / (union + self.smooth)


class MarginRankingLoss(LossBase):
    """``max(0, -target * (input1 - input2) + margin)``, reduced."""

    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__(reduction)
        if not isinstance(margin, float):
            raise TypeError(f"For 'margin_ranking_loss', the 'margin' must be a float, "
                            f"but got {type(margin).__name__}.")
        self.margin = margin

    def construct(self, input1, input2, target):
        # clamp, not maximum: MindSpore's gradient at the hinge (0) is the full one (Maximum halves ties)
        return self.get_loss(ops.clamp(ops.neg(target) * (input1 - input2) + self.margin, min=0.0))


class HingeEmbeddingLoss(LossBase):
    """``x`` where target > 0, ``max(0, margin - x)`` where target < 0, reduced."""

    def __init__(self, margin=1.0, reduction="mean"):
        super().__init__(reduction)
        if isinstance(margin, bool) or not isinstance(margin, (int, float)):
            raise TypeError(f"For 'HingeEmbeddingLoss', the 'margin' must be a float or int, "
                            f"but got {type(margin).__name__}.")
        self.margin = margin

    def construct(self, logits, labels):
        return ops.hinge_embedding_loss(logits, labels, self.margin, self.reduction)


class MultiLabelSoftMarginLoss(LossBase):
    """``mean_c(y * log(1 + e^-x) + (1 - y) * log(1 + e^x)) [* weight]`` per sample, reduced."""

    def __init__(self, weight=None, reduction="mean"):
        super().__init__(reduction)
        self.weight = weight

    def construct(self, x, target):
        # MindSpore 2.10's Cell calls ops.multilabel_soft_margin_loss (log(exp(..) + 1), reduced in float32)
        return ops.multilabel_soft_margin_loss(x, target, self.weight, self.reduction)


_HALF_LN_2PI = 0.9189385332046727


class PoissonNLLLoss(LossBase):
    """``exp(x) - y * x`` (``log_input``) or ``x - y * log(x + eps)``; ``full`` adds Stirling's term."""

    def __init__(self, log_input=True, full=False, eps=1e-08, reduction="mean"):
        super().__init__(reduction)
        self.log_input = log_input
        self.full = full
        self.eps = eps

    def construct(self, input, target):  # noqa: A002 - MindSpore's name
        target = ops.cast(target, input.dtype)
        if self.log_input:
            loss = ops.exp(input) - target * input
        else:
            loss = input - target * ops.log(input + self.eps)
        if self.full:
            t = ops.maximum(target, self.eps)
            stirling = (t + 0.5) * ops.log(t) - t + _HALF_LN_2PI
            loss = loss + ops.select(t > 1, stirling, ops.zeros_like(stirling))
        return self.get_loss(loss)


class GaussianNLLLoss(LossBase):
    """``0.5 * (log(max(var, eps)) + (x - y) ** 2 / max(var, eps))`` (+ ``0.5 * log(2 pi)`` with ``full``)."""

    def __init__(self, *, full=False, eps=1e-6, reduction="mean"):
        super().__init__(reduction)
        if not isinstance(eps, float):   # MindSpore 2.10: an int eps is a TypeError
            raise TypeError(f"For 'GaussianNLLLoss', the 'eps' must be 'float',  but got '{type(eps).__name__}'.")
        if eps <= 0:
            raise ValueError(f"For 'GaussianNLLLoss', 'eps' must be a positive float, but got {eps}.")
        if not isinstance(full, bool):
            raise TypeError(f"For 'GaussianNLLLoss', 'full' must be a bool, but got {type(full).__name__}.")
        self.full = full
        self.eps = eps

    def construct(self, logits, labels, var):
        if var.shape != logits.shape and logits.shape[:-1] == var.shape:
            var = ops.expand_dims(var, -1)
        v = ops.maximum(var, self.eps)
        loss = (ops.log(v) + ops.square(logits - labels) / v) * 0.5
        if self.full:
            loss = loss + _HALF_LN_2PI
        return _reduce(loss, self.reduction)
