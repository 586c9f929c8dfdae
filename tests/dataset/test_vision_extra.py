"""ds.vision transforms of session 22 (vision/extra.py): values worked out by hand from MindSpore's kernels
(checked against MindSpore 2.10 in tests/conformance/programs/ds_vision2), prob limits, errors, pipelines."""
import numpy as np
import pytest

import msgraph.dataset as ds
import msgraph.dataset.vision as vision
from msgraph.dataset.core.pipeline import PipelineError
from msgraph.dataset.vision import Border, ConvertMode, Inter

RNG = np.random.RandomState(0)
IMG = RNG.randint(0, 256, (9, 11, 3)).astype(np.uint8)


def test_adjust_gamma_uint8_table_and_float_clip():
    x = np.array([[0, 64, 128, 255]], np.uint8)
    # MindSpore's table: int(255.999 * gain * (x / 255) ** gamma)
    expect = [int(255.999 * (v / 255.0) ** 2) for v in (0, 64, 128, 255)]
    assert vision.AdjustGamma(2.0)(x).tolist() == [expect]
    f = np.array([[0.25, 0.81]], np.float32)
    out = vision.AdjustGamma(0.5, 2.0)(f)  # (gain * x) ** gamma, clipped to [0, 1]
    assert out.dtype == np.float32
    np.testing.assert_allclose(out, [[np.sqrt(0.5), 1.0]], rtol=1e-6)


def test_adjust_sharpness_limits():
    assert np.array_equal(vision.AdjustSharpness(1.0)(IMG), IMG)
    blurred = vision.AdjustSharpness(0.0)(IMG)
    assert np.array_equal(blurred[0], IMG[0]) and np.array_equal(blurred[:, 0], IMG[:, 0])  # border kept
    centre = (IMG[:3, :3].astype(int).sum(axis=(0, 1)) + 4 * IMG[1, 1].astype(int)) / 13.0
    assert blurred[1, 1].tolist() == np.rint(centre).astype(int).tolist()


def test_auto_contrast_stretches_and_cutoff_is_integer_percent():
    ch = np.array([[10, 20, 30, 40]], np.uint8)
    out = vision.AutoContrast()(ch)
    assert out.tolist() == [[0, 85, 170, 255]]
    # 2.5 percent is read as 2: on 4 pixels nothing is cut
    assert np.array_equal(vision.AutoContrast(2.5)(ch), out)
    with pytest.raises(RuntimeError, match="data type should be uint8"):
        vision.AutoContrast()(ch.astype(np.float32))


def test_posterize_and_random_posterize_fixed_bits():
    x = np.array([[0b10110111, 255]], np.uint8)
    assert vision.Posterize(3)(x).tolist() == [[0b10100000, 0b11100000]]
    assert vision.Posterize(0)(x).tolist() == [[0, 0]]
    assert np.array_equal(vision.RandomPosterize((3, 3))(x), vision.Posterize(3)(x))
    with pytest.raises(RuntimeError, match="int8 or uint8"):
        vision.Posterize(2)(x.astype(np.float32))


def test_convert_color_modes():
    rgb = vision.ConvertColor(ConvertMode.COLOR_BGR2RGB)(IMG)
    assert np.array_equal(rgb, IMG[..., ::-1])
    rgba = vision.ConvertColor(ConvertMode.COLOR_BGR2RGBA)(IMG)
    assert rgba.shape == (9, 11, 4) and (rgba[..., 3] == 255).all()
    gray = vision.ConvertColor(ConvertMode.COLOR_RGB2GRAY)(IMG)
    r, g, b = (IMG[..., i].astype(int) for i in range(3))
    assert np.array_equal(gray, (r * 9798 + g * 19235 + b * 3735 + (1 << 14)) >> 15)
    with pytest.raises(RuntimeError):
        vision.ConvertColor(ConvertMode.COLOR_GRAY2BGR)(IMG)
    assert vision.ConvertMode.COLOR_RGB2BGR == ConvertMode.COLOR_BGR2RGB


def test_erase_pad_to_size_resized_crop():
    out = vision.Erase(1, 2, 3, 4, (10, 20, 30))(IMG)
    assert (out[1:4, 2:6] == [10, 20, 30]).all() and np.array_equal(out[0], IMG[0])
    assert (vision.Erase(0, 0, 2, 2, 20.5)(IMG)[:2, :2] == 20).all()  # rounded half to even
    padded = vision.PadToSize([12, 15], (1, 2), 7)(IMG)
    assert padded.shape == (12, 15, 3) and np.array_equal(padded[1:10, 2:13], IMG) and padded[0, 0, 0] == 7
    centred = vision.PadToSize([11, 13], padding_mode=Border.EDGE)(IMG)
    assert np.array_equal(centred[1:10, 1:12], IMG)
    with pytest.raises(RuntimeError, match="no less than the original image size"):
        vision.PadToSize(5)(IMG)
    crop = vision.ResizedCrop(1, 2, 4, 4, 4, Inter.NEAREST)(IMG)
    assert np.array_equal(crop, IMG[1:5, 2:6])


def test_gaussian_blur_uint8_bit_exact_taps():
    from msgraph.dataset.vision.extra import _gaussian_kernel_fixed

    taps = _gaussian_kernel_fixed(3, 0.0)  # sigma from the size: 0.8
    assert taps.sum() == 256 and taps.tolist() == taps[::-1].tolist()
    flat = np.full((5, 6, 3), 77, np.uint8)
    assert np.array_equal(vision.GaussianBlur(5, 1.5)(flat), flat)


def test_perspective_identity_and_shift():
    pts = [[0, 0], [10, 0], [10, 8], [0, 8]]
    for inter in (Inter.BILINEAR, Inter.NEAREST, Inter.BICUBIC):
        assert np.array_equal(vision.Perspective(pts, pts, inter)(IMG), IMG)
    shifted = vision.Perspective(pts, [[x + 1, y] for x, y in pts], Inter.NEAREST)(IMG)
    assert np.array_equal(shifted[:, 1:], IMG[:, :-1]) and (shifted[:, 0] == 0).all()


def test_normalize_pad_appends_zero_channel():
    mean, std = [121.0, 115.0, 100.0], [70.0, 68.0, 71.0]
    out = vision.NormalizePad(mean, std, "float16", is_hwc=False)(IMG.transpose(2, 0, 1))
    assert out.shape == (4, 9, 11) and out.dtype == np.float16 and (out[3] == 0).all()
    with pytest.raises(ValueError, match="float32 or float16"):
        vision.NormalizePad(mean, std, "float64")


def test_hsv_and_linear_transformation():
    x = np.array([[[1.0, 0.0, 0.0], [0.0, 0.5, 0.5]]])
    hsv = vision.RgbToHsv(is_hwc=True)(x)
    assert hsv.tolist() == [[[0.0, 1.0, 1.0], [0.5, 1.0, 0.5]]]
    assert np.allclose(vision.HsvToRgb(is_hwc=True)(hsv), x)
    with pytest.raises(TypeError, match="3 channels"):
        vision.RgbToHsv()(x)
    m = np.eye(6)[::-1]
    out = vision.LinearTransformation(m, np.zeros(6))(np.arange(6.0).reshape(1, 2, 3))
    assert out.ravel().tolist() == [5, 4, 3, 2, 1, 0]
    with pytest.raises(ValueError, match="square matrix"):
        vision.LinearTransformation(np.ones((2, 3)), np.ones(2))


def test_random_ops_prob_limits():
    for op in (vision.RandomInvert, vision.RandomEqualize):
        assert np.array_equal(op(0.0)(IMG), IMG)
    assert np.array_equal(vision.RandomInvert(1.0)(IMG), 255 - IMG)
    assert np.array_equal(vision.RandomAutoContrast(prob=1.0)(IMG), vision.AutoContrast()(IMG))
    assert np.array_equal(vision.RandomAdjustSharpness(2.0, 1.0)(IMG), vision.AdjustSharpness(2.0)(IMG))
    assert np.array_equal(vision.RandomSolarize((0, 0))(IMG), 255 - IMG)
    assert np.array_equal(vision.RandomLighting(0.0)(IMG), IMG)
    assert np.array_equal(vision.RandomColor((1.0, 1.0))(IMG), IMG)
    for op in (vision.RandAugment(), vision.TrivialAugmentWide(), vision.AutoAugment(),
               vision.RandomResize(6), vision.RandomSharpness()):
        out = op(IMG)
        assert out.dtype == np.uint8 and out.ndim == 3


def test_argument_errors():
    with pytest.raises(ValueError, match="Input is not within the required interval"):
        vision.AdjustGamma(-1.0)
    with pytest.raises(TypeError, match="is not of type"):
        vision.Posterize(1.5)
    with pytest.raises(ValueError, match="not an odd value"):
        vision.GaussianBlur(4)
    with pytest.raises(TypeError, match="ConvertMode"):
        vision.ConvertColor(1)
    with pytest.raises(ValueError, match="threshold must be in min max format"):
        vision.RandomSolarize((5, 2))
    with pytest.raises(ValueError, match="policy can not be empty"):
        vision.RandomSelectSubpolicy([])
    with pytest.raises(TypeError, match="Input should be NumPy or PIL image"):
        vision.AdjustGamma(1.2)([IMG, IMG])


def test_pil_paths():
    from PIL import Image

    pil = Image.fromarray(IMG)
    crops = vision.FiveCrop((4, 5))(pil)
    assert len(crops) == 5 and np.array_equal(np.asarray(crops[0]), IMG[:4, :5])
    assert np.array_equal(np.asarray(crops[3]), IMG[-4:, -5:])
    assert isinstance(vision.AdjustGamma(1.0)(pil), Image.Image)
    assert isinstance(vision.RandomGrayscale(1.0)(pil), Image.Image)
    with pytest.raises(TypeError):
        vision.FiveCrop(3)(IMG)


def test_bbox_ops_in_a_pipeline():
    img = np.zeros((1, 10, 20, 3), np.uint8)
    img[0, 2:5, 3:8] = 200
    bbox = np.array([[[3, 2, 5, 3]]], np.float32)
    data = ds.NumpySlicesDataset((img, bbox), ["image", "bbox"], shuffle=False)
    data = data.map([vision.RandomHorizontalFlipWithBBox(1.0)], ["image", "bbox"])
    data = data.map([vision.ResizeWithBBox((20, 40))], ["image", "bbox"])
    out_img, out_box = next(data.create_tuple_iterator(output_numpy=True))
    assert out_img.shape == (20, 40, 3)
    np.testing.assert_allclose(out_box, [[24, 4, 10, 6]])  # flipped x = 20 - 3 - 5, then doubled
    vflip_img, vflip_box = vision.RandomVerticalFlipWithBBox(1.0)(img[0], bbox[0])
    assert vflip_box.tolist() == [[3, 5, 5, 3]] and np.array_equal(vflip_img, img[0][::-1])
    crop_img, crop_box = vision.RandomCropWithBBox((10, 20))(img[0], bbox[0])
    assert crop_img.shape == (10, 20, 3) and crop_box.tolist() == bbox[0].tolist()


def test_mixup_and_select_subpolicy():
    images = np.arange(2 * 2 * 2 * 1, dtype=np.float64).reshape(2, 2, 2, 1)
    labels = np.eye(2)
    np.random.seed(0)
    mixed, mixed_labels = vision.MixUp(2, 0.5)(images, labels)
    assert mixed.shape == images.shape and np.allclose(mixed_labels.sum(axis=1), 1.0)
    policy = vision.RandomSelectSubpolicy([[(vision.RandomInvert(1.0), 1.0)]])
    assert np.array_equal(policy(IMG), 255 - IMG)


def test_names_under_transforms_and_utils():
    import msgraph.dataset.vision.transforms as T
    import msgraph.dataset.vision.utils as U

    assert T.Perspective is vision.Perspective and T.ConvertMode is ConvertMode
    assert U.AutoAugmentPolicy.IMAGENET.value == "imagenet" and U.LINEAR == 2 and U.FLIP_TOP_BOTTOM == 1
    with pytest.raises(AttributeError):
        T.NoSuchTransform  # noqa: B018


def test_pipeline_error_names_the_op():
    data = ds.NumpySlicesDataset(np.zeros((1, 4), np.float32), ["x"], shuffle=False)
    data = data.map([vision.Posterize(2)], ["x"])
    with pytest.raises(PipelineError):
        next(data.create_tuple_iterator(output_numpy=True))


def test_solarize_equal_pair_is_a_single_threshold():
    x = np.arange(256, dtype=np.uint8).reshape(16, 16)
    assert np.array_equal(vision.Solarize([100, 100])(x), vision.Solarize(100)(x))
    inside = vision.Solarize([7, 55])(x).ravel()
    assert (inside[7:56] == 255 - np.arange(7, 56)).all() and (inside[56:] == np.arange(56, 256)).all()
    assert np.array_equal(vision.RandomSolarize((0, 0))(x), 255 - x)


def test_saturation_matches_cv_rounding():
    # AdjustSaturation(0) is the 15-bit-luma gray image in every channel
    r, g, b = (IMG[..., i].astype(int) for i in range(3))
    gray = (r * 9798 + g * 19235 + b * 3735 + (1 << 14)) >> 15
    out = vision.AdjustSaturation(0.0)(IMG)
    assert all(np.array_equal(out[..., c], gray) for c in range(3))
