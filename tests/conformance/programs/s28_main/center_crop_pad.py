"""CenterCrop larger than the image: zero padding with an odd padding's extra row / column at the top / left."""
import numpy as np
import mindspore.dataset.vision as vision
from _conf import emit, emit_error

img = (np.arange(7 * 9 * 3) % 250 + 1).astype(np.uint8).reshape(7, 9, 3)
for size in ((8, 10), (9, 11), (10, 12), (12, 9), (7, 14), (8, 4), (3, 12), (4, 4), (20, 20)):
    emit(f"center_crop_{size}", vision.CenterCrop(size)(img))
emit("center_crop_gray", vision.CenterCrop((10, 12))(img[..., 0]))
emit_error("center_crop_pad_two_channels", vision.CenterCrop((10, 12)), img[..., :2].copy())
emit_error("pad_two_channels", vision.Pad(2), img[..., :2].copy())
for name, arr in (("float32", np.ones((3, 4, 3), np.float32)), ("int64", np.ones((3, 4, 3), np.int64)),
                  ("bool", np.ones((3, 4, 3), bool)), ("vector", np.ones((9,), np.uint8)),
                  ("batch", np.ones((2, 3, 4, 3), np.uint8)), ("int8_one_channel", np.ones((3, 4, 1), np.int8))):
    emit_error(f"pad_{name}", vision.Pad(1), arr)
