"""Enums of ``ds.vision`` (MindSpore's names and values)."""
from __future__ import annotations

from enum import Enum, IntEnum

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


def get_image_num_channels(image: np.ndarray) -> int:
    """Channels of an HWC image (1 for a 2-D image)."""
    image = np.asarray(image)
    return 1 if image.ndim == 2 else int(image.shape[-1])


def get_image_size(image: np.ndarray) -> list:
    """``[height, width]`` of an HWC image."""
    image = np.asarray(image)
    return [int(image.shape[0]), int(image.shape[1])]


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
