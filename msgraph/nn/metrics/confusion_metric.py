"""``ConfusionMatrixMetric`` (h-ut6): metrics of the per-sample, per-class confusion matrix (tp, fp, tn, fn) --
sensitivity, specificity, precision, f1, mcc ... (17 metrics and their aliases), as MindSpore 2.10 computes them.

``calculation_method=False`` sums the four counts over every update and computes the metric once in ``eval``;
``True`` computes it per sample and class, reduces each batch with ``decrease`` (NaNs -- a zero denominator --
left out) and ``eval`` averages the batch results weighted by their non-NaN counts.  Quirks kept from
MindSpore: a 2-d prediction (or 3-d with a last axis of 1) switches the per-sample calculation off for good inside
the metric (a later ``update`` then unpacks the count array, as MindSpore's does); ``decrease="mean_batch"``
fails in ``update`` (MindSpore's table holds that one function uncalled, a TypeError when unpacked).
"""
from __future__ import annotations

import numpy as np

from .metric import Metric, rearrange_inputs

__all__ = ["ConfusionMatrixMetric"]

_DECREASES = ["none", "mean", "sum", "mean_batch", "sum_batch", "mean_channel", "sum_channel"]

_ALIASES = {
    "sensitivity": "tpr", "recall": "tpr", "hit_rate": "tpr", "true_positive_rate": "tpr", "tpr": "tpr",
    "specificity": "tnr", "selectivity": "tnr", "true_negative_rate": "tnr", "tnr": "tnr",
    "precision": "ppv", "positive_predictive_value": "ppv", "ppv": "ppv",
    "negative_predictive_value": "npv", "npv": "npv",
    "miss_rate": "fnr", "false_negative_rate": "fnr", "fnr": "fnr",
    "fall_out": "fpr", "false_positive_rate": "fpr", "fpr": "fpr",
    "false_discovery_rate": "fdr", "fdr": "fdr",
    "false_omission_rate": "for", "for": "for",
    "prevalence_threshold": "pt", "pt": "pt",
    "threat_score": "ts", "critical_success_index": "ts", "ts": "ts", "csi": "ts",
    "accuracy": "acc", "acc": "acc",
    "balanced_accuracy": "ba", "ba": "ba",
    "f1_score": "f1", "f1": "f1",
    "matthews_correlation_coefficient": "mcc", "mcc": "mcc",
    "fowlkes_mallows_index": "fm", "fm": "fm",
    "informedness": "bm", "bookmaker_informedness": "bm", "bm": "bm",
    "markedness": "mk", "deltap": "mk", "mk": "mk",
}


def _check_type(name, value, types):
    if isinstance(value, bool) and bool not in types or not isinstance(value, tuple(types)):
        raise TypeError(f"The type of '{name}' should be '{types[0].__name__}', but got type '{type(value).__name__}'.")
    return value


def _nan_div(num, den):
    return np.where(den > 0, num / den, np.array(float("nan")))


def _fraction(metric, tp, fp, tn, fn):
    """The (numerator, denominator) of ``metric`` from the four counts (MindSpore's _calculate_* functions)."""
    p, n = tp + fn, fp + tn
    if metric in ("tpr", "tnr", "ppv", "npv", "fnr", "fpr", "fdr", "for", "ts", "acc", "f1"):
        return {"tpr": (tp, p), "tnr": (tn, n), "ppv": (tp, tp + fp), "npv": (tn, tn + fn), "fnr": (fn, p),
                "fpr": (fp, n), "fdr": (fp, fp + tp), "for": (fn, fn + tn), "ts": (tp, tp + fn + fp),
                "acc": (tp + tn, p + n), "f1": (tp * 2.0, tp * 2.0 + fn + fp)}[metric]
    if metric == "mcc":
        return tp * tn - fp * fn, np.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))
    if metric == "fm":
        return np.sqrt(_nan_div(tp, tp + fp) * _nan_div(tp, p)), 1.0
    if metric == "mk":
        return _nan_div(tp, tp + fp) + tn / (tn + fn) - 1.0, 1.0
    tpr, tnr = _nan_div(tp, p), _nan_div(tn, n)
    if metric == "pt":
        return np.sqrt(tpr * (1.0 - tnr)) + tnr - 1.0, tpr + tnr - 1.0
    if metric == "ba":
        return tpr + tnr, 2.0
    return tpr + tnr - 1.0, 1.0   # bm


def _compute_metric(metric_name, confusion_matrix):
    """``metric_name`` of each [tp, fp, tn, fn] row (last axis) of ``confusion_matrix``; NaN where undefined."""
    metric = _ALIASES.get(metric_name.replace(" ", "_").lower())
    if metric is None:
        raise NotImplementedError("The metric is not implemented.")
    if confusion_matrix.ndim == 1:
        confusion_matrix = np.expand_dims(confusion_matrix, 0)
    if confusion_matrix.shape[-1] != 4:
        raise ValueError(f"For 'ConfusionMatrix', the size of the last dimension of confusion_matrix must be 4, "
                         f"but got {confusion_matrix.shape[-1]}.")
    with np.errstate(divide="ignore", invalid="ignore"):
        numerator, denominator = _fraction(metric, *(confusion_matrix[..., i] for i in range(4)))
        if isinstance(denominator, np.ndarray):
            return np.where(denominator != 0, numerator / denominator, np.array(float("nan")))
        return numerator / denominator


def _confusion_counts(y_pred, y, skip_channel):
    """[batch, class, 4] counts tp, fp, tn, fn of binarized one-hot ``y_pred`` against ``y``."""
    if not skip_channel:
        y = y[:, 1:] if y.shape[1] > 1 else y
        y_pred = y_pred[:, 1:] if y_pred.shape[1] > 1 else y_pred
    y, y_pred = y.astype(float), y_pred.astype(float)
    if y.shape != y_pred.shape:
        raise ValueError(f"The 'y_shape' should be = y_pred_shape: {y_pred.shape}, but got {y.shape}.")
    batch_size, n_class = y_pred.shape[:2]
    y_pred = y_pred.reshape(batch_size, n_class, -1)
    y = y.reshape(batch_size, n_class, -1)
    tp = ((y_pred + y) == 2).astype(float).sum(axis=2)
    tn = ((y_pred + y) == 0).astype(float).sum(axis=2)
    p = y.sum(axis=2)
    n = y.shape[-1] - p
    return np.stack([tp, n - tn, tn, p - tp], axis=-1)   # tp, fp, tn, fn


def _decrease(chart, decrease="mean"):
    """``chart`` [batch, class, ...] reduced by ``decrease`` (NaNs count as absent): (chart, not-NaN counts)."""
    nans = np.isnan(chart)
    not_nans = (~nans).astype(float)
    chart[nans] = 0
    if decrease == "mean":
        counts = not_nans.sum(axis=1)
        per_sample = np.where(counts > 0, chart.sum(axis=1) / np.where(counts > 0, counts, 1), np.zeros(1))
        samples = (counts > 0).astype(float).sum(axis=0)
        return np.where(samples > 0, per_sample.sum(axis=0) / np.where(samples > 0, samples, 1), np.zeros(1)), samples
    if decrease == "sum":
        return np.sum(chart, axis=(0, 1)), not_nans.sum(axis=(0, 1))
    if decrease == "mean_batch":
        raise TypeError("cannot unpack non-iterable function object")
    if decrease == "sum_batch":
        return chart.sum(axis=0), not_nans.sum(axis=0)
    if decrease == "mean_channel":
        counts = not_nans.sum(axis=1)
        return np.where(counts > 0, chart.sum(axis=1) / np.where(counts > 0, counts, 1), np.zeros(1)), counts
    if decrease == "sum_channel":
        return chart.sum(axis=1), not_nans.sum(axis=1)
    return chart, not_nans


class ConfusionMatrixMetric(Metric):
    """Metrics related to the confusion matrix ('tpr', 'ppv', 'f1 score', ...) of one-hot predictions and labels."""

    def __init__(self, skip_channel=True, metric_name="sensitivity", calculation_method=False, decrease="mean"):
        super().__init__()
        self._per_sample = calculation_method
        self.skip_channel = _check_type("skip_channel", skip_channel, [bool])
        self.calculation_method = _check_type("calculation_method", calculation_method, [bool])
        self.metric_name = _check_type("metric_name", metric_name, [str])
        self.decrease = _check_type("decrease", decrease, [str])
        if decrease not in _DECREASES:
            raise ValueError(f"The 'decrease' must be str and must be in '{_DECREASES}', but got '{decrease}'.")
        self.clear()

    def clear(self):
        """Clears the internal evaluation result."""
        self._total_num = 0
        self._class_num = 0
        self._total_tp = 0.0
        self._total_fp = 0.0
        self._total_tn = 0.0
        self._total_fn = 0.0

    def _confusion(self, y_pred, y):
        """MindSpore's _ConfusionMatrix.__call__: the batch's counts, or (score, not-NaN count) per sample."""
        if not np.all(y.astype(np.uint8) == y):
            raise ValueError("For 'ConfusionMatrix.update', the true value (input[1]) must be a binarized ndarray.")
        if y_pred.ndim < 2:
            raise ValueError(f"For 'ConfusionMatrix.update', the predicted value (input[0]) must have at least 2 "
                             f"dimensions, but got {y_pred.ndim}.")
        if y_pred.ndim == 2 or (y_pred.ndim == 3 and y_pred.shape[-1] == 1):
            self._per_sample = False
        counts = _confusion_counts(y_pred, y, self.skip_channel)
        if self._per_sample:
            return _decrease(_compute_metric(self.metric_name, counts), self.decrease)
        return counts

    @rearrange_inputs
    def update(self, *inputs):
        """Accumulate one batch ``(y_pred, y)``, both one-hot of shape (N, C, ...)."""
        if len(inputs) != 2:
            raise ValueError("For 'ConfusionMatrixMetric.update', it needs 2 inputs (predicted value, true value), "
                             "but got {}.".format(len(inputs)))
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        if self.calculation_method:
            score, not_nans = self._confusion(y_pred, y)
            not_nans = int(not_nans.item())
            self._total_num += score.item() * not_nans
            self._class_num += not_nans
        else:
            counts, _ = _decrease(self._confusion(y_pred, y), "sum")
            self._total_tp += counts[0].item()
            self._total_fp += counts[1].item()
            self._total_tn += counts[2].item()
            self._total_fn += counts[3].item()

    def eval(self):
        """The metric over every update since the last ``clear`` (an ndarray of one value)."""
        if self.calculation_method:
            if self._class_num == 0:
                raise RuntimeError("The 'ConfusionMatrixMetric' can not be calculated, because the number of samples "
                                   "is 0, please check whether your inputs(predicted value, true value) are empty, or "
                                   "has called update method before calling eval method.")
            return self._total_num / self._class_num
        counts = np.array([self._total_tp, self._total_fp, self._total_tn, self._total_fn])
        return _compute_metric(self.metric_name, counts)
