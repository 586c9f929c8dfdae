"""Deterministic colour and geometry transforms of ds.vision on uint8/float32 images."""
import numpy as np
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Inter
from _conf import emit

MODES = ("pynative",)

img = ((np.arange(9 * 11 * 3) * 37 + (np.arange(9 * 11 * 3) // 7) * 11) % 256).astype(np.uint8).reshape(9, 11, 3)
emit("equalize", vision.Equalize()(img))
emit("invert", vision.Invert()(img))
emit("brightness", vision.AdjustBrightness(1.7)(img))
emit("contrast_low", vision.AdjustContrast(0.3)(img))
emit("contrast_high", vision.AdjustContrast(1.6)(img))
emit("saturation_low", vision.AdjustSaturation(0.4)(img))
emit("saturation_high", vision.AdjustSaturation(1.5)(img))
for deg in (90, 30, -45, 180):
    emit(f"rotate_{deg}", vision.Rotate(deg)(img))
    emit(f"rotate_{deg}_expand", vision.Rotate(deg, expand=True)(img))
    emit(f"rotate_{deg}_bilinear", vision.Rotate(deg, Inter.BILINEAR)(img))
    emit(f"rotate_{deg}_float", vision.Rotate(deg, Inter.BILINEAR)(img.astype(np.float32)), rtol=1e-5, atol=1e-4)
emit("rotate_center_fill", vision.Rotate(20, center=(2, 3), fill_value=(1, 2, 3))(img))
emit("rotate_expand_wide", vision.Rotate(17, expand=True)(np.ones((5, 20, 3), np.uint8)))
emit("affine_rotate", vision.Affine(15, (0, 0), 1.0, 0)(img))
emit("affine_translate", vision.Affine(0, (0.1, -0.2), 1.0, 0)(img))
emit("affine_scale", vision.Affine(0, (0, 0), 1.2, 0)(img))
emit("affine_shear", vision.Affine(0, (0, 0), 1.0, 10)(img))
emit("affine_all", vision.Affine(-25, (0.3, 0.1), 0.8, [3, -7])(img))
emit("affine_bilinear", vision.Affine(30, (0.1, 0.05), 0.9, 7, Inter.BILINEAR)(img))
emit("affine_fill", vision.Affine(0, (0.5, 0), 1.0, 0, fill_value=(1, 2, 3))(np.full((3, 4, 3), 9, np.uint8)))
emit("pad_fill", vision.Pad([1, 2], fill_value=(1, 2, 3))(np.full((2, 2, 3), 9, np.uint8)))
emit("pad_edge", vision.Pad(1, padding_mode=vision.Border.EDGE)(img[:3, :3]))
emit("crop", vision.Crop((1, 2), (3, 4))(img))
