"""vision AdjustSaturation / RandomColorAdjust(saturation) / RandomColor on uint8 images (ut dataset
test_adjust_saturation, test_random_color_adjust, test_random_color): msgraph computed the gray image with
OpenCV's old 14-bit luma and blended in plain float32, so pixels came out off by one (7 of 6240 at factor 0.5,
127 at 1.7); MindSpore's OpenCV uses 15-bit luma and addWeighted's fused float32 rounding."""
import numpy as np
import mindspore.dataset.vision as vision
from _conf import emit

MODES = ("pynative",)

IMG = np.random.RandomState(0).randint(0, 256, (40, 52, 3)).astype(np.uint8)


def show(out):
    return [str(out.dtype), list(out.shape), int(out.astype(np.int64).sum()),
            out.astype(np.int64).ravel()[:40].tolist(), int((out.astype(np.int64) * np.arange(out.size).reshape(
                out.shape) % 9973).sum())]


for f in (0.5, 1.7, 0.0, 2.3):
    emit(f"saturation_{f}", show(vision.AdjustSaturation(f)(IMG)))
    emit(f"contrast_{f}", show(vision.AdjustContrast(f)(IMG)))
emit("color_adjust_saturation", show(vision.RandomColorAdjust(saturation=(1.7, 1.7))(IMG)))
emit("random_color", show(vision.RandomColor((1.7, 1.7))(IMG)))
emit("random_color_low", show(vision.RandomColor((0.4, 0.4))(IMG)))
