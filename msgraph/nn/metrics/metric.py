"""``Metric``: the base of evaluation metrics (clear / update / eval), numpy on the host.

Metrics accumulate over batches on the host, as in MindSpore: ``update(*inputs)`` takes Tensors,
numpy arrays or lists, ``eval()`` returns a Python/numpy number or array, ``clear()`` resets.
``metric(*inputs)`` is clear + update + eval.  ``set_indexes([i, j])`` with the
``@rearrange_inputs`` decorator on ``update`` picks which of Model's eval outputs a metric sees.
"""
from __future__ import annotations

import functools
from abc import ABCMeta, abstractmethod

import numpy as np

from ...common.tensor import Tensor

__all__ = ["Metric", "EvaluationBase", "rearrange_inputs"]

EVAL_TYPES = {"classification", "multilabel"}


def rearrange_inputs(func):
    """Decorate ``update``: when ``set_indexes`` was called, pass ``inputs[i]`` for i in the indexes."""

    @functools.wraps(func)
    def wrapper(self, *inputs):
        indexes = self.indexes
        inputs = inputs if not indexes else [inputs[i] for i in indexes]
        return func(self, *inputs)

    return wrapper


class Metric(metaclass=ABCMeta):
    """Base class: subclasses define ``clear``, ``update(*inputs)`` and ``eval``."""

    def __init__(self):
        self._indexes = None

    def _convert_data(self, data):
        """A Tensor, list or ndarray as a numpy array (TypeError for anything else)."""
        if isinstance(data, Tensor):
            return data.asnumpy()
        if isinstance(data, list):
            return np.array(data)
        if isinstance(data, np.ndarray):
            return data
        raise TypeError(f"For 'Metric' and its derived classes, the input data type must be tensor, list or "
                        f"numpy.ndarray, but got {type(data)}.")

    def _input_pair(self, name, inputs, what="(predicted value, true value)", end="."):
        """The two ``inputs`` of ``name.update`` as numpy arrays (ValueError naming ``what`` for another count)."""
        if len(inputs) != 2:
            raise ValueError(f"For '{name}.update', it needs 2 inputs {what}, but got {len(inputs)}{end}")
        return self._convert_data(inputs[0]), self._convert_data(inputs[1])

    def _track_class_num(self, name, y_pred):
        """The class count of the first update's predictions; a later update with another count is an error."""
        if self._class_num == 0:
            self._class_num = y_pred.shape[1]
        elif y_pred.shape[1] != self._class_num:
            raise ValueError(f"For '{name}.update', class number not match, last input predicted data contain "
                             f"{self._class_num} classes, but current predicted data contain {y_pred.shape[1]} "
                             f"classes, please check your predicted value(inputs[0]).")

    @property
    def indexes(self):
        """The indexes given to :meth:`set_indexes` (None: all inputs in order)."""
        return getattr(self, "_indexes", None)

    def set_indexes(self, indexes):
        """Use ``inputs[i] for i in indexes`` in ``update`` (with ``@rearrange_inputs``); returns self."""
        if not isinstance(indexes, list) or not all(isinstance(i, int) for i in indexes):
            raise ValueError("For 'set_indexes', the argument 'indexes' must be a list and all its elements must "
                             "be int, please check whether it is correct.")
        self._indexes = indexes
        return self

    def __call__(self, *inputs):
        self.clear()
        self.update(*inputs)
        return self.eval()

    @abstractmethod
    def clear(self):
        """Reset the accumulated state."""
        raise NotImplementedError("Must define clear function to use this base class")

    @abstractmethod
    def eval(self):
        """The metric over everything given to ``update`` since the last ``clear``."""
        raise NotImplementedError("Must define eval function to use this base class")

    @abstractmethod
    def update(self, *inputs):
        """Accumulate one batch."""
        raise NotImplementedError("Must define update function to use this base class")


class EvaluationBase(Metric):
    """A metric on (prediction, label) pairs of ``eval_type`` 'classification' or 'multilabel'."""

    def __init__(self, eval_type):
        super().__init__()
        if eval_type not in EVAL_TYPES:
            raise TypeError(f"The argument 'eval_type' must be in {EVAL_TYPES}, but got {eval_type}")
        self._type = eval_type

    def _check_shape(self, y_pred, y):
        if self._type == "classification":
            if y_pred.ndim != y.ndim + 1:
                raise ValueError(f"In classification case, the dimension of y_pred (predicted value) should equal to "
                                 f"the dimension of y (true value) add 1, but got y_pred dimension: {y_pred.ndim} and "
                                 f"y dimension: {y.ndim}.")
            if y.shape != (y_pred.shape[0],) + y_pred.shape[2:]:
                raise ValueError(f"In classification case, y_pred (predicted value) shape and y (true value) shape "
                                 f"can not match, y shape should be equal to y_pred shape that the value at index 1 "
                                 f"is deleted. Such as y_pred shape (1, 2, 3), then y shape should be (1, 3). But got "
                                 f"y_pred shape {y_pred.shape} and y shape {y.shape}")
        else:
            if y_pred.ndim != y.ndim:
                raise ValueError(f"In {self._type} case, the dimension of y_pred (predicted value) should equal to "
                                 f"the dimension of y (true value), but got y_pred dimension: {y_pred.ndim} and y "
                                 f"dimension: {y.ndim}.")
            if y_pred.shape != y.shape:
                raise ValueError(f"In {self._type} case, the shape of y_pred (predicted value) should equal to the "
                                 f"shape of y (true value), but got y_pred shape: {y_pred.shape} and y shape: "
                                 f"{y.shape}.")

    def _classified_pair(self, name, inputs, end="."):
        """``(y_pred, y)`` of ``name.update`` checked: one-hot labels become class indices (classification),
        shapes and 0/1 values (multilabel) match, and the class count stays that of the first update."""
        y_pred, y = self._input_pair(name, inputs, end=end)
        if self._type == "classification" and y_pred.ndim == y.ndim and check_onehot_data(y):
            y = y.argmax(axis=1)
        self._check_shape(y_pred, y)
        self._check_value(y_pred, y)
        self._track_class_num(name, y_pred)
        return y_pred, y

    def _check_value(self, y_pred, y):
        if self._type != "classification" and not (np.equal(y_pred ** 2, y_pred).all() and np.equal(y ** 2, y).all()):
            raise ValueError("In multilabel case, all elements in y_pred (predicted value) and y (true value) should "
                             "be 0 or 1.Please check whether your inputs y_pred and y are correct.")

    def clear(self):
        raise NotImplementedError

    def update(self, *inputs):
        raise NotImplementedError

    def eval(self):
        raise NotImplementedError


def check_onehot_data(data) -> bool:
    """True when ``data`` is one-hot along axis 1."""
    if data.ndim > 1 and np.equal(data ** 2, data).all():
        shp = (data.shape[0],) + data.shape[2:]
        if np.equal(np.ones(shp), data.sum(axis=1)).all():
            return True
    return False


def legacy_scalar(value):
    """A float32/float16 numpy scalar as float64: MindSpore's metrics (written for numpy 1.x) add such scalars to
    Python numbers (``0 + x``, ``direction * area``), which numpy 1's promotion made float64, so their results are
    float64; numpy 2 would keep float32."""
    if isinstance(value, np.floating) and value.dtype.itemsize < 8:
        return np.float64(value)
    return value


def check_average(average, cls_name: str) -> None:
    if not isinstance(average, bool):
        raise TypeError(f"For '{cls_name}', the type of 'average' should be bool, but got {type(average).__name__}.")
