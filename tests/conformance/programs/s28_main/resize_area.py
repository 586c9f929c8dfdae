"""Resize with Inter.AREA (OpenCV's INTER_AREA: box averages for integer factors, the 2x2 one rounding half up,
overlap-weighted cells for other shrinks, cell-boundary bilinear weights where it enlarges), and Inter.ANTIALIAS
on numpy images (MindSpore's Python implementations refuse them; its C++ ones refuse the mode)."""
import numpy as np
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Inter
from _conf import emit, emit_error


def image(shape, k):
    n = int(np.prod(shape))
    return ((np.arange(n) * (41 + 2 * k) + (np.arange(n) // 9) * 13) % 256).astype(np.uint8).reshape(shape)


for k, shape in enumerate(((36, 48, 3), (37, 45, 3), (20, 70), (12, 18, 4))):
    img = image(shape, k)
    h, w = shape[:2]
    for size in ((h // 2, w // 2), (h // 3, w // 3), (h // 2, w), (7, 5), (h + 13, w + 16), (h // 2, w + 25), (1, 1)):
        emit(f"area_{shape}_{size}", vision.Resize(size, Inter.AREA)(img))
f32 = (image((12, 18, 3), 5).astype(np.float32) / 7).astype(np.float32)
for size in ((6, 9), (4, 6), (5, 7), (20, 30)):
    emit(f"area_float32_{size}", vision.Resize(size, Inter.AREA)(f32))

img = image((8, 10, 3), 6)
for name, make in (("Resize", lambda: vision.Resize((4, 5), Inter.ANTIALIAS)),
                   ("RandomResizedCrop", lambda: vision.RandomResizedCrop(4, interpolation=Inter.ANTIALIAS)),
                   ("RandomRotation", lambda: vision.RandomRotation(10, Inter.ANTIALIAS)),
                   ("RandomAffine", lambda: vision.RandomAffine(10, resample=Inter.ANTIALIAS)),
                   ("Rotate", lambda: vision.Rotate(10, Inter.ANTIALIAS)),
                   ("Affine", lambda: vision.Affine(0, [0, 0], 1.0, 0, Inter.ANTIALIAS)),
                   ("ResizedCrop", lambda: vision.ResizedCrop(0, 0, 4, 4, 3, Inter.ANTIALIAS)),
                   ("Perspective", lambda: vision.Perspective([[0, 0], [9, 0], [9, 7], [0, 7]],
                                                              [[0, 0], [9, 0], [9, 7], [0, 7]], Inter.ANTIALIAS))):
    emit_error(f"antialias_numpy_{name}", lambda: make()(img))
