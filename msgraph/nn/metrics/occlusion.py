"""``OcclusionSensitivity`` (h-ut6): how much a model's score for a label drops when a cube of ``2*margin`` pixels
around each position of the image is set to ``pad_val`` -- MindSpore 2.10's algorithm: the occluded images are
run through the model ``n_batch`` at a time, the map is ``baseline - score`` per position (optionally inside a
bounding box ``b_box``)."""
from __future__ import annotations

import numpy as np

from ...common.tensor import Tensor
from ..cell import Cell
from .metric import Metric, rearrange_inputs

__all__ = ["OcclusionSensitivity"]


def _check_type(name, value, types):
    if isinstance(value, bool) and bool not in types or not isinstance(value, tuple(types)):
        names = [t.__name__ for t in types]
        shown = f"one of '{names}'" if len(names) > 1 else f"'{names[0]}'"
        raise TypeError(f"The type of '{name}' should be {shown}, but got type '{type(value).__name__}'.")
    return round(value, 6) if isinstance(value, float) and float not in types else value


def _bounding_box(b_box, im_shape):
    """The (min, max) corners of ``b_box`` ([min1, max1, min2, max2, ...]; negative max: to the image's end)."""
    if b_box is None:
        return None, None
    if len(b_box) != 2 * len(im_shape):
        raise ValueError(f"For 'OcclusionSensitivity', the bounding box must contain upper and lower for "
                         f"all dimensions (except batch number), and the length of 'b_box' must be twice "
                         f"as long as predicted value's (except batch number), but got 'b_box' length "
                         f"{len(b_box)}, predicted value length (except batch number) {len(im_shape)}.")
    b_box_min = np.array(b_box[::2])
    b_box_max = np.array(b_box[1::2])
    b_box_min[b_box_min < 0] = 0
    b_box_max[b_box_max < 0] = im_shape[b_box_max < 0] - 1
    if np.any(b_box_max >= im_shape):
        raise ValueError("For 'OcclusionSensitivity', maximum bounding box must be smaller than image size "
                         "for all values.")
    if np.any(b_box_min > b_box_max):
        raise ValueError("For 'OcclusionSensitivity', minimum bounding box must be smaller than maximum "
                         "bounding box for all values.")
    return b_box_min, b_box_max


def _append_scores(model, batch_images, batch_ids, sensitivity_im):
    """The model's scores of the labels ``batch_ids`` on ``batch_images``, stacked under ``sensitivity_im``."""
    batch_ids = np.expand_dims(batch_ids, 1)
    out = model(Tensor(np.vstack(batch_images))).asnumpy()
    scores = out[np.arange(batch_ids.shape[0])[:, None], batch_ids]
    return np.vstack(scores) if sensitivity_im.size == 0 else np.vstack((sensitivity_im, scores))


class OcclusionSensitivity(Metric):
    """The occlusion sensitivity map of ``update(model, image, label)``."""

    def __init__(self, pad_val=0.0, margin=2, n_batch=128, b_box=None):
        super().__init__()
        self.pad_val = _check_type("pad_val", pad_val, [float])
        self.margin = _check_type("margin", margin, [int, list])
        self.n_batch = _check_type("n_batch", n_batch, [int])
        self.b_box = b_box if b_box is None else _check_type("b_box", b_box, [list])
        self.clear()

    def clear(self):
        """Clears the internal evaluation result."""
        self._baseline = 0
        self._sensitivity_im = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        """``inputs``: the model (a Cell), one image batch of size 1, and the label whose score is tracked."""
        if len(inputs) != 3:
            raise ValueError("For 'OcclusionSensitivity.update', it needs 3 inputs (classification model, "
                             "predicted value, label), but got {}.".format(len(inputs)))
        model = inputs[0]
        y_pred = self._convert_data(inputs[1])
        label = self._convert_data(inputs[2])
        model = _check_type("model", model, [Cell])
        if y_pred.shape[0] > 1:
            raise RuntimeError(f"For 'OcclusionSensitivity.update', the shape at index 0 of the predicted value "
                               f"(input[1]) must be 1, but got {y_pred.shape[0]}.")
        if np.prod(label.shape) != y_pred.shape[0]:
            raise RuntimeError(f"For 'OcclusionSensitivity.update', the number of the label (input[2]) must be "
                               f"same as the batches, but got the label number {np.prod(label.shape)}, "
                               f"and batches {y_pred.shape[0]}.")
        y_pred_shape = np.array(y_pred.shape[1:])
        b_box_min, b_box_max = _bounding_box(self.b_box, y_pred_shape)
        self._baseline = model(Tensor(y_pred)).asnumpy()[0, label].item()
        batch_images, batch_ids = [], []
        sensitivity_im = np.empty(0, dtype=float)
        output_im_shape = y_pred_shape if self.b_box is None else b_box_max - b_box_min + 1
        num_required_predictions = np.prod(output_im_shape)
        for i in range(num_required_predictions):
            idx = np.unravel_index(i, output_im_shape)
            if b_box_min is not None:
                idx += b_box_min
            min_idx = [max(0, k - self.margin) for k in idx]
            max_idx = [min(j, k + self.margin) for k, j in zip(idx, y_pred_shape)]
            occluded = y_pred.copy()
            occluded[(...,) + tuple(slice(k, j) for k, j in zip(min_idx, max_idx))] = self.pad_val
            batch_images.append(occluded)
            batch_ids.append(label)
            if len(batch_images) == self.n_batch or i == num_required_predictions - 1:
                sensitivity_im = _append_scores(model, batch_images, batch_ids, sensitivity_im)
                batch_images, batch_ids = [], []
        self._sensitivity_im = sensitivity_im.reshape(output_im_shape)
        self._is_update = True

    def eval(self):
        """``baseline - score`` at each occluded position (an ndarray of the image's or the box's shape)."""
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        return self._baseline - np.squeeze(self._sensitivity_im)
