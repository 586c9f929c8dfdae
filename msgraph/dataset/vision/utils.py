"""Enums of ``ds.vision`` (MindSpore's names and values)."""
from __future__ import annotations

from enum import Enum, IntEnum
from typing import Any, Optional, Tuple

import numpy as np


class Inter(IntEnum):
    """Interpolation modes (msgraph computes NEAREST, BILINEAR, BICUBIC and PILCUBIC (Pillow's bicubic); AREA and
    ANTIALIAS fall back to BILINEAR on numpy images)."""

    NEAREST = 0
    ANTIALIAS = 1
    BILINEAR = 2
    LINEAR = 2
    BICUBIC = 3
    CUBIC = 3
    AREA = 4
    PILCUBIC = 5


class Border(str, Enum):
    """Padding modes (numpy.pad's names)."""

    CONSTANT = "constant"
    EDGE = "edge"
    REFLECT = "reflect"
    SYMMETRIC = "symmetric"


class ImageBatchFormat(IntEnum):
    NHWC = 0
    NCHW = 1


class SliceMode(IntEnum):
    PAD = 0
    DROP = 1


class ImageReadMode(IntEnum):
    UNCHANGED = 0
    GRAYSCALE = 1
    COLOR = 2


def _image_dims(image: Any, op: str) -> Tuple[Tuple[int, ...], Optional[int]]:
    """(the array's shape, None) of a numpy image, ((height, width), channels) of a PIL one; MindSpore's
    TypeError for anything else (lists and Tensors included), RuntimeError below two dimensions."""
    try:
        from PIL import Image
    except ImportError:     # Pillow is optional: then only numpy images exist
        Image = None
    if Image is not None and isinstance(image, Image.Image):
        return (image.size[1], image.size[0]), len(image.getbands())
    if not isinstance(image, np.ndarray):
        raise TypeError("Input image is not of type <class 'numpy.ndarray'> or <class 'PIL.Image.Image'>, but got: "
                        f"{type(image)}.")
    if image.ndim < 2:
        from ..core.pipeline import PipelineError

        raise PipelineError(f"{op}: invalid parameter, image should have at least two dimensions, but got: {image.ndim}")
    return image.shape, None


def get_image_num_channels(image: Any) -> int:
    """Channels of an image: 1 for a 2-D array, else its last dimension (a PIL image's band count)."""
    shape, channels = _image_dims(image, "GetImageNumChannels")
    if channels is not None:
        return channels
    return 1 if len(shape) == 2 else int(shape[-1])


def get_image_size(image: Any) -> list:
    """``[height, width]`` of an image: a 2-D array's shape, else the two dimensions before the last (an
    <..., H, W, C> array)."""
    shape, _ = _image_dims(image, "GetImageSize")
    return [int(shape[0]), int(shape[1])] if len(shape) == 2 else [int(shape[-3]), int(shape[-2])]


def __getattr__(name: str):
    """``vision.utils.write_file`` (defined with the transforms)."""
    if name == "write_file":
        from .misc import write_file
        return write_file
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


from .extra_enums import (  # noqa: F401,E402
    AFFINE, ANTIALIAS, CUBIC, FLIP_LEFT_RIGHT, FLIP_TOP_BOTTOM, LINEAR, NEAREST, PERSPECTIVE, AutoAugmentPolicy,
    ConvertMode,
)
