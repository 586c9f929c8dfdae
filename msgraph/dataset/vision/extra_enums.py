"""``ds.vision.utils`` enums and PIL constants added in session 22 (MindSpore's names and values)."""
from __future__ import annotations

from enum import Enum, IntEnum


class ConvertMode(IntEnum):
    """Colour conversions of ``ConvertColor`` (OpenCV's names)."""

    COLOR_BGR2BGRA = 0
    COLOR_BGRA2BGR = 1
    COLOR_BGR2RGBA = 2
    COLOR_RGBA2BGR = 3
    COLOR_BGR2RGB = 4
    COLOR_BGRA2RGBA = 5
    COLOR_BGR2GRAY = 6
    COLOR_RGB2GRAY = 7
    COLOR_GRAY2BGR = 8
    COLOR_GRAY2BGRA = 9
    COLOR_BGRA2GRAY = 10
    COLOR_RGBA2GRAY = 11
    # OpenCV's aliases (the same conversions)
    COLOR_RGB2RGBA = 0
    COLOR_RGBA2RGB = 1
    COLOR_RGB2BGRA = 2
    COLOR_BGRA2RGB = 3
    COLOR_RGB2BGR = 4
    COLOR_RGBA2BGRA = 5
    COLOR_GRAY2RGB = 8
    COLOR_GRAY2RGBA = 9


class AutoAugmentPolicy(str, Enum):
    """The learned policies of ``AutoAugment``."""

    IMAGENET = "imagenet"
    CIFAR10 = "cifar10"
    SVHN = "svhn"


# PIL's resampling / transpose constants that MindSpore re-exports from vision.utils
NEAREST = 0
ANTIALIAS = 1
LINEAR = 2
CUBIC = 3
AFFINE = 0
PERSPECTIVE = 2
FLIP_LEFT_RIGHT = 0
FLIP_TOP_BOTTOM = 1
