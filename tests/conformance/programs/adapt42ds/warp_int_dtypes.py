"""Rotate / RandomRotation / Affine / RandomAffine of int8 and int32 images (adapted from
ut/python/dataset/test_rotate.py and test_affine.py): OpenCV's remap has no interpolating kernel for those depths,
so BILINEAR / BICUBIC resampling is MindSpore's RuntimeError; NEAREST works (the other integer depths interpolate)."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.vision as V
from _conf import emit, emit_error

MODES = ("pynative",)

B = (np.arange(5 * 6 * 3).reshape(5, 6, 3) * 7 % 100)
for dt in (np.int8, np.int32):
    x = B.astype(dt)
    n = np.dtype(dt).name
    emit_error(f"rotate_bilinear_{n}", lambda x=x: V.Rotate(33, V.Inter.BILINEAR)(x))
    emit_error(f"rotate_bicubic_{n}", lambda x=x: V.Rotate(33, V.Inter.BICUBIC)(x))
    emit_error(f"random_rotation_bilinear_{n}", lambda x=x: V.RandomRotation((33, 33), V.Inter.BILINEAR)(x))
    emit_error(f"affine_bilinear_{n}", lambda x=x: V.Affine(10, [0, 0], 1.0, [0.0, 0.0], V.Inter.BILINEAR)(x))
    emit_error(f"random_affine_bilinear_{n}", lambda x=x: V.RandomAffine((10, 10), resample=V.Inter.BILINEAR)(x))
    emit(f"rotate_nearest_{n}", V.Rotate(33)(x))
    emit(f"affine_nearest_{n}", V.Affine(10, [0, 0], 1.0, [0.0, 0.0])(x))
emit("rotate_bilinear_int16", V.Rotate(33, V.Inter.BILINEAR)(B.astype(np.int16)))
emit("rotate_bilinear_uint16", V.Rotate(33, V.Inter.BILINEAR)(B.astype(np.uint16)))
emit_error("map_rotate_bilinear_int32", lambda: [r[0] for r in ds.NumpySlicesDataset({"a": B[None].astype(np.int32)}, shuffle=False)
                                                 .map(V.Rotate(33, V.Inter.BILINEAR), "a").create_tuple_iterator(output_numpy=True)])
