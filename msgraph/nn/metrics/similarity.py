"""``Dice``, ``Perplexity`` and ``CosineSimilarity``."""
from __future__ import annotations

import math

import numpy as np

from .metric import Metric, rearrange_inputs

__all__ = ["Dice", "Perplexity", "CosineSimilarity"]


class Dice(Metric):
    """Mean over ``update`` calls of 2|X.Y| / (|X|^2 + |Y|^2 + smooth), per sample count."""

    def __init__(self, smooth=1e-5):
        super().__init__()
        if isinstance(smooth, bool) or not isinstance(smooth, float):
            raise TypeError(f"For 'Dice', the type of 'smooth' should be float, but got {type(smooth).__name__}.")
        if smooth <= 0:
            raise ValueError(f"For 'Dice', 'smooth' must be a positive float, but got {smooth}.")
        self.smooth = smooth
        self.clear()

    def clear(self):
        self._dice_coeff_sum = 0
        self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        y_pred, y = self._input_pair("Dice", inputs)
        self._samples_num += y.shape[0]
        if y_pred.shape != y.shape:
            raise ValueError(f"For 'Dice.update', predicted value (input[0]) and true value (input[1]) should have "
                             f"same shape, but got predicted value shape: {y_pred.shape}, true value shape: "
                             f"{y.shape}.")
        p, t = y_pred.flatten(), y.flatten()
        intersection = np.dot(p, t)
        union = np.dot(p, p) + np.dot(t, t)
        # float(union) first: numpy 1 (MindSpore's) adds a Python float to a float32 scalar in float64
        self._dice_coeff_sum += 2 * float(intersection) / (float(union) + self.smooth)

    def eval(self):
        if self._samples_num == 0:
            raise RuntimeError("The 'Dice coefficient' can not be calculated, because the number of samples is 0, "
                               "please check whether your inputs(predicted value, true value) are empty, or has "
                               "called update method before calling eval method.")
        return self._dice_coeff_sum / float(self._samples_num)


class Perplexity(Metric):
    """exp(mean negative log-probability of the labels); ``ignore_label`` positions are skipped."""

    def __init__(self, ignore_label=None):
        super().__init__()
        if ignore_label is not None and (isinstance(ignore_label, bool) or not isinstance(ignore_label, int)):
            raise TypeError(f"For 'Perplexity', the type of 'ignore_label' should be int, "
                            f"but got {type(ignore_label).__name__}.")
        self.ignore_label = ignore_label
        self.clear()

    def clear(self):
        self._sum_metric = 0.0
        self._num_inst = 0

    @rearrange_inputs
    def update(self, *inputs):
        pred, label = self._input_pair("Perplexity", inputs, "(predicted value, label)")
        if label.size != pred.size / pred.shape[-1]:
            raise RuntimeError(f"For 'Perplexity.update', predicted value (input[0]) and label (input[1]) should have "
                               f"the same shape, but got predicted value shape {pred.shape}, label shape "
                               f"{label.shape}.")
        label = label.reshape((label.size,))
        rows = np.arange(label.shape[0])[:, None]
        picked = np.squeeze(pred[rows, np.expand_dims(label.astype(int), axis=1)])
        num = 0
        if self.ignore_label is not None:
            ignore = (label == self.ignore_label).astype(picked.dtype)
            num -= np.sum(ignore)
            picked = picked * (1 - ignore) + ignore
        # float(): MindSpore (numpy 1) turns each batch's float32 sum into a float64 and accumulates in float64;
        # numpy 2 would keep the running sum float32
        self._sum_metric -= float(np.sum(np.log(np.maximum(1e-10, picked))))
        self._num_inst += num + picked.size

    def eval(self):
        if self._num_inst == 0:
            raise RuntimeError("The 'Perplexity' can not be calculated, because the number of samples is 0, please "
                               "check whether the update method has been called before calling eval method.")
        return math.exp(self._sum_metric / self._num_inst)


class CosineSimilarity(Metric):
    """The rows' pairwise similarity matrix ('cosine' or 'dot'), reduced per row by 'none'/'sum'/'mean'."""

    def __init__(self, similarity="cosine", reduction="none", zero_diagonal=True):
        super().__init__()
        for name, value, allowed in (("similarity", similarity, ("dot", "cosine")),
                                     ("reduction", reduction, ("none", "sum", "mean"))):
            if not isinstance(value, str):
                raise TypeError(f"For 'CosineSimilarity', the type of '{name}' should be str, "
                                f"but got {type(value).__name__}.")
            if value not in allowed:
                raise ValueError(f"For 'CosineSimilarity', the '{name}' should be in {list(allowed)}, but got {value}.")
        if not isinstance(zero_diagonal, bool):
            raise TypeError(f"For 'CosineSimilarity', the type of 'zero_diagonal' should be bool, "
                            f"but got {type(zero_diagonal).__name__}.")
        self.similarity, self.reduction, self.zero_diagonal = similarity, reduction, zero_diagonal
        self.clear()

    def clear(self):
        self.sqr_mtx_res = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, inputs):
        data = self._convert_data(inputs)
        if self.similarity == "cosine":
            data = data / np.expand_dims(np.linalg.norm(data, ord=2, axis=1), 1)
        self.sqr_mtx_res = np.dot(data, data.transpose(1, 0))
        self._is_update = True

    def eval(self):
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        if self.zero_diagonal:
            np.fill_diagonal(self.sqr_mtx_res, 0)
        if self.reduction == "mean":
            self.sqr_mtx_res = np.mean(self.sqr_mtx_res, axis=-1)
        if self.reduction == "sum":
            self.sqr_mtx_res = np.sum(self.sqr_mtx_res, axis=-1)
        return self.sqr_mtx_res
