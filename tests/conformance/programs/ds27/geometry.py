"""Seeded RandomResizedCrop, RandomCropDecodeResize, RandomRotation, RandomAffine and RandomSharpness: MindSpore's
draws are float uniform_real_distributions over the transform's std::mt19937 (RandomResizedCrop: scale, log
aspect ratio, width round(sqrt(h w s a)), height round(width / a), then left and top; RandomRotation and
RandomSharpness: a float in [-1, 1) scaled about the middle of the range; RandomAffine: six floats, a two-value
translate being the x range).  msgraph drew other numbers (and read a two-value translate as (x, y) bounds)."""
import io

import numpy as np

import mindspore.dataset.vision as vision
from _ds27_util import images, mapped

MODES = ("pynative",)

mapped("resized_crop", vision.RandomResizedCrop((4, 5)), images())
mapped("resized_crop_scale_ratio", vision.RandomResizedCrop(3, scale=(0.5, 0.9), ratio=(0.5, 2.0)), images())
mapped("resized_crop_fallback", vision.RandomResizedCrop(3, scale=(2.0, 3.0), ratio=(0.2, 0.3)), images())
mapped("rotation", vision.RandomRotation(30), images())
mapped("rotation_expand", vision.RandomRotation((10, 80), expand=True), images())
mapped("affine", vision.RandomAffine(degrees=15, translate=(0.1, 0.2), scale=(0.8, 1.2), shear=10), images())
mapped("sharpness", vision.RandomSharpness((0.1, 1.9)), images())


def jpeg():
    from PIL import Image

    b = io.BytesIO()
    Image.fromarray(np.tile(np.arange(64, dtype=np.uint8)[:, None, None] * 3, (1, 48, 3))).save(b, format="JPEG",
                                                                                               quality=95)
    return np.frombuffer(b.getvalue(), np.uint8)


mapped("crop_decode_resize", vision.RandomCropDecodeResize((8, 8)), [jpeg()] * 4)
