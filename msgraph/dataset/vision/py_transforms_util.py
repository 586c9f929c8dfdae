"""``mindspore.dataset.vision.py_transforms_util``: the helpers of MindSpore's Python image transforms that
user code and tests call directly (the HSV conversions)."""
from __future__ import annotations

from typing import Any

import numpy as np

from .extra import HsvToRgb, RgbToHsv


def _is_hwc_arg(is_hwc: Any) -> bool:
    if not isinstance(is_hwc, bool):
        raise TypeError(f"is_hwc should be bool type. Got {type(is_hwc)}.")
    return is_hwc


def rgb_to_hsvs(np_rgb_imgs: np.ndarray, is_hwc: bool) -> np.ndarray:
    """RGB image(s) (HWC/CHW, or a batch) to HSV."""
    return RgbToHsv(_is_hwc_arg(is_hwc))._apply(np_rgb_imgs)


def hsv_to_rgbs(np_hsv_imgs: np.ndarray, is_hwc: bool) -> np.ndarray:
    """HSV image(s) (HWC/CHW, or a batch) to RGB."""
    return HsvToRgb(_is_hwc_arg(is_hwc))._apply(np_hsv_imgs)
