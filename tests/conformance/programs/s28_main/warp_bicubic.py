"""Rotate / Affine / RandomRotation with Inter.BICUBIC (OpenCV's remap: A = -0.75 weights on a 1/32 grid in 15-bit
fixed point, each cell's integers summing to 2**15), and Rotate's canvas and matrix (getRotationMatrix2D about a
float32 centre, cv::RotatedRect's float32 bounding box when expanding)."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Inter
from _conf import emit

n = 31 * 43 * 3
img = ((np.arange(n) * 59 + (np.arange(n) // 11) * 23) % 256).astype(np.uint8).reshape(31, 43, 3)
for deg in (75.0, -33.0, 12.5, 180.0):
    for expand in (False, True):
        emit(f"rotate_bicubic_{deg}_{expand}", vision.Rotate(deg, Inter.BICUBIC, expand)(img))
        emit(f"rotate_bilinear_{deg}_{expand}", vision.Rotate(deg, Inter.BILINEAR, expand, None, (10, 20, 30))(img))
emit("rotate_center", vision.Rotate(-33, Inter.BICUBIC, False, (5, 7), 200)(img))
emit("affine_bicubic", vision.Affine(12, [0.1, 0.0], 0.9, [4.0, 1.0], Inter.BICUBIC)(img))
emit("affine_bicubic_scale", vision.Affine(-40, [0.0, -0.05], 1.4, [0.0, 0.0], Inter.BICUBIC)(img))

ds.config.set_seed(21)
pipe = ds.NumpySlicesDataset(np.stack([img, img[::-1]]), ["image"], shuffle=False).map(
    vision.RandomRotation((10, 50), Inter.BICUBIC, True, None, (10, 20, 30)), ["image"])
for i, row in enumerate(pipe.create_tuple_iterator(output_numpy=True)):
    emit(f"random_rotation_bicubic_{i}", row[0])
