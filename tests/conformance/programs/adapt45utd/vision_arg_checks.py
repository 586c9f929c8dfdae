"""Argument and input checks of vision.Affine, vision.CutOut, vision.CutMixBatch and vision.MixUpBatch (adapted from
ut/python/dataset/test_affine.py test_affine_exception_degrees_type, test_cut_out.py test_cut_out_validation and
test_cutmix_batch_op.py test_cut_mix_batch_unequal_batch_size / test_cut_mix_batch_invalid_label_type): bad argument
types and ranges are TypeError / ValueError when the op is made, a CutOut box larger than the image and a batch
MixUpBatch / CutMixBatch cannot mix are RuntimeErrors when applied."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.transforms as transforms
import mindspore.dataset.vision as vision
from _conf import emit, emit_error

MODES = ("pynative",)
ds.config.set_seed(1)
IMG = np.arange(48, dtype=np.uint8).reshape(4, 4, 3)


def affine(**kw):
    args = dict(degrees=0, translate=[0, 0], scale=1.0, shear=0)
    args.update(kw)
    return vision.Affine(**args)


emit_error("affine_degrees_list", lambda: affine(degrees=[15.0]))
emit_error("affine_degrees_bool", lambda: affine(degrees=True))
emit_error("affine_degrees_str", lambda: affine(degrees="1"))
emit_error("affine_degrees_400", lambda: affine(degrees=400))
emit_error("affine_translate_int", lambda: affine(translate=1))
emit_error("affine_translate_str", lambda: affine(translate="ab"))
emit_error("affine_scale_str", lambda: affine(scale="2"))
emit_error("affine_scale_bool", lambda: affine(scale=True))
emit_error("affine_shear_one", lambda: affine(shear=[10]))
emit_error("affine_shear_three", lambda: affine(shear=[1, 2, 3]))
emit_error("affine_shear_200", lambda: affine(shear=200))
emit_error("affine_resample_int", lambda: affine(resample=1))
emit_error("affine_fill_300", lambda: affine(fill_value=300))
emit_error("affine_fill_pair", lambda: affine(fill_value=(1, 2)))
emit("affine_int_degrees", affine(degrees=90)(IMG))
emit("affine_shear_tuple", affine(shear=(10, 5))(IMG))

ONES = np.ones((3, 8, 6), np.uint8)
emit_error("cutout_chw_longer_than_width", lambda: vision.CutOut(7, 1, is_hwc=False)(ONES))
emit_error("cutout_hwc_longer_than_height", lambda: vision.CutOut(9, 1)(np.ones((8, 6, 3), np.uint8)))
emit_error("cutout_hw_longer", lambda: vision.CutOut(7, 1)(np.ones((8, 6), np.uint8)))
emit("cutout_chw_fits", vision.CutOut(6, 1, is_hwc=False)(ONES).shape)

F = vision.ImageBatchFormat
BATCH = np.random.RandomState(0).randint(0, 255, (4, 8, 8, 3)).astype(np.uint8)
LABEL = transforms.OneHot(5)(np.array([0, 1, 2, 3]))
STR_LABEL = np.array([["one"], ["two"], ["three"]])
emit_error("cutmix_unequal_batch", lambda: vision.CutMixBatch(F.NHWC)(BATCH, LABEL[:3]))
emit_error("cutmix_str_label", lambda: vision.CutMixBatch(F.NHWC)(BATCH[:3], STR_LABEL))
emit_error("cutmix_label_1d", lambda: vision.CutMixBatch(F.NHWC)(BATCH, np.array([0, 1, 2, 3])))
emit_error("cutmix_image_3d", lambda: vision.CutMixBatch(F.NHWC)(BATCH[0], LABEL))
emit_error("cutmix_image_int64", lambda: vision.CutMixBatch(F.NHWC)(BATCH.astype(np.int64), LABEL))
emit_error("cutmix_two_channels", lambda: vision.CutMixBatch(F.NHWC)(BATCH[..., :2], LABEL))
emit_error("cutmix_four_channels", lambda: vision.CutMixBatch(F.NHWC)(np.concatenate([BATCH, BATCH[..., :1]], -1),
                                                                      LABEL))
emit_error("cutmix_nchw_of_nhwc", lambda: vision.CutMixBatch(F.NCHW)(BATCH, LABEL))
emit_error("cutmix_alpha_str", lambda: vision.CutMixBatch(F.NHWC, alpha="1"))
emit_error("cutmix_prob_bool", lambda: vision.CutMixBatch(F.NHWC, prob=True))
emit_error("cutmix_format_str", lambda: vision.CutMixBatch("NHWC"))
emit_error("mixup_unequal_batch", lambda: vision.MixUpBatch(1.0)(BATCH, LABEL[:3]))
emit_error("mixup_str_label", lambda: vision.MixUpBatch()(BATCH[:3], STR_LABEL))
emit_error("mixup_two_channels", lambda: vision.MixUpBatch()(BATCH[..., :2], LABEL))
emit_error("mixup_alpha_str", lambda: vision.MixUpBatch("1"))
emit_error("mixup_alpha_negative", lambda: vision.MixUpBatch(-1))


def cutmix_unbatched():
    d = ds.NumpySlicesDataset({"image": BATCH, "label": np.array([0, 1, 2, 3])}, shuffle=False)
    d = d.map(transforms.OneHot(5), "label").map(vision.CutMixBatch(F.NHWC), ["image", "label"])
    return next(d.create_tuple_iterator(output_numpy=True))[0]


emit_error("cutmix_in_map_unbatched", cutmix_unbatched)
