"""``Loss`` (mean of the eval network's loss output), ``MAE`` and ``MSE``."""
from __future__ import annotations

import numpy as np

from .metric import Metric, legacy_scalar, rearrange_inputs

__all__ = ["Loss", "MAE", "MSE"]


class Loss(Metric):
    """Mean over batches of each batch's (mean) loss."""

    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self._sum_loss = 0
        self._total_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 1:
            raise ValueError(f"For 'Loss.update', it needs 1 input (loss), but got {len(inputs)}")
        loss = self._convert_data(inputs[0])
        if loss.ndim == 0:
            loss = loss.reshape(1)
        if loss.ndim != 1:
            raise ValueError(f"For 'Loss.update', the dimension of your input (loss) must be 1, but got {loss.ndim}.")
        self._sum_loss += legacy_scalar(loss.mean(-1))
        self._total_num += 1

    def eval(self):
        if self._total_num == 0:
            raise RuntimeError("The 'Loss' can not be calculated, because the number of samples is 0, please check "
                               "whether has called update method before calling eval method.")
        return self._sum_loss / self._total_num


class _SampleError(Metric):
    """Sum of an elementwise error over all elements, divided by the number of samples (rows)."""

    _name = ""

    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self._error_sum = 0
        self._samples_num = 0

    @staticmethod
    def _error(diff):
        raise NotImplementedError

    @rearrange_inputs
    def update(self, *inputs):
        y_pred, y = self._input_pair(self._name, inputs)
        self._error_sum += legacy_scalar(self._error(y.reshape(y_pred.shape) - y_pred).sum())
        self._samples_num += y.shape[0]

    def eval(self):
        if self._samples_num == 0:
            raise RuntimeError(f"The '{self._name}' can not be calculated, because the number of samples is 0, please "
                               f"check whether your inputs(predicted value, true value) are empty, or has called "
                               f"update method before calling eval method.")
        return self._error_sum / self._samples_num


class MAE(_SampleError):
    """Mean absolute error: sum |y - y_pred| / number of samples."""

    _name = "MAE"

    @staticmethod
    def _error(diff):
        return np.abs(diff)


class MSE(_SampleError):
    """Mean squared error: sum (y - y_pred)^2 / number of samples."""

    _name = "MSE"

    @staticmethod
    def _error(diff):
        return np.power(diff, 2)
