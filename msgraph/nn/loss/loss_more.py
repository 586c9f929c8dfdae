"""More of MindSpore 2.10's losses: RMSELoss, MAELoss, FocalLoss, MultiClassDiceLoss and CTCLoss, computed and
checked as MindSpore's (messages included)."""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ..cell import Cell
from .loss import LossBase, MSELoss
from ..layer.activation import LogSoftmax
from .loss_ext import DiceLoss

__all__ = ["RMSELoss", "MAELoss", "FocalLoss", "MultiClassDiceLoss", "CTCLoss", "TripletMarginWithDistanceLoss"]


def _check_is_tensor(param_name, input_data, cls_name):
    if input_data is not None and not isinstance(input_data, Tensor):
        raise TypeError(f"For '{cls_name}', the '{param_name}' must be 'Tensor', but got "
                        f"'{type(input_data).__name__}'")


_UNSIGNED = ("uint8", "uint16", "uint32", "uint64")


class RMSELoss(LossBase):
    """``sqrt(mean((logits - label) ** 2))``."""

    def __init__(self):
        super().__init__()
        self.MSELoss = MSELoss()

    def construct(self, logits, label):
        for x in (logits, label):
            if str(x.dtype).lower() in _UNSIGNED:
                raise TypeError(f"For 'RMSELoss', the parameters data type must not be in [UInt8, UInt16, UInt32, "
                                f"UInt64], but got mindspore.{str(x.dtype).lower()}.")
        return ops.sqrt(self.MSELoss(logits, label))


class MAELoss(LossBase):
    """``|logits - label|``, reduced."""

    def construct(self, logits, label):
        _check_is_tensor("logits", logits, self.cls_name)
        _check_is_tensor("labels", label, self.cls_name)
        return self.get_loss(ops.abs(logits - label))


def _check_ndim_multi(logits_dim, label_dim, prim_name):
    if logits_dim < 2:
        raise ValueError(f"For '{prim_name}', the 'logits' dimension must be greater than 1, but got {logits_dim}.")
    if label_dim < 2:
        raise ValueError(f"For '{prim_name}', the 'labels' dimension must be greater than 1, but got {label_dim}.")


class MultiClassDiceLoss(LossBase):
    """The mean over classes (``label.shape[1]``, ``ignore_indiex`` skipped) of the binary :class:`DiceLoss` of
    ``activation(logits)[:, i]`` and ``label[:, i]``, each times ``weights[i]`` when given."""

    def __init__(self, weights=None, ignore_indiex=None, activation="softmax"):
        super().__init__()
        from ..layer import get_activation

        name = type(self).__name__
        activation_list = ["softmax", "logsoftmax", "relu", "relu6", "tanh", "sigmoid"]
        self.binarydiceloss = DiceLoss(smooth=1e-5)
        if weights is not None and not isinstance(weights, Tensor):
            raise TypeError(f"For '{name}', the type of 'weights' must be Tensor, but got "
                            f"{type(weights).__name__}.")
        if isinstance(weights, Tensor) and weights.ndim != 2:
            raise ValueError(f"For '{name}', the dimension of 'weights' must be 2, but got {weights.ndim}.")
        self.weights = weights
        if ignore_indiex is not None and (isinstance(ignore_indiex, bool) or not isinstance(ignore_indiex, int)):
            raise TypeError(f"For '{name}', the type of 'ignore_indiex' must be int, but got "
                            f"{type(ignore_indiex).__name__}.")
        self.ignore_indiex = ignore_indiex
        if isinstance(activation, str) and activation not in activation_list:
            raise ValueError(f"For '{name}', the 'activation' must be in {activation_list}, but got {activation}.")
        self.activation = get_activation(activation) if isinstance(activation, str) else activation
        if self.activation is not None and not isinstance(self.activation, Cell):
            raise TypeError(f"For '{name}', the 'activation' must be str or Cell, but got {type(self.activation)}.")

    def construct(self, logits, label):
        name = "MultiClassDiceLoss"
        _check_is_tensor("logits", logits, name)
        _check_is_tensor("labels", label, name)
        if logits.shape != label.shape:
            raise ValueError(f"For '{name}', the 'logits_shape' must be equal to 'label_shape', but got "
                             f"'logits_shape': {logits.shape} and 'label_shape': {label.shape}.")
        _check_ndim_multi(logits.ndim, label.ndim, name)
        total_loss = 0
        if self.activation is not None:
            logits = self.activation(logits)
        for i in range(label.shape[1]):
            if i != self.ignore_indiex:
                dice_loss = self.binarydiceloss(logits[:, i], label[:, i])
                if self.weights is not None:
                    if self.weights.shape[0] != label.shape[1]:
                        raise ValueError(f"For '{name}', the weight_shape[0] must be equal to label_shape[1], but "
                                         f"got weight_shape[0]: {self.weights.shape[0]} and label_shape[1]: "
                                         f"{label.shape[1]}.")
                    dice_loss = dice_loss * self.weights[i]
                total_loss += dice_loss
        return total_loss / label.shape[1]


def _check_ndim(logits_ndim, labels_ndim, name):
    if logits_ndim < 2 or logits_ndim > 4:
        raise ValueError(f"For '{name}', the dimensions of 'logits' must be in [2, 4], but got dimension of "
                         f"'logits' {logits_ndim}.")
    if labels_ndim < 2 or labels_ndim > 4:
        raise ValueError(f"For '{name}', the dimensions of 'labels' must be in [2, 4], but got dimension of "
                         f"'labels' {labels_ndim}.")
    if logits_ndim != labels_ndim:
        raise ValueError(f"For '{name}', the dimensions of 'logits' and 'labels' must be equal, but got dimension "
                         f"of 'logits' {logits_ndim} and dimension of 'labels' {labels_ndim}.")


def _check_channel_and_shape(logits, labels, name):
    if logits == 1:
        raise ValueError(f"For '{name}', the 'logits'.shape[1] cannot be one, but got {logits}.")
    if labels not in (1, logits):
        raise ValueError(f"For '{name}', the 'labels'.shape[1] must be one or equal to 'logits'.shape[1]: {logits}, "
                         f"but got {labels}.")


class FocalLoss(LossBase):
    """``-(1 - p) ** gamma * log(p)`` (weighted per class), with ``p`` the softmax over dim 1 of ``logits`` at
    the labelled class (``labels.shape[1] == 1``: class indices) or against one-hot-like ``labels``; the mean
    over classes/positions, then ``reduction``."""

    def __init__(self, weight=None, gamma=2.0, reduction="mean"):
        super().__init__(reduction=reduction)
        name = type(self).__name__
        if isinstance(gamma, bool) or not isinstance(gamma, float):
            raise TypeError(f"The type of 'gamma' must be float, but got {type(gamma).__name__}.")
        self.gamma = gamma
        if weight is not None and not isinstance(weight, Tensor):
            raise TypeError(f"For '{name}', the type of 'weight' must be a Tensor, but got "
                            f"{type(weight).__name__}.")
        if isinstance(weight, Tensor) and weight.ndim != 1:
            raise ValueError(f"For '{name}', the dimension of 'weight' must be 1, but got {weight.ndim}.")
        self.weight = weight
        self.logsoftmax = LogSoftmax(1)   # MindSpore's child cell (print(net) shows it)

    def construct(self, logits, labels):
        name = "FocalLoss"
        _check_is_tensor("logits", logits, name)
        _check_is_tensor("labels", labels, name)
        labelss = labels
        _check_ndim(logits.ndim, labelss.ndim, name)
        _check_channel_and_shape(logits.shape[1], labelss.shape[1], name)
        if labelss.dtype not in (mstype.int32, mstype.int64, mstype.float16, mstype.float32):
            raise TypeError(f"For '{name}', the type of 'labels' must be in [Int32, Int64, Float16, Float32], but "
                            f"got {labelss.dtype}.")
        if logits.ndim > 2:
            logits = logits.view(logits.shape[0], logits.shape[1], -1)
            labelss = labelss.view(labelss.shape[0], labelss.shape[1], -1)
        else:
            logits = ops.expand_dims(logits, 2)
            labelss = ops.expand_dims(labelss, 2)
        log_probability = self.logsoftmax(logits)
        if labels.shape[1] == 1:
            log_probability = ops.gather_elements(log_probability, 1, ops.cast(labelss, mstype.int32))
            log_probability = ops.squeeze(log_probability, 1)
        probability = ops.exp(log_probability)
        if self.weight is not None:
            convert_weight = self.weight[None, :, None]
            convert_weight = ops.tile(convert_weight, (labelss.shape[0], 1, labelss.shape[2]))
            if labels.shape[1] == 1:
                convert_weight = ops.gather_elements(convert_weight, 1, ops.cast(labelss, mstype.int32))
                convert_weight = ops.squeeze(convert_weight, 1)
            log_probability = log_probability * convert_weight
        weight = ops.pow(-1 * probability + 1.0, self.gamma)
        if labels.shape[1] == 1:
            loss = (-1 * weight * log_probability).mean(axis=1)
        else:
            loss = (-1 * weight * labelss * log_probability).mean(axis=-1)
        return self.get_loss(loss)


class CTCLoss(LossBase):
    """``ops.ctc_loss`` as a Cell; 2-D ``log_probs`` (T, C) is one unbatched sequence."""

    def __init__(self, blank=0, reduction="mean", zero_infinity=False):
        super().__init__()
        self.blank = blank
        self.reduction = reduction
        self.zero_infinity = zero_infinity

    def construct(self, log_probs, targets, input_lengths, target_lengths):
        _check_is_tensor("log_probs", log_probs, "CTCLoss")
        _check_is_tensor("targets", targets, "CTCLoss")
        if log_probs.ndim == 2:
            if targets.ndim > 2:
                raise ValueError(f"For CTCLoss, when the shape of log_probs is (T, C), the dimension of targets "
                                 f"shouldbe 1 or 2, but got {targets.ndim}.")
            if targets.ndim == 2 and targets.shape[0] != 1:
                raise ValueError(f"For CTCLoss, the first dimension of 2-D targets should be 1,but got "
                                 f"{targets.shape[0]}.")
            if targets.ndim == 1:
                targets = ops.expand_dims(targets, 0)
            log_probs = ops.expand_dims(log_probs, -2)
            neg_log_hood, _ = ops.ctc_loss(log_probs, targets, input_lengths, target_lengths, self.blank,
                                           self.reduction, self.zero_infinity)
            return ops.squeeze(neg_log_hood, 0)
        neg_log_hood, _ = ops.ctc_loss(log_probs, targets, input_lengths, target_lengths, self.blank,
                                       self.reduction, self.zero_infinity)
        return neg_log_hood


class TripletMarginWithDistanceLoss(LossBase):
    """TripletMarginWithDistanceLoss(distance_function=None, swap=False, reduction="mean", margin=1.0)(x,
    positive, negative): ``max(d(x, positive) - d(x, negative) + margin, 0)`` reduced; ``d`` defaults to the L2
    norm of ``|x - y|`` along axis 1 (a 0-d difference is a ValueError); with ``swap`` the negative distance is
    the smaller of d(x, negative) and d(positive, negative).  ``margin`` must be a float, ``swap`` a bool."""

    def __init__(self, distance_function=None, swap=False, reduction="mean", margin=1.0):
        super().__init__(reduction=reduction)
        if not isinstance(margin, float):
            raise TypeError(f"For '{self.cls_name}', the type of 'margin' must be 'float', but got "
                            f"'{type(margin).__name__}'.")
        if not isinstance(swap, bool):
            raise TypeError(f"For '{self.cls_name}', the 'swap' must be a bool, but got {type(swap).__name__}.")
        if distance_function is None:
            def pairwise_distance(x, y):
                d = (x - y).abs()
                if d.ndim == 0:
                    raise ValueError("For 'pairwise_distance' in 'TripletMarginWithDistanceLoss', 'ndim' of the "
                                     f"input must be positive, but got {d.ndim}")
                return ops.LpNorm(axis=1, p=2)(d)
            distance_function = pairwise_distance
        self.distance_function = distance_function
        self.swap = swap
        self.margin = margin

    def construct(self, x, positive, negative):
        _check_is_tensor("x", x, self.cls_name)
        _check_is_tensor("positive", positive, self.cls_name)
        _check_is_tensor("negative", negative, self.cls_name)
        d1 = self.distance_function(x, positive)
        d2 = self.distance_function(x, negative)
        if self.swap:
            d2 = ops.minimum(d2, self.distance_function(positive, negative))
        return self.get_loss(ops.maximum(d1 - d2 + self.margin, 0))
