"""``ds.vision`` SlicePatches, Solarize, TenCrop and ``write_file``, with MindSpore 2.10's checks, dtypes and
errors."""
from __future__ import annotations

import numbers
import os
from typing import Any, List, Sequence, Tuple

import numpy as np

from ..core.pipeline import PipelineError
from ..transforms.transforms import PyTensorOperation
from .transforms import ImageTensorOperation
from .utils import SliceMode

_INT32_MAX = 2147483647


def _int_arg(name: str, value: Any, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"Argument {name} with value {value} is not of type [<class 'int'>], but got {type(value)}.")
    if not lo <= value <= hi:
        raise ValueError(f"Input {name} is not within the required interval of [{lo}, {hi}].")
    return value


class SlicePatches(ImageTensorOperation):
    """An image ``<H, W, ...>`` cut into ``num_height x num_width`` patches (row by row); ``PAD`` pads the
    bottom/right edge with ``fill_value`` to whole patches, ``DROP`` drops the remainder."""

    def __init__(self, num_height: int = 1, num_width: int = 1, slice_mode: SliceMode = SliceMode.PAD,
                 fill_value: int = 0) -> None:
        _int_arg("num_height", num_height, 1, _INT32_MAX)
        _int_arg("num_width", num_width, 1, _INT32_MAX)
        if not isinstance(slice_mode, SliceMode):
            raise TypeError(f"Argument slice_mode with value {slice_mode} is not of type [<enum 'SliceMode'>], but "
                            f"got {type(slice_mode)}.")
        _int_arg("fill_value", fill_value, 0, 255)
        self.num_height, self.num_width, self.slice_mode, self.fill_value = (num_height, num_width, slice_mode,
                                                                              fill_value)

    def _apply(self, img: np.ndarray) -> Any:
        if img.ndim < 2:
            raise PipelineError(f"Rank of input data should be greater than 2, but got:{img.ndim}")
        h, w = img.shape[:2]
        for axis, n, size in (("height", self.num_height, h), ("width", self.num_width, w)):
            if n > size:
                raise PipelineError(f"SlicePatches: The number of patches on {axis} axis equals 0 or is greater "
                                    f"than {axis}, got number of patches:{n}")
        if self.num_height == 1 and self.num_width == 1:
            return img
        if img.dtype == np.bool_:        # MindSpore's patches of a bool image are uint8
            img = img.astype(np.uint8)
        if self.slice_mode == SliceMode.PAD:
            ph, pw = -(-h // self.num_height), -(-w // self.num_width)
            pads = [(0, ph * self.num_height - h), (0, pw * self.num_width - w)] + [(0, 0)] * (img.ndim - 2)
            work = np.pad(img, pads, constant_values=self.fill_value)
        else:
            ph, pw = h // self.num_height, w // self.num_width
            work = img
        return tuple(np.ascontiguousarray(work[i * ph:(i + 1) * ph, j * pw:(j + 1) * pw])
                     for i in range(self.num_height) for j in range(self.num_width))


_SOLARIZE_TYPES = (np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.float32, np.float64)


def _threshold_item(name: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"Argument {name} with value {value} is not of type [<class 'float'>, <class 'int'>], but "
                        f"got {type(value)}.")
    if not 0 <= value <= 255:
        raise ValueError(f"Input {name} is not within the required interval of [0, 255].")
    return value


class Solarize(ImageTensorOperation):
    """Pixels at or above ``threshold`` (or within ``(min, max)``) become ``255 - value`` (saturated to the
    image's dtype)."""

    def __init__(self, threshold: Any) -> None:
        if isinstance(threshold, bool) or not isinstance(threshold, (float, int, list, tuple)):
            raise TypeError(f"Argument threshold with value {threshold} is not of type [<class 'float'>, "
                            f"<class 'int'>, <class 'list'>, <class 'tuple'>], but got {type(threshold)}.")
        if isinstance(threshold, (int, float)):
            threshold = [threshold]
        if len(threshold) not in (1, 2):
            raise TypeError("threshold must be a single number or sequence of two numbers.")
        if isinstance(threshold, tuple) and len(threshold) == 1:
            raise TypeError("threshold must be a single number or sequence of two numbers.")
        for i, t in enumerate(threshold):
            _threshold_item(f"threshold[{i}]", t)
        if len(threshold) == 2 and threshold[0] > threshold[1]:
            raise ValueError("threshold must be in order of (min, max).")
        self.threshold = list(threshold)

    def _apply(self, img: np.ndarray) -> np.ndarray:
        if img.ndim not in (2, 3):
            raise PipelineError("Solarize: the dimension of image tensor does not match the requirement of operator. "
                                "Expecting tensor in dimension of (2, 3), in shape of <H, W> or <H, W, C>. But got "
                                f"dimension {img.ndim}." + (" You may need to perform Decode first." if img.ndim < 2 else ""))
        if img.ndim == 3 and img.shape[-1] not in (1, 3):
            raise PipelineError("Solarize: the channel of image tensor does not match the requirement of operator. "
                                f"Expecting tensor in channel of (1, 3). But got channel {img.shape[-1]}.")
        if img.dtype.type not in _SOLARIZE_TYPES:
            raise PipelineError("Solarize: the data type of image tensor does not match the requirement of operator. "
                                "Expecting tensor in type of (bool, int8, uint8, int16, uint16, int32, float32, "
                                f"float64). But got type {img.dtype.name}.")
        lo = self.threshold[0]
        # (t, t) means 'at or above t', as a single threshold does in MindSpore's kernel
        hi = self.threshold[1] if len(self.threshold) == 2 and self.threshold[1] != lo else np.inf
        work = img.astype(np.float64)
        out = np.where((work >= lo) & (work <= hi), 255.0 - work, work)
        if img.dtype.kind in "iub":
            if img.dtype.kind == "b":
                return out != 0
            info = np.iinfo(img.dtype)
            return np.clip(out, info.min, info.max).astype(img.dtype)
        return out.astype(img.dtype)


def _size2(size: Any) -> Tuple[int, int]:
    if isinstance(size, numbers.Integral) and not isinstance(size, bool):
        if not 1 <= size <= 16777216:
            raise ValueError("Input is not within the required interval of [1, 16777216].")
        return int(size), int(size)
    if isinstance(size, (list, tuple)) and len(size) == 2:
        for s in size:
            if isinstance(s, bool) or not isinstance(s, numbers.Integral):
                raise TypeError(f"Argument size with value {s} is not of type [<class 'int'>], but got {type(s)}.")
            if not 1 <= s <= 16777216:
                raise ValueError("Input is not within the required interval of [1, 16777216].")
        return int(size[0]), int(size[1])
    raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")


def _five_crop(img: Any, h: int, w: int) -> List[Any]:
    width, height = img.size
    if h > height or w > width:
        raise ValueError(f"Crop size {(h, w)} is larger than input image size {(height, width)}.")
    left, top = int(round((width - w) / 2.0)), int(round((height - h) / 2.0))
    return [img.crop((0, 0, w, h)), img.crop((width - w, 0, width, h)), img.crop((0, height - h, w, height)),
            img.crop((width - w, height - h, width, height)), img.crop((left, top, left + w, top + h))]


class TenCrop(PyTensorOperation):
    """The four corner and centre crops of a PIL image, then those of its flipped copy (left-right, or
    top-bottom with ``use_vertical_flip``)."""

    _python_only = True

    def __init__(self, size: Any, use_vertical_flip: bool = False) -> None:
        self.size = _size2(size)
        if not isinstance(use_vertical_flip, bool):
            raise TypeError(f"Argument use_vertical_flip with value {use_vertical_flip} is not of type "
                            f"[<class 'bool'>], but got {type(use_vertical_flip)}.")
        self.use_vertical_flip = use_vertical_flip

    def __call__(self, img: Any) -> Any:
        from PIL import Image

        if not isinstance(img, Image.Image):
            raise TypeError(f"img should be PIL image. Got {type(img)}. Use Decode() for encoded data or ToPIL() "
                            "for decoded data.")
        h, w = self.size
        flipped = img.transpose(Image.FLIP_TOP_BOTTOM if self.use_vertical_flip else Image.FLIP_LEFT_RIGHT)
        return tuple(_five_crop(img, h, w) + _five_crop(flipped, h, w))


def write_file(filename: str, data: Any) -> None:
    """Write a 1-D uint8 array (or Tensor) to ``filename`` as raw bytes."""
    if not isinstance(filename, str):
        raise TypeError(f"Input filename is not of type {str}, but got: {type(filename)}.")
    if hasattr(data, "asnumpy") and not isinstance(data, np.ndarray):
        data = data.asnumpy()
    if not isinstance(data, np.ndarray):
        from ...common.tensor import Tensor

        raise TypeError(f"Input data is not of type {np.ndarray} or {Tensor}, but got: {type(data)}.")
    if os.path.isdir(filename):
        raise PipelineError(f"WriteFile: Invalid file path, {filename} is not a regular file.")
    if data.dtype != np.uint8:
        raise PipelineError(f"WriteFile: The type of the elements of data should be UINT8, but got {data.dtype.name}.")
    if data.ndim != 1:
        raise PipelineError("WriteFile: The data has invalid dimensions. It should have only one dimension, but got "
                            f"{data.ndim} dimensions.")
    try:
        with open(filename, "wb") as f:
            f.write(data.tobytes())
    except OSError as exc:
        raise PipelineError(exc.strerror or str(exc)) from None


__all__ = ["SlicePatches", "Solarize", "TenCrop", "write_file"]
