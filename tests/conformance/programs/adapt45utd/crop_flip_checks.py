"""RandomResizedCrop / RandomCropDecodeResize argument checks (scale and ratio pairs, max_attempts) and the flips'
image type check made before the random draw (adapted from ut/python/dataset/test_random_crop_decode_resize.py
test_random_crop_decode_resize_invalid, test_random_horizontal_flip.py / test_random_vertical_flip.py
*_invalid_data): msgraph accepted a negative ratio, a reversed scale, max_attempts 0, and flipped (or, at a low
prob, passed on) string, uint32 and uint64 images."""
import numpy as np

import mindspore.dataset.vision as vision
from _conf import emit, emit_error

MODES = ("pynative",)

for cls in ("RandomResizedCrop", "RandomCropDecodeResize"):
    C = getattr(vision, cls)
    emit_error(cls + "_ratio_negative", lambda: C((256, 512), (1, 1), (0.5, -1)))
    emit_error(cls + "_ratio_zero", lambda: C(4, (0.5, 1), (0, 1)))
    emit_error(cls + "_ratio_reversed", lambda: C(4, (0.5, 1), (2, 1)))
    emit_error(cls + "_scale_reversed", lambda: C(4, (1, 0.5)))
    emit_error(cls + "_scale_negative", lambda: C(4, (-1, 0.5)))
    emit_error(cls + "_scale_three", lambda: C(4, (0.1, 0.5, 1)))
    emit_error(cls + "_scale_str", lambda: C(4, "ab"))
    emit_error(cls + "_ratio_item_str", lambda: C(4, (0.1, 1), ("a", 1)))
    emit_error(cls + "_max_attempts_0", lambda: C(4, max_attempts=0))
    emit(cls + "_lists_ok", type(C(4, [0.5, 1], [0.5, 2])).__name__)

IMG = np.zeros((4, 4, 3), np.uint8)
for cls in ("RandomHorizontalFlip", "RandomVerticalFlip", "HorizontalFlip", "VerticalFlip"):
    C = getattr(vision, cls)
    for dt in ("str", "int64", "uint32", "uint64", "float16", "bool", "int8"):
        emit_error(f"{cls}_{dt}", lambda: (C(0.0) if cls.startswith("Random") else C())(IMG.astype(dt)))
    emit_error(f"{cls}_1d", lambda: (C(0.0) if cls.startswith("Random") else C())(np.zeros(4, np.uint8)))
