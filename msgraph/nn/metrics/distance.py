"""Surface-distance metrics of segmentations: ``HausdorffDistance``, ``MeanSurfaceDistance`` and
``RootMeanSquareDistance`` (h-ut4).

Each ``update(y_pred, y, label_idx)`` turns both inputs into masks of ``label_idx`` and keeps their edges (the
mask minus its binary erosion); ``eval`` measures, for each edge point of one mask, the distance to the nearest
edge point of the other (``scipy.ndimage``'s distance transforms: euclidean, chessboard or taxicab), as
MindSpore 2.10 does.  Quirk kept from MindSpore: a non-symmetric ``RootMeanSquareDistance`` returns the mean
*square* distance (the square root is taken only in the symmetric case).
"""
from __future__ import annotations

import numpy as np

from .metric import Metric, rearrange_inputs

__all__ = ["HausdorffDistance", "MeanSurfaceDistance", "RootMeanSquareDistance"]

_METRICS = ["euclidean", "chessboard", "taxicab"]


def _check_type(name, value, types):
    if isinstance(value, bool) and bool not in types or not isinstance(value, tuple(types)):
        names = [t.__name__ for t in types]
        raise TypeError(f"The type of '{name}' should be '{names[0]}', but got type '{type(value).__name__}'.")
    return value


def _check_metric(distance_metric):
    _check_type("distance_metric", distance_metric, [str])
    if distance_metric not in _METRICS:
        raise ValueError(f"The 'distance_metric' must be str and must be in '{_METRICS}', but got "
                         f"'{distance_metric}'.")
    return distance_metric


def _morphology():
    try:
        from scipy import ndimage   # optional dependency, used only by these metrics
    except ImportError:
        raise ImportError("HausdorffDistance, MeanSurfaceDistance and RootMeanSquareDistance need scipy's distance "
                          "transforms: pip install msgraph[special] (or scipy).") from None
    return ndimage


def _edges(mask):
    return _morphology().binary_erosion(mask) ^ mask


def _surface_distance(name, distance_metric, pred_edges, edges):
    """The distance of each edge point of ``pred_edges`` to the nearest point of ``edges`` (empty: no points)."""
    if not np.any(pred_edges):
        return np.array([])
    if not np.any(edges):
        dis = np.full(edges.shape, np.inf)
    elif distance_metric == "euclidean":
        dis = _morphology().distance_transform_edt(~edges)
    elif distance_metric in _METRICS[1:]:
        dis = _morphology().distance_transform_cdt(~edges, metric=distance_metric)
    else:
        raise ValueError(f"For '{name}', the distance_metric '{distance_metric}' is not supported.")
    return dis[pred_edges]


def _masks(metric, name, inputs, label_type_error=ValueError, count_text=" (predicted value, true value, label index)",
           count_end="", label_text="must be in", size_text=("must", "must", "")):
    """The (y_pred, y) masks of ``label_idx`` from ``update``'s three inputs, with MindSpore's checks."""
    if len(inputs) != 3:
        raise ValueError(f"For '{name}.update', it needs 3 inputs{count_text}, but got {len(inputs)}{count_end}")
    y_pred = metric._convert_data(inputs[0])
    y = metric._convert_data(inputs[1])
    label_idx = inputs[2]
    if not isinstance(label_idx, (int, float)):
        if label_type_error is TypeError:
            raise TypeError(f"For '{name}.update', the label index (input[2]) must be int or float, but got label "
                            f"index type: {type(label_idx)}.")
        raise ValueError(f"For '{name}.update', the label index (input[2]) must be int or float, but got "
                         f"{type(label_idx)}.")
    if label_idx not in y_pred and label_idx not in y:
        raise ValueError(f"For '{name}.update', the label index (input[2]) {label_text} predicted value (input[0]) or "
                         f"true value (input[1]), but {label_idx} is not.")
    if y_pred.size == 0 or y_pred.shape != y.shape:
        raise ValueError(f"For '{name}.update', the size of predicted value (input[0]) and true value (input[1]) "
                         f"{size_text[0]} be greater than 0, in addition to that, predicted value and true value "
                         f"{size_text[1]} have the same shape, but got predicted value size: {y_pred.size}, shape: "
                         f"{y_pred.shape}, true value size: {y.size}, shape: {y.shape}.{size_text[2]}")
    if y_pred.dtype != bool:
        y_pred = y_pred == label_idx
    if y.dtype != bool:
        y = y == label_idx
    return y_pred, y


class HausdorffDistance(Metric):
    """The (optionally percentile, directed) Hausdorff distance between the edges of two segmentations."""

    def __init__(self, distance_metric="euclidean", percentile=None, directed=False, crop=True):
        super().__init__()
        self.distance_metric = _check_metric(distance_metric)
        self.percentile = percentile if percentile is None else _check_type("percentile", percentile, [float])
        self.directed = directed if directed is None else _check_type("directed", directed, [bool])
        self.crop = crop if crop is None else _check_type("crop", crop, [bool])
        self.clear()

    def clear(self):
        self.y_pred_edges = 0
        self.y_edges = 0
        self._is_update = False

    @staticmethod
    def _bounding_box(data):
        data = np.any(data > 0, axis=0)
        nonzero = np.nonzero(data)
        start, end = [], []
        for i in range(data.ndim):
            if nonzero[i].size <= 0:
                raise ValueError(f"Did not find nonzero index at the spatial dim {i}")
            start.append(max(0, int(np.min(nonzero[i]))))
            end.append(min(data.shape[i], int(np.max(nonzero[i])) + 1))
        return start, end

    def _mask_edges(self, y_pred, y):
        if self.crop:
            if not np.any(y_pred | y):
                return np.zeros_like(y_pred), np.zeros_like(y)
            y_pred, y = np.expand_dims(y_pred, 0), np.expand_dims(y, 0)
            start, end = self._bounding_box(y_pred | y)
            start = np.maximum(np.asarray(start, np.int16), 0)
            end = np.maximum(np.asarray(end, np.int16), start)
            sd = min(len(start), len(end), len(y_pred.shape[1:]))
            slices = tuple([slice(None)] + [slice(s, e) for s, e in zip(start[:sd], end[:sd])])
            y_pred, y = np.squeeze(y_pred[slices]), np.squeeze(y[slices])
        return _edges(y_pred), _edges(y)

    def _percent_distance(self, pred_edges, edges):
        d = _surface_distance("HausdorffDistance", self.distance_metric, pred_edges, edges)
        if d.shape == (0,):
            return np.inf
        if not self.percentile:
            return d.max()
        if 0 <= self.percentile <= 100:
            return np.percentile(d, self.percentile)
        raise ValueError(f"For 'HausdorffDistance', the value of the argument 'percentile' must be [0, 100], but "
                         f"got {self.percentile}.")

    @rearrange_inputs
    def update(self, *inputs):
        self._is_update = True
        y_pred, y = _masks(self, "HausdorffDistance", inputs, count_text=" (predicted value, true value, label "
                           "index)", count_end=".", size_text=("must", "should", ""))
        self.y_pred_edges, self.y_edges = self._mask_edges(y_pred, y)

    def eval(self):
        if self._is_update is False:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        hd = self._percent_distance(self.y_pred_edges, self.y_edges)
        if self.directed:
            return hd
        return max(hd, self._percent_distance(self.y_edges, self.y_pred_edges))


class _SurfaceDistance(Metric):
    """The edges of the last ``update``; subclasses reduce the surface distances in ``_reduce``."""

    _NAME = ""

    def __init__(self, symmetric=False, distance_metric="euclidean"):
        super().__init__()
        self.distance_metric_list = list(_METRICS)
        self.distance_metric = _check_metric(distance_metric)
        self.symmetric = _check_type("symmetric", symmetric, [bool])
        self.clear()

    def clear(self):
        self._y_pred_edges = 0
        self._y_edges = 0
        self._is_update = False

    def _get_surface_distance(self, y_pred_edges, y_edges):
        return _surface_distance(self._NAME, self.distance_metric, y_pred_edges, y_edges)

    def _update_edges(self, y_pred, y):
        self._y_pred_edges = _edges(y_pred)
        self._y_edges = _edges(y)
        self._is_update = True

    def eval(self):
        if self._is_update is False:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        d = self._get_surface_distance(self._y_pred_edges, self._y_edges)
        if d.shape == (0,):
            return np.inf
        first = self._reduce(d)
        if not self.symmetric:
            return first
        d2 = self._get_surface_distance(self._y_edges, self._y_pred_edges)
        if d2.shape == (0,):
            return np.inf
        return self._combine(first, self._reduce(d2))


class MeanSurfaceDistance(_SurfaceDistance):
    """The mean distance from the predicted edge to the true edge (symmetric: the mean of both directions)."""

    _NAME = "MeanSurfaceDistance"

    @staticmethod
    def _reduce(d):
        return d.mean()

    @staticmethod
    def _combine(a, b):
        return np.mean((a, b))

    @rearrange_inputs
    def update(self, *inputs):
        self._update_edges(*_masks(self, self._NAME, inputs))


class RootMeanSquareDistance(_SurfaceDistance):
    """The root-mean-square surface distance (symmetric); the mean square one when not symmetric (MindSpore's)."""

    _NAME = "RootMeanSquareDistance"

    @staticmethod
    def _reduce(d):
        return (d ** 2).mean()

    @staticmethod
    def _combine(a, b):
        return np.sqrt(np.mean((a, b)))

    @rearrange_inputs
    def update(self, *inputs):
        self._update_edges(*_masks(self, self._NAME, inputs, label_type_error=TypeError,
                                   count_text="(predicted value, true value, label index)", count_end=".",
                                   label_text="should be in", size_text=("should", "should", " ")))
