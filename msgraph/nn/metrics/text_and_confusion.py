"""``ConfusionMatrix`` (counts of label/prediction pairs) and ``BleuScore`` (machine translation)."""
from __future__ import annotations

from collections import Counter

import numpy as np

from .metric import Metric, rearrange_inputs

__all__ = ["ConfusionMatrix", "BleuScore"]


class ConfusionMatrix(Metric):
    """``num_classes`` x ``num_classes`` counts (row: label, column: prediction), optionally
    normalized per label row ('target'), per prediction column ('prediction') or overall ('all').
    Float predictions of the labels' shape are thresholded at ``threshold``."""

    def __init__(self, num_classes, normalize="no_norm", threshold=0.5):
        super().__init__()
        if isinstance(num_classes, bool) or not isinstance(num_classes, int):
            raise TypeError(f"For 'ConfusionMatrix', the type of 'num_classes' should be int, "
                            f"but got {type(num_classes).__name__}.")
        if normalize not in ("target", "prediction", "all", "no_norm"):
            raise ValueError(f"For 'ConfusionMatrix', the argument 'normalize' must be in ['all', 'prediction', "
                             f"'label', 'no_norm'(None)], but got {normalize}.")
        if not isinstance(threshold, float):
            raise TypeError(f"For 'ConfusionMatrix', the type of 'threshold' should be float, "
                            f"but got {type(threshold).__name__}.")
        self.num_classes, self.normalize, self.threshold = num_classes, normalize, threshold
        self.clear()

    def clear(self):
        self.confusion_matrix = np.zeros((self.num_classes, self.num_classes))
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        y_pred, y = self._input_pair("ConfusionMatrix", inputs)
        if not (y_pred.ndim == y.ndim or y_pred.ndim == y.ndim + 1):
            raise ValueError(f"For 'ConfusionMatrix.update', predicted value (input[0]) and true value (input[1]) "
                             f"should have same dimensions, or the dimension of predicted value equals the dimension "
                             f"of true value add 1, but got predicted value ndim: {y_pred.ndim}, true value ndim: "
                             f"{y.ndim}.")
        if y_pred.ndim == y.ndim + 1:
            y_pred = np.argmax(y_pred, axis=1)
        if y_pred.ndim == y.ndim and y_pred.dtype in (np.float16, np.float32, np.float64):
            y_pred = (y_pred >= self.threshold).astype(int)
        index = (y.reshape(-1) * self.num_classes + y_pred.reshape(-1)).astype(int)
        counts = np.bincount(index, minlength=self.num_classes ** 2)
        self.confusion_matrix += counts.reshape(self.num_classes, self.num_classes)
        self._is_update = True

    def eval(self):
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        matrix = self.confusion_matrix.astype(float)
        if self.normalize == "no_norm":
            return matrix
        with np.errstate(invalid="ignore", divide="ignore"):
            if self.normalize == "target":
                matrix = matrix / matrix.sum(axis=1, keepdims=True)
            elif self.normalize == "prediction":
                matrix = matrix / matrix.sum(axis=0, keepdims=True)
            else:
                matrix = matrix / matrix.sum()
        matrix[np.isnan(matrix)] = 0
        return matrix


class BleuScore(Metric):
    """Corpus BLEU over ``update(candidates, references)`` calls (n-grams up to ``n_gram``)."""

    def __init__(self, n_gram=4, smooth=False):
        super().__init__()
        if isinstance(n_gram, bool) or not isinstance(n_gram, int):
            raise TypeError(f"For 'BleuScore', the type of 'n_gram' should be int, but got {type(n_gram).__name__}.")
        if n_gram > 4 or n_gram < 1:
            raise ValueError(f"For 'BleuScore', the argument 'n_gram' should range from 1 to 4, but got {n_gram}.")
        if not isinstance(smooth, bool):
            raise TypeError(f"For 'BleuScore', the type of 'smooth' should be bool, but got {type(smooth).__name__}.")
        self.n_gram, self.smooth = n_gram, smooth
        self.clear()

    def clear(self):
        self._numerator = np.zeros(self.n_gram)
        self._denominator = np.zeros(self.n_gram)
        self._precision_scores = np.zeros(self.n_gram)
        self._c = 0.0
        self._r = 0.0
        self._trans_len = 0
        self._ref_len = 0
        self._is_update = False

    @staticmethod
    def _count_ngram(words, n_gram):
        counter = Counter()
        for i in range(1, n_gram + 1):
            for j in range(len(words) - i + 1):
                counter[tuple(words[j:i + j])] += 1
        return counter

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 2:
            raise ValueError(f"For 'BleuScore.update', it needs 2 inputs (candidate_corpus, reference_corpus), "
                             f"but got {len(inputs)}.")
        candidates, references_corpus = inputs
        if len(candidates) != len(references_corpus):
            raise ValueError(f"For 'BleuScore.update', 'translate_corpus' (inputs[0]) and 'reference_corpus' "
                             f"(inputs[1]) should be equal in length, but got {len(candidates)}, "
                             f"{len(references_corpus)}")
        for candidate, references in zip(candidates, references_corpus):
            self._c += len(candidate)
            ref_lens = [len(ref) for ref in references]
            diffs = [abs(len(candidate) - n) for n in ref_lens]
            self._r += ref_lens[diffs.index(min(diffs))]
            translation = self._count_ngram(candidate, self.n_gram)
            reference = Counter()
            for ref in references:
                reference |= self._count_ngram(ref, self.n_gram)
            clipped = translation & reference
            for gram in clipped:
                self._numerator[len(gram) - 1] += clipped[gram]
            for gram in translation:
                self._denominator[len(gram) - 1] += translation[gram]
        self._trans_len = np.array(self._c)
        self._ref_len = np.array(self._r)
        self._is_update = True

    def eval(self):
        if self._is_update is False:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        if min(self._numerator) == 0.0:
            return np.array(0.0)
        if self.smooth:
            precision = np.add(self._numerator, np.ones(self.n_gram)) / np.add(self._denominator, np.ones(self.n_gram))
        else:
            precision = self._numerator / self._denominator
        log_precision = np.array([1.0 / self.n_gram] * self.n_gram) * np.log(precision)
        geometric_mean = np.exp(np.sum(log_precision))
        brevity = np.array(1.0) if self._c > self._r else np.exp(1 - self._ref_len / self._trans_len)
        return brevity * geometric_mean
