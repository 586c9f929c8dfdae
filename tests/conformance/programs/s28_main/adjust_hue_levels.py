"""AdjustHue / RandomColorAdjust(hue) pixel levels: OpenCV's 8-bit RGB2HSV_FULL (hue range 256) then HSV2RGB_FULL
(hue range 255), each row in 32-pixel blocks that truncate and a rounding tail; a round trip with a zero shift is not
the identity."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from _conf import emit


def image(h, w, k):
    n = h * w * 3
    return ((np.arange(n) * (37 + 2 * k) + (np.arange(n) // 7) * 11) % 256).astype(np.uint8).reshape(h, w, 3)


for w in (1, 31, 37, 64):
    img = image(3, w, w % 5)
    for f in (0.0, 0.1, -0.3, 0.5):
        emit(f"adjust_hue_w{w}_{f}", vision.AdjustHue(f)(img))

# low saturation: the three channels within a few levels of each other
gray = (np.arange(2 * 40) * 3 % 256).astype(np.int64).reshape(2, 40, 1)
low = np.clip(gray + (np.arange(2 * 40 * 3).reshape(2, 40, 3) % 5) - 2, 0, 255).astype(np.uint8)
emit("adjust_hue_low_saturation", vision.AdjustHue(0.25)(low))

ds.config.set_seed(7)
data = np.stack([image(4, 36, k) for k in range(3)])
pipe = ds.NumpySlicesDataset(data, ["image"], shuffle=False).map(vision.RandomColorAdjust(hue=0.4), ["image"])
for i, row in enumerate(pipe.create_tuple_iterator(output_numpy=True)):
    emit(f"random_color_adjust_hue_{i}", row[0])
