"""Variants of the ut dataset tests msgraph failed (test_affine, test_cut_out, test_cutmix_batch_op, test_mixup_op,
test_autotune*, test_get_image_size / num_channels, test_random_crop_decode_resize, test_random_*_flip): argument
types and ranges, input dtypes / ranks / batch shapes, paths; PyNative (the transforms do not depend on the mode)."""
import os
import numpy as np
import PIL.Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms
from _h import case
ds.config.set_seed(1)
# -- from p_cut
img = np.ones((3, 8, 6), np.uint8)
case("chw_len9", lambda: vision.CutOut(9, 1, is_hwc=False)(img))
case("chw_len8", lambda: vision.CutOut(8, 1, is_hwc=False)(img))
case("chw_len7", lambda: vision.CutOut(7, 1, is_hwc=False)(img))
case("chw_len6", lambda: vision.CutOut(6, 1, is_hwc=False)(img))
case("chw_len5", lambda: vision.CutOut(5, 1, is_hwc=False)(img))
h = np.ones((8, 6, 3), np.uint8)
case("hwc_len9", lambda: vision.CutOut(9, 1)(h))
case("hwc_len7", lambda: vision.CutOut(7, 1)(h))
case("hwc_len6", lambda: vision.CutOut(6, 2)(h))
case("hw_len7", lambda: vision.CutOut(7, 1)(np.ones((8, 6), np.uint8)))
case("big", lambda: vision.CutOut(length=1500, num_patches=3, is_hwc=False)(np.random.randn(3, 1024, 856).astype(np.uint8)))
# -- from p_cfg
case("at_123", lambda: ds.config.set_enable_autotune(True, 123))
case("at_true", lambda: ds.config.set_enable_autotune(True, True))
case("at_f11", lambda: ds.config.set_enable_autotune(False, 1.1))
case("at_empty", lambda: ds.config.set_enable_autotune(True, ""))
case("at_none", lambda: ds.config.set_enable_autotune(False, None))
case("at_get", lambda: ds.config.get_enable_autotune())
case("at_str_false", lambda: ds.config.set_enable_autotune(False, "/tmp/adapt45utd_out/at"))
case("at_get2", lambda: ds.config.get_enable_autotune())
case("at_int_enable", lambda: ds.config.set_enable_autotune(1))
os.environ["MS_INDEPENDENT_DATASET"] = "True"
case("at_indep_true", lambda: ds.config.set_enable_autotune(True))
case("at_indep_false", lambda: ds.config.set_enable_autotune(False))
case("at_indep_bad", lambda: ds.config.set_enable_autotune(1))
os.environ["MS_INDEPENDENT_DATASET"] = "False"
case("at_get3", lambda: ds.config.get_enable_autotune())
ds.config.set_enable_autotune(False)
img = np.arange(48, dtype=np.uint8).reshape(4, 4, 3)
case("aff_list", lambda: vision.Affine(degrees=[15.0], translate=[-1, 1], scale=1.0, shear=[1, 1]))
case("aff_bool", lambda: vision.Affine(degrees=True, translate=[0, 0], scale=1.0, shear=0)(img))
case("aff_str", lambda: vision.Affine(degrees="1", translate=[0, 0], scale=1.0, shear=0))
case("aff_int", lambda: vision.Affine(degrees=90, translate=[0, 0], scale=1.0, shear=0)(img))
case("aff_big", lambda: vision.Affine(degrees=400, translate=[0, 0], scale=1.0, shear=0)(img))
case("aff_neg", lambda: vision.Affine(degrees=-400, translate=[0, 0], scale=1.0, shear=0)(img))
case("aff_tr_tuple", lambda: vision.Affine(degrees=0, translate=(0.5, 0), scale=1.0, shear=0)(img))
case("aff_tr_3", lambda: vision.Affine(degrees=0, translate=[0, 0, 0], scale=1.0, shear=0))
case("aff_tr_str", lambda: vision.Affine(degrees=0, translate="ab", scale=1.0, shear=0))
case("aff_tr_int", lambda: vision.Affine(degrees=0, translate=1, scale=1.0, shear=0))
case("aff_tr_big", lambda: vision.Affine(degrees=0, translate=[2, 0], scale=1.0, shear=0))
case("aff_sc_0", lambda: vision.Affine(degrees=0, translate=[0, 0], scale=0, shear=0))
case("aff_sc_int", lambda: vision.Affine(degrees=0, translate=[0, 0], scale=2, shear=0)(img))
case("aff_sc_str", lambda: vision.Affine(degrees=0, translate=[0, 0], scale="2", shear=0))
case("aff_sc_bool", lambda: vision.Affine(degrees=0, translate=[0, 0], scale=True, shear=0))
case("aff_sh_list1", lambda: vision.Affine(degrees=0, translate=[0, 0], scale=1.0, shear=[10])(img))
case("aff_sh_tuple", lambda: vision.Affine(degrees=0, translate=[0, 0], scale=1.0, shear=(10, 5))(img))
case("aff_sh_3", lambda: vision.Affine(degrees=0, translate=[0, 0], scale=1.0, shear=[1, 2, 3]))
case("aff_sh_str", lambda: vision.Affine(degrees=0, translate=[0, 0], scale=1.0, shear="a"))
case("aff_sh_big", lambda: vision.Affine(degrees=0, translate=[0, 0], scale=1.0, shear=200)(img))
case("aff_rs_bad", lambda: vision.Affine(degrees=0, translate=[0, 0], scale=1.0, shear=0, resample=1))
case("aff_fill_tuple", lambda: vision.Affine(degrees=45, translate=[0, 0], scale=1.0, shear=0, fill_value=(1, 2, 3))(img))
case("aff_fill_bad", lambda: vision.Affine(degrees=45, translate=[0, 0], scale=1.0, shear=0, fill_value=300))
case("aff_fill_2", lambda: vision.Affine(degrees=45, translate=[0, 0], scale=1.0, shear=0, fill_value=(1, 2)))
case("aff_fill_float", lambda: vision.Affine(degrees=45, translate=[0, 0], scale=1.0, shear=0, fill_value=1.5))
case("aff_deg_none", lambda: vision.Affine(degrees=None, translate=[0, 0], scale=1.0, shear=0))
# -- from p_mix
F = vision.ImageBatchFormat
rs = np.random.RandomState(0)
img = rs.randint(0, 255, (4, 8, 8, 3)).astype(np.uint8)
lab = transforms.OneHot(5)(np.array([0, 1, 2, 3]))
case("ok", lambda: vision.CutMixBatch(F.NHWC)(img, lab))
case("unequal", lambda: vision.CutMixBatch(F.NHWC)(img, lab[:3]))
case("str_label", lambda: vision.CutMixBatch(F.NHWC)(img[:3], np.array([["one"], ["two"], ["three"]])))
case("label_1d", lambda: vision.CutMixBatch(F.NHWC)(img, np.array([0, 1, 2, 3])))
case("label_int", lambda: vision.CutMixBatch(F.NHWC)(img, lab.astype(np.int32)))
case("label_f64", lambda: vision.CutMixBatch(F.NHWC)(img, lab.astype(np.float64)))
case("label_bool", lambda: vision.CutMixBatch(F.NHWC)(img, lab.astype(bool)))
case("img_3d", lambda: vision.CutMixBatch(F.NHWC)(img[0], lab))
case("img_f32", lambda: vision.CutMixBatch(F.NHWC)(img.astype(np.float32), lab))
case("img_int64", lambda: vision.CutMixBatch(F.NHWC)(img.astype(np.int64), lab))
case("img_c2", lambda: vision.CutMixBatch(F.NHWC)(img[..., :2], lab))
case("img_c1", lambda: vision.CutMixBatch(F.NHWC)(img[..., :1], lab))
case("img_c4", lambda: vision.CutMixBatch(F.NHWC)(np.concatenate([img, img[..., :1]], -1), lab))
case("nchw_c3", lambda: vision.CutMixBatch(F.NCHW)(np.ascontiguousarray(img.transpose(0, 3, 1, 2)), lab))
case("nchw_given_nhwc", lambda: vision.CutMixBatch(F.NCHW)(img, lab))
case("label_3d", lambda: vision.CutMixBatch(F.NHWC)(img, lab[:, None, :]))
case("alpha_str", lambda: vision.CutMixBatch(F.NHWC, alpha="1"))
case("alpha_0", lambda: vision.CutMixBatch(F.NHWC, alpha=0))
case("prob_bool", lambda: vision.CutMixBatch(F.NHWC, prob=True))
case("prob_2", lambda: vision.CutMixBatch(F.NHWC, prob=2))
case("fmt_bad", lambda: vision.CutMixBatch("NHWC"))
case("mix_ok", lambda: vision.MixUpBatch(1.0)(img, lab))
case("mix_unequal", lambda: vision.MixUpBatch(1.0)(img, lab[:3]))
case("mix_str_label", lambda: vision.MixUpBatch()(img[:3], np.array([["one"], ["two"], ["three"]])))
case("mix_label_1d", lambda: vision.MixUpBatch()(img, np.array([0, 1, 2, 3])))
case("mix_label_int", lambda: vision.MixUpBatch()(img, lab.astype(np.int32)))
case("mix_img_3d", lambda: vision.MixUpBatch()(img[0], lab))
case("mix_img_c2", lambda: vision.MixUpBatch()(img[..., :2], lab))
case("mix_img_f32", lambda: vision.MixUpBatch()(img.astype(np.float32), lab))
case("mix_alpha_str", lambda: vision.MixUpBatch("1"))
case("mix_alpha_neg", lambda: vision.MixUpBatch(-1))
def pipe(bs):
    d = ds.NumpySlicesDataset({"image": img, "label": np.array([0, 1, 2, 3])}, shuffle=False)
    d = d.map(transforms.OneHot(5), "label").batch(bs)
    d = d.map(vision.CutMixBatch(F.NHWC), ["image", "label"])
    return tuple(np.concatenate([r[0] for r in d.create_tuple_iterator(output_numpy=True)]) for _ in range(1))
case("pipe_bs2", lambda: pipe(2))
def pipe_nobatch():
    d = ds.NumpySlicesDataset({"image": img, "label": np.array([0, 1, 2, 3])}, shuffle=False)
    d = d.map(transforms.OneHot(5), "label").map(vision.CutMixBatch(F.NHWC), ["image", "label"])
    return next(d.create_tuple_iterator(output_numpy=True))[0]
case("pipe_nobatch", pipe_nobatch)
for en, p in [(False, "/tmp"), (False, ""), (False, "/JUNKPATH/at.json"), (True, "/tmp"), (True, "."), (True, "/JUNKPATH/at_out.json"), (True, "/tmp/adapt45utd_at_ok")]:
    case(f"autotune_{en}_{p}", lambda: ds.config.set_enable_autotune(en, p))
    ds.config.set_enable_autotune(False)
# -- from p_imgsz
ins = {"int": 1, "list": [[1, 2], [3, 4]], "arr0d": np.array(5), "arr1d": np.array([1, 2, 3]), "arr2d": np.zeros((4, 5)),
       "arr3d": np.zeros((4, 5, 3)), "arr3d_c1": np.zeros((4, 5, 1)), "arr3d_c7": np.zeros((4, 5, 7)), "chw": np.zeros((3, 4, 5)),
       "arr4d": np.zeros((2, 4, 5, 3)), "arr_empty": np.zeros((0, 5)), "bool2d": np.zeros((2, 3), bool),
       "tensor": ms.Tensor(np.zeros((4, 5, 3), np.float32)), "pil_L": PIL.Image.new("L", (5, 4)),
       "pil_RGB": PIL.Image.new("RGB", (5, 4)), "pil_RGBA": PIL.Image.new("RGBA", (5, 4)), "pil_1": PIL.Image.new("1", (5, 4)),
       "pil_I": PIL.Image.new("I", (5, 4)), "pil_LA": PIL.Image.new("LA", (5, 4)), "str_arr": np.array([["a", "b"], ["c", "d"]])}
for k, v in ins.items():
    case("channels_" + k, lambda: vision.get_image_num_channels(v))
    case("size_" + k, lambda: vision.get_image_size(v))
# -- from p_rrc
for cls in ("RandomResizedCrop", "RandomCropDecodeResize"):
    C = getattr(vision, cls)
    case(cls + "_ratio_neg", lambda: C((256, 512), (1, 1), (0.5, -1)))
    case(cls + "_ratio_zero", lambda: C(4, (0.5, 1), (0, 1)))
    case(cls + "_ratio_rev", lambda: C(4, (0.5, 1), (2, 1)))
    case(cls + "_scale_rev", lambda: C(4, (1, 0.5)))
    case(cls + "_scale_neg", lambda: C(4, (-1, 0.5)))
    case(cls + "_scale_3", lambda: C(4, (0.1, 0.5, 1)))
    case(cls + "_scale_str", lambda: C(4, "ab"))
    case(cls + "_ratio_str", lambda: C(4, (0.1, 1), ("a", 1)))
    case(cls + "_size_0", lambda: C(0))
    case(cls + "_attempts_0", lambda: C(4, max_attempts=0))
    case(cls + "_ratio_list", lambda: C(4, [0.5, 1], [0.5, 2]))
    case(cls + "_scale_big", lambda: C(4, (0.5, 20)))
img = np.zeros((4, 4, 3), np.uint8)
for cls in ("RandomHorizontalFlip", "RandomVerticalFlip", "HorizontalFlip", "VerticalFlip"):
    C = getattr(vision, cls)
    for dt in ("str", "int64", "uint32", "uint64", "float16", "bool", "int8"):
        case(f"{cls}_{dt}", lambda: (C(0.0) if cls.startswith("Random") else C())(img.astype(dt)))
    case(f"{cls}_1d", lambda: (C(0.0) if cls.startswith("Random") else C())(np.zeros(4, np.uint8)))
    case(f"{cls}_4d", lambda: (C(0.0) if cls.startswith("Random") else C())(np.zeros((2, 4, 4, 3), np.uint8)))
