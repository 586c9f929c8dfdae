"""vision transforms over image dtypes (adapted from ut/python/dataset/test_posterize.py, test_slice_patches.py,
test_pad_to_size.py, test_adjustgamma.py, test_resize.py, test_convertcolor.py, test_gaussian_blur.py,
test_perspective.py, test_resized_crop.py, test_rescale_op.py, test_pad.py): the dtypes MindSpore returns
(Posterize of int8 and the patches / padding of a bool image are uint8, AdjustGamma of float16 is float32), the
depths its OpenCV kernels refuse (int8 / int32 / float16 for resizing other than NEAREST, blurs, warps and colour
conversions; NEAREST takes int32), a 0-d Rescale result, and Pad's argument checks."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.vision as V
from _conf import emit, emit_error

MODES = ("pynative",)
IMG = np.arange(4 * 5 * 3).reshape(4, 5, 3) * 7 % 256


def show(r):
    r = r[0] if isinstance(r, (list, tuple)) else r
    return [str(r.dtype), list(r.shape), r.ravel()[:12].tolist()]


emit("posterize_int8", show(V.Posterize(3)(IMG.astype(np.int8))))
emit("posterize_map_int8", [show(r[0]) for r in ds.NumpySlicesDataset({"image": IMG.astype(np.int8)[None]}, shuffle=False)
                            .map(V.Posterize(2), ["image"]).create_tuple_iterator(output_numpy=True)])
emit("slice_patches_bool", [show(p) for p in V.SlicePatches(2, 2)(IMG.astype(np.bool_) == 0)])
emit("pad_to_size_bool", show(V.PadToSize([6, 6])(IMG.astype(np.bool_))))
emit("adjust_gamma_float16", show(V.AdjustGamma(1.2)(IMG.astype(np.float16) / 255)), atol=1e-3)
for dt in ("int8", "int32", "float16", "uint16", "float32"):
    x = IMG.astype(dt)
    emit_error(f"resize_linear_{dt}", lambda: show(V.Resize((2, 3))(x)))
    emit_error(f"resize_cubic_{dt}", lambda: show(V.Resize((3, 4), V.Inter.BICUBIC)(x)))
    emit_error(f"resize_area_{dt}", lambda: show(V.Resize((2, 2), V.Inter.AREA)(x)))
    emit_error(f"resize_nearest_{dt}", lambda: show(V.Resize((6, 7), V.Inter.NEAREST)(x)))
    emit_error(f"gray_{dt}", lambda: show(V.ConvertColor(V.ConvertMode.COLOR_RGB2GRAY)(x)))
    emit_error(f"rgb2bgr_{dt}", lambda: show(V.ConvertColor(V.ConvertMode.COLOR_RGB2BGR)(x)))
    emit_error(f"gaussian_{dt}", lambda: show(V.GaussianBlur(3)(x)))
    emit_error(f"resized_crop_{dt}", lambda: show(V.ResizedCrop(0, 0, 2, 2, (3, 3))(x)))
    pts = [[0, 0], [4, 0], [4, 3], [0, 3]]
    emit_error(f"perspective_{dt}", lambda: show(V.Perspective(pts, pts)(x)))
emit_error("resize_map_int8", lambda: [r for r in ds.NumpySlicesDataset({"image": IMG.astype(np.int8)[None]}, shuffle=False)
                                       .map(V.Resize(2), ["image"]).create_tuple_iterator(output_numpy=True)])
r = V.Rescale(2.0, 1.0)(np.array(3, np.uint8))
emit("rescale_0d", [type(r).__name__, r])
emit_error("pad_negative", lambda: V.Pad(-1))
emit_error("pad_negative_list", lambda: V.Pad([1, -2]))
emit_error("pad_len3", lambda: V.Pad([1, 2, 3]))
emit_error("pad_float_item", lambda: V.Pad([1.5, 2]))
emit_error("pad_str", lambda: V.Pad("1"))
emit_error("pad_fill_300", lambda: V.Pad(1, fill_value=300))
emit_error("pad_fill_tuple_bad", lambda: V.Pad(1, fill_value=(1, 2, 256)))
emit_error("pad_fill_list", lambda: V.Pad(1, fill_value=[1, 2, 3]))
emit("pad_ok", show(V.Pad([1, 2], fill_value=(1, 2, 3))(IMG.astype(np.uint8))))
I64 = IMG.astype(np.int64)          # what NumpySlicesDataset makes of Python ints
for name, op in [("hflip", V.HorizontalFlip()), ("random_hflip_p0", V.RandomHorizontalFlip(0.0)), ("crop", V.Crop((0, 0), 2)),
                 ("center_crop", V.CenterCrop(2)), ("hwc2chw", V.HWC2CHW()), ("rescale", V.Rescale(0.5, 0.0)),
                 ("rotate", V.Rotate(90)), ("invert", V.Invert()), ("random_crop", V.RandomCrop(2)), ("pad", V.Pad(1))]:
    emit_error(f"int64_{name}", lambda: show(op(I64)))
for name, op in [("normalize", V.Normalize([1, 2, 3], [1, 1, 1])), ("to_type", V.ToType(np.float32)),
                 ("normalize_pad_meta", V.NormalizePad([1, 2, 3], [1, 1, 1])), ("cutout_meta", V.CutOut(1, 1))]:
    r = op(I64)
    emit(f"int64_{name}", show(r) if "meta" not in name else [str(r.dtype), list(r.shape)])
emit_error("int64_map_flip", lambda: [r for r in ds.NumpySlicesDataset({"image": I64[None]}, shuffle=False)
                                      .map(V.HorizontalFlip(), ["image"]).create_tuple_iterator(output_numpy=True)])
emit_error("cutout_no_patches", lambda: V.CutOut(1, 0))
emit_error("cutout_length_0", lambda: V.CutOut(0))
emit_error("cutout_float", lambda: V.CutOut(1.5))
emit_error("cutout_hwc_int", lambda: V.CutOut(2, 1, 1))
F16 = IMG.astype(np.float16)
for name, op in [("hwc2chw", V.HWC2CHW()), ("invert", V.Invert()), ("rotate", V.Rotate(30)), ("random_rotation_0", V.RandomRotation(0)),
                 ("affine", V.Affine(0, [0, 0], 1.0, [0.0, 0.0])), ("random_affine", V.RandomAffine(10)),
                 ("adjust_sharpness", V.AdjustSharpness(1.5)), ("random_resized_crop", V.RandomResizedCrop(2)),
                 ("random_invert_p0", V.RandomInvert(0.0)), ("hflip", V.HorizontalFlip()), ("resized_nearest", V.Resize(2, V.Inter.NEAREST))]:
    emit_error(f"float16_{name}", lambda: show(op(F16)))
emit("float16_hwc2chw_2d", show(V.HWC2CHW()(F16[:, :, 0])))
