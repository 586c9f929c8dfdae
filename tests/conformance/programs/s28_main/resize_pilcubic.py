"""Resize with Inter.PILCUBIC: Pillow's bicubic resample (horizontal pass first into uint8, 22-bit fixed point);
only 3-channel images."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Inter
from _conf import emit, emit_error


def image(h, w, c, k):
    n = h * w * c
    return ((np.arange(n) * (29 + 2 * k) + (np.arange(n) // 3) * 7) % 256).astype(np.uint8).reshape(h, w, c)


img = image(23, 31, 3, 0)
for size in ((40, 52), (7, 9), (1, 1), (23, 64), (50, 31), 12):
    emit(f"pilcubic_{size}", vision.Resize(size, Inter.PILCUBIC)(img))
emit_error("pilcubic_one_channel", vision.Resize((5, 7), Inter.PILCUBIC), image(8, 10, 1, 1))
emit_error("pilcubic_gray", vision.Resize((5, 7), Inter.PILCUBIC), image(8, 10, 1, 1)[..., 0])

pipe = ds.NumpySlicesDataset(np.stack([image(16, 20, 3, k) for k in range(2)]), ["image"], shuffle=False).map(
    vision.Resize((11, 27), Inter.PILCUBIC), ["image"])
for i, row in enumerate(pipe.create_tuple_iterator(output_numpy=True)):
    emit(f"pilcubic_pipeline_{i}", row[0])
