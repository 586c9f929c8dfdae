"""``Precision``, ``Recall``, ``Fbeta`` and ``F1`` per class (or averaged)."""
from __future__ import annotations

import sys

import numpy as np

from .metric import EvaluationBase, Metric, check_average, check_onehot_data, legacy_scalar, rearrange_inputs

__all__ = ["Precision", "Recall", "Fbeta", "F1"]


class _Counts(EvaluationBase):
    """Precision and Recall: true positives over predicted (Precision) or actual (Recall) positives."""

    _name = ""

    def __init__(self, eval_type="classification"):
        super().__init__(eval_type)
        self.eps = sys.float_info.min
        self.clear()

    def clear(self):
        self._class_num = 0
        if self._type == "multilabel":
            self._true_positives = np.empty(0)
            self._denominator = np.empty(0)
            self._true_positives_average = 0
            self._denominator_average = 0
        else:
            self._true_positives = 0
            self._denominator = 0

    def _denominator_of(self, y_pred, y):
        raise NotImplementedError

    @rearrange_inputs
    def update(self, *inputs):
        name = self._name
        y_pred, y = self._classified_pair(name, inputs)
        class_num = self._class_num
        if self._type == "classification":
            if y.max() + 1 > class_num:
                raise ValueError(f"For '{name}.update', predicted value (input[0]) should have the same classes "
                                 f"number as true value (input[1]), but got predicted value classes {class_num}, "
                                 f"true value classes {y.max() + 1}.")
            y = np.eye(class_num)[y.reshape(-1)]
            y_pred = np.eye(class_num)[y_pred.argmax(axis=1).reshape(-1)]
        else:
            y_pred = y_pred.swapaxes(1, 0).reshape(class_num, -1)
            y = y.swapaxes(1, 0).reshape(class_num, -1)
        denominator = self._denominator_of(y_pred, y)
        true_positives = (y * y_pred).sum(axis=0)
        if self._type == "multilabel":
            self._true_positives_average += legacy_scalar(np.sum(true_positives / (denominator + self.eps)))
            self._denominator_average += len(denominator)
            self._true_positives = np.concatenate((self._true_positives, true_positives), axis=0)
            self._denominator = np.concatenate((self._denominator, denominator), axis=0)
        else:
            self._true_positives += true_positives
            self._denominator += denominator

    def eval(self, average=False):
        """Per-class values (an array), or their mean with ``average=True``."""
        if self._class_num == 0:
            raise RuntimeError(f"The '{self._name}' can not be calculated, because the number of samples is 0, "
                               f"please check whether your inputs (predicted value, true value) are empty, or has "
                               f"called update method before calling eval method.")
        check_average(average, self._name)
        result = self._true_positives / (self._denominator + self.eps)
        if average:
            if self._type == "multilabel":
                result = self._true_positives_average / (self._denominator_average + self.eps)
            return result.mean()
        return result


class Precision(_Counts):
    """Per-class precision: TP / (TP + FP)."""

    _name = "Precision"

    def _denominator_of(self, y_pred, y):
        return y_pred.sum(axis=0)


class Recall(_Counts):
    """Per-class recall: TP / (TP + FN)."""

    _name = "Recall"

    def _denominator_of(self, y_pred, y):
        return y.sum(axis=0)


class Fbeta(Metric):
    """Per-class F-beta score: (1 + b^2) TP / (b^2 (TP + FN) + TP + FP)."""

    def __init__(self, beta):
        super().__init__()
        self.eps = sys.float_info.min
        if not beta > 0:
            raise ValueError(f"For 'Fbeta', the argument 'beta' must be greater than 0, but got {beta}.")
        self.beta = beta
        self.clear()

    def clear(self):
        self._true_positives = 0
        self._actual_positives = 0
        self._positives = 0
        self._class_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        y_pred, y = self._input_pair("Fbeta", inputs)
        if y_pred.ndim == y.ndim and check_onehot_data(y):
            y = y.argmax(axis=1)
        self._track_class_num("Fbeta", y_pred)
        class_num = self._class_num
        if y.max() + 1 > class_num:
            raise ValueError(f"For 'Fbeta.update', predicted value(inputs[0]) and true value(inputs[1]) should "
                             f"contain same classes, but got predicted value contains {class_num} classes and true "
                             f"value contains {y.max() + 1} classes.")
        y = np.eye(class_num)[y.reshape(-1)]
        y_pred = np.eye(class_num)[y_pred.argmax(axis=1).reshape(-1)]
        self._true_positives += (y * y_pred).sum(axis=0)
        self._positives += y_pred.sum(axis=0)
        self._actual_positives += y.sum(axis=0)

    def eval(self, average=False):
        """Per-class scores (an array), or their mean with ``average=True``."""
        check_average(average, type(self).__name__)
        if self._class_num == 0:
            raise RuntimeError("The 'Fbeta' can not be calculated, because the number of samples is 0, please check "
                               "whether your inputs(predicted value, true value) are empty, or has called update "
                               "method before calling eval method.")
        b2 = self.beta ** 2
        fbeta = (1.0 + b2) * self._true_positives / (b2 * self._actual_positives + self._positives + self.eps)
        return fbeta.mean() if average else fbeta


class F1(Fbeta):
    """F1 score (Fbeta with beta = 1)."""

    def __init__(self):
        super().__init__(1.0)
