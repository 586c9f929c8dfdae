"""vision SlicePatches, Solarize, TenCrop, UniformAugment, write_file (ut dataset test_slice_patches, test_solarize,
test_ten_crop, test_uniform_augment, test_write_file): patches, saturation per dtype, crops, argument errors."""
import os
import tempfile
import numpy as np
from PIL import Image
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import SliceMode
from _conf import emit, emit_error

MODES = ("pynative",)
X = np.arange(5 * 7 * 2).reshape(5, 7, 2).astype(np.uint8)


def shapes(r):
    return [type(r).__name__, [[list(a.shape), str(a.dtype)] for a in r]] if isinstance(r, tuple) else list(r.shape)


emit("slice_pad", shapes(vision.SlicePatches(2, 3)(X)))
emit("slice_pad_fill", vision.SlicePatches(2, 3, SliceMode.PAD, 9)(X)[-1][..., 0].tolist())
emit("slice_drop", vision.SlicePatches(2, 3, SliceMode.DROP)(X)[-1][..., 0].tolist())
emit("slice_one", shapes(vision.SlicePatches(1, 1)(X)))
emit_error("slice_too_many", lambda: vision.SlicePatches(6, 1)(X))
emit_error("slice_rank1", lambda: vision.SlicePatches(2, 3)(np.arange(4)))
emit_error("slice_fill", lambda: vision.SlicePatches(2, 2, SliceMode.PAD, 256))
emit_error("slice_float", lambda: vision.SlicePatches(2.0, 2))
IMG = (np.arange(12).reshape(2, 2, 3) * 20)
for dt in (np.uint8, np.int8, np.uint16, np.int16, np.int32, np.float32, np.float64, np.bool_):
    out = vision.Solarize((3, 200.5))(IMG.astype(dt))
    emit(f"solarize_{np.dtype(dt).name}", [str(out.dtype), out.tolist()])
out = vision.Solarize(3.7)(np.array([[1.5, 3.6, 3.7, 4.0, 300.0, -5.0]], np.float32))
emit("solarize_single", [str(out.dtype), np.round(out.astype(np.float64), 3).tolist()])
emit_error("solarize_uint32", lambda: vision.Solarize(5)(IMG.astype(np.uint32)))
emit_error("solarize_channels", lambda: vision.Solarize(5)(np.zeros((3, 4, 4), np.uint8)))
emit_error("solarize_rank4", lambda: vision.Solarize(5)(np.zeros((3, 3, 3, 3), np.uint8)))
emit_error("solarize_order", lambda: vision.Solarize((12, 1)))
emit_error("solarize_one_tuple", lambda: vision.Solarize((120,)))
emit_error("solarize_str_item", lambda: vision.Solarize(("122.1", "140")))
PIL_IMG = Image.fromarray(np.arange(10 * 12 * 3).reshape(10, 12, 3).astype(np.uint8))
crops = vision.TenCrop((4, 5))(PIL_IMG)
emit("ten_crop", [[c.size, np.asarray(c)[0, 0, 0].item()] for c in crops])
crops = vision.TenCrop(4, True)(PIL_IMG)
emit("ten_crop_vflip", [np.asarray(c)[0, 0, 0].item() for c in crops])
emit_error("ten_crop_size3", lambda: vision.TenCrop([200, 200, 200]))
emit_error("ten_crop_zero", lambda: vision.TenCrop(0))
emit_error("ten_crop_numpy", lambda: vision.TenCrop(4)(np.zeros((10, 10, 3), np.uint8)))
emit("uniform_identity", vision.UniformAugment([vision.HorizontalFlip(), vision.VerticalFlip()], 2)(
    np.ones((4, 4, 3), np.uint8)).tolist())
emit_error("uniform_num_ops_large", lambda: vision.UniformAugment([vision.HorizontalFlip()], 2))
emit_error("uniform_num_ops_zero", lambda: vision.UniformAugment([vision.HorizontalFlip()], 0))
emit_error("uniform_num_ops_float", lambda: vision.UniformAugment([vision.HorizontalFlip()], 2.5))
tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "raw.bin")
vision.write_file(path, np.arange(5, dtype=np.uint8))
with open(path, "rb") as f:
    emit("write_file", list(f.read()))
emit_error("write_file_dir", lambda: vision.write_file(tmp, np.zeros(3, np.uint8)))
emit_error("write_file_float", lambda: vision.write_file(path, np.zeros(3, np.float64)))
emit_error("write_file_2d", lambda: vision.write_file(path, np.zeros((3, 3), np.uint8)))
emit_error("write_file_name", lambda: vision.write_file(0, np.zeros(3, np.uint8)))


def pil(img):
    out = vision.ToPIL()(img)
    return [type(out).__name__, out.mode, list(out.size)]


emit("to_pil_modes", [pil(np.zeros((2, 3), np.float32)), pil(np.zeros((2, 3, 1), np.uint8)),
                      pil(np.zeros((2, 3, 2), np.uint8)), pil(np.zeros((2, 3, 4), np.uint8)),
                      pil(np.zeros((2, 3), np.int32)), pil(np.zeros((2, 3), np.bool_))])
emit_error("to_pil_list", lambda: vision.ToPIL()(list(np.zeros((2, 2, 3), np.uint8))))
emit_error("to_pil_rank4", lambda: vision.ToPIL()(np.zeros((2, 2, 4, 3), np.uint8)))
emit_error("to_pil_channels", lambda: vision.ToPIL()(np.zeros((2, 2, 5), np.uint8)))
emit_error("to_pil_int16", lambda: vision.ToPIL()(np.zeros((2, 2, 3), np.int16)))
emit_error("to_pil_float_rgb", lambda: vision.ToPIL()(np.zeros((2, 3, 3), np.float32)))
