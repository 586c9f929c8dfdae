"""vision.Affine / RandomAffine with both shears: MindSpore's matrix R(a) * S(s) * SHy(-y) * SHx(x) in float32,
inverted as OpenCV's warpAffine inverts it."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Inter
from _conf import emit, emit_error

n = 29 * 41 * 3
img = ((np.arange(n) * 53 + (np.arange(n) // 5) * 17) % 256).astype(np.uint8).reshape(29, 41, 3)
cases = [(0.0, [0.0, 0.0], 1.0, [5.0, 2.0]), (10.0, [0.05, 0.1], 1.1, [5.0, 2.0]), (-25.0, [0.0, 0.0], 0.8, [0.0, 12.0]),
         (0.0, [-0.1, 0.0], 1.0, [-8.0, 7.5]), (33.0, [0.02, -0.03], 1.3, [3.0, -4.0])]
for i, (deg, tr, sc, sh) in enumerate(cases):
    for inter in (Inter.NEAREST, Inter.BILINEAR):
        emit(f"affine_{i}_{inter.name}", vision.Affine(deg, tr, sc, sh, inter)(img))

ds.config.set_seed(11)
data = np.stack([img, img[::-1], img[:, ::-1]])
pipe = ds.NumpySlicesDataset(data, ["image"], shuffle=False).map(
    vision.RandomAffine(20, (0.1, 0.1), (0.9, 1.2), (-6, 6, -9, 9), Inter.BILINEAR), ["image"])
for i, row in enumerate(pipe.create_tuple_iterator(output_numpy=True)):
    emit(f"random_affine_{i}", row[0])

for label, tr in (("affine_translate_high", [0.5, 2.0]), ("affine_translate_low", [-3, 0]), ("affine_translate_len", [0.1])):
    emit_error(label, vision.Affine, 0, tr, 1.0, 0.0)
