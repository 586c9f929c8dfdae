"""vision AdjustGamma, AdjustSharpness, AutoContrast, Posterize, ConvertColor, Erase, PadToSize, ResizedCrop,
GaussianBlur, Perspective, RgbToHsv/HsvToRgb, LinearTransformation, FiveCrop and the random ops' prob limits
(ut dataset test_adjustgamma, test_adjust_sharpness, test_autocontrast, test_posterize, test_convertcolor,
test_erase, test_pad_to_size, test_resized_crop, test_gaussian_blur, test_perspective, test_rgb_hsv,
test_linear_transformation, test_five_crop, test_random_*): msgraph lacked all of them (AttributeError);
uint8 values are MindSpore's OpenCV kernels bit for bit (gamma table, 15-bit luma, bit-exact Gaussian taps)."""
import numpy as np
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Border, ConvertMode, Inter
from _conf import emit, emit_error

MODES = ("pynative",)

RNG = np.random.RandomState(0)
IMG = RNG.randint(0, 256, (13, 17, 3)).astype(np.uint8)
GRAY = RNG.randint(0, 256, (11, 9)).astype(np.uint8)
FIMG = RNG.rand(9, 12, 3).astype(np.float32)
BIG = RNG.randint(0, 256, (40, 52, 3)).astype(np.uint8)


def show(out):
    out = np.asarray(out)
    return [str(out.dtype), list(out.shape), int(np.asarray(out, np.float64).sum() * 1000) / 1000.0,
            np.round(out.astype(np.float64).ravel()[:24], 4).tolist()]


for name, op in [("gamma2", vision.AdjustGamma(2.0)), ("gamma05_gain2", vision.AdjustGamma(0.5, 2.0)),
                 ("sharp0", vision.AdjustSharpness(0.0)), ("sharp05", vision.AdjustSharpness(0.5)),
                 ("sharp2", vision.AdjustSharpness(2.0)), ("autocontrast", vision.AutoContrast()),
                 ("autocontrast_cut", vision.AutoContrast(2.5, [10, 200])),
                 ("autocontrast_cut49", vision.AutoContrast(49.9, 5)),
                 ("posterize3", vision.Posterize(3)), ("posterize0", vision.Posterize(0)),
                 ("blur3", vision.GaussianBlur(3)), ("blur5_3", vision.GaussianBlur((5, 3), (1.5, 0.7))),
                 ("blur7", vision.GaussianBlur(7, 2.0)),
                 ("pad_to_size", vision.PadToSize([20, 22], (3, 1), 7, Border.CONSTANT)),
                 ("pad_to_size_centre_edge", vision.PadToSize([20, 22], padding_mode=Border.EDGE)),
                 ("pad_to_size_reflect", vision.PadToSize([20, 22], [2, 3], padding_mode=Border.REFLECT)),
                 ("resized_crop_nearest", vision.ResizedCrop(0, 0, 5, 5, 8, Inter.NEAREST)),
                 ("erase", vision.Erase(1, 2, 4, 5, (10, 20, 30))), ("erase_round", vision.Erase(0, 0, 3, 3, 100.7)),
                 ("perspective", vision.Perspective([[0, 0], [16, 0], [16, 12], [0, 12]],
                                                    [[1, 2], [15, 0], [14, 11], [2, 12]])),
                 ("perspective_cubic", vision.Perspective([[0, 0], [16, 0], [16, 12], [0, 12]],
                                                          [[3, 2], [15, 0], [14, 11], [2, 9]], Inter.BICUBIC)),
                 ("erase_clipped", vision.Erase(10, 14, 5, 5, 9)), ("sharp17", vision.AdjustSharpness(1.7)),
                 ("perspective_nearest", vision.Perspective([[0, 0], [16, 0], [16, 12], [0, 12]],
                                                            [[1, 2], [15, 0], [14, 11], [2, 12]], Inter.NEAREST))]:
    emit(name, show(op(IMG)))
    if not name.startswith("pad_to_size"):
        emit(name + "_big", show(op(BIG)))
for name, op in [("gamma2_f", vision.AdjustGamma(2.0)), ("gamma05_gain2_f", vision.AdjustGamma(0.5, 2.0)),
                 ("blur_f", vision.GaussianBlur(5, 1.2)), ("sharp1_f", vision.AdjustSharpness(1.0))]:
    emit(name, show(op(FIMG)), atol=1e-6)
for name, op in [("gamma_gray", vision.AdjustGamma(0.7, 1.3)), ("sharp_gray", vision.AdjustSharpness(2.0)),
                 ("autocontrast_gray", vision.AutoContrast()), ("blur_gray", vision.GaussianBlur(3, 1.0))]:
    emit(name, show(op(GRAY)))
for mode in [ConvertMode.COLOR_BGR2RGB, ConvertMode.COLOR_BGR2BGRA, ConvertMode.COLOR_BGR2RGBA,
             ConvertMode.COLOR_RGB2GRAY, ConvertMode.COLOR_BGR2GRAY]:
    emit("convert_" + mode.name, show(vision.ConvertColor(mode)(BIG)))
emit("convert_gray2bgra", show(vision.ConvertColor(ConvertMode.COLOR_GRAY2BGRA)(GRAY)))
emit("convert_gray_float", show(vision.ConvertColor(ConvertMode.COLOR_RGB2GRAY)(FIMG)), atol=1e-6)
MEAN, STD = [121.0, 115.0, 100.0], [70.0, 68.0, 71.0]
emit("normalize_pad_chw", show(vision.NormalizePad(MEAN, STD, is_hwc=False)(IMG.transpose(2, 0, 1))), atol=1e-6)
emit("normalize_pad_chw16", show(vision.NormalizePad(MEAN, STD, "float16", False)(BIG.transpose(2, 0, 1))), atol=1e-2)
HWC = vision.NormalizePad(MEAN, STD)(IMG)  # values: MindSpore's HWC layout differs (docs/differences.md)
emit("normalize_pad_hwc_meta", [str(HWC.dtype), list(HWC.shape)])
emit_error("normalize_pad_channels", lambda: vision.NormalizePad(MEAN, STD)(GRAY))
emit("rgb2hsv_hwc", show(vision.RgbToHsv(is_hwc=True)(FIMG)), atol=1e-6)
emit("hsv_roundtrip_chw", show(vision.HsvToRgb()(vision.RgbToHsv()(FIMG.transpose(2, 0, 1)))), atol=1e-6)
emit("rgb2hsv_batch", show(vision.RgbToHsv(is_hwc=True)(np.stack([FIMG, FIMG[::-1]]))), atol=1e-6)
M = np.eye(2 * 3 * 2, dtype=np.float32)[::-1] * 0.5
emit("linear", show(vision.LinearTransformation(M, np.arange(12, dtype=np.float32))(
    np.arange(12, dtype=np.float32).reshape(3, 2, 2))))
pil = vision.ToPIL()(IMG)
emit("five_crop", [show(np.asarray(c)) for c in vision.FiveCrop((5, 6))(pil)])
emit("gamma_pil", show(np.asarray(vision.AdjustGamma(0.5, 1.2)(pil))))
emit("autocontrast_pil", show(np.asarray(vision.AutoContrast(5.0)(pil))))
for name, op in [("invert_p1", vision.RandomInvert(1.0)), ("invert_p0", vision.RandomInvert(0.0)),
                 ("equalize_p1", vision.RandomEqualize(1.0)), ("autocontrast_p1", vision.RandomAutoContrast(prob=1.0)),
                 ("sharp_p1", vision.RandomAdjustSharpness(2.0, 1.0)),
                 ("sharp_p0", vision.RandomAdjustSharpness(2.0, 0.0)),
                 ("posterize_fixed", vision.RandomPosterize((4, 4))), ("color_fixed", vision.RandomColor((1.0, 1.0))),
                 ("random_sharpness_fixed", vision.RandomSharpness((0.5, 0.5))),
                 ("lighting0", vision.RandomLighting(0.0)), ("solarize_fixed", vision.RandomSolarize((100, 100)))]:
    emit(name, show(op(IMG)))
for name, op in [("rand_augment", vision.RandAugment()), ("trivial", vision.TrivialAugmentWide()),
                 ("auto_augment", vision.AutoAugment())]:
    out = op(BIG)
    emit(name, [str(out.dtype), list(out.shape)])
emit_error("gamma_negative", lambda: vision.AdjustGamma(-1.0))
emit_error("gamma_str", lambda: vision.AdjustGamma("2"))
emit_error("sharp_negative", lambda: vision.AdjustSharpness(-1))
emit_error("autocontrast_cutoff", lambda: vision.AutoContrast(cutoff=50))
emit_error("autocontrast_ignore", lambda: vision.AutoContrast(ignore=256))
emit_error("posterize_bits", lambda: vision.Posterize(9))
emit_error("posterize_float", lambda: vision.Posterize(1.5))
emit_error("posterize_float_image", lambda: vision.Posterize(4)(FIMG))
emit_error("erase_out_of_image", lambda: vision.Erase(2, 1, 30, 30)(IMG))
emit_error("erase_value", lambda: vision.Erase(1, 1, 2, 2, (1, 2)))
emit_error("pad_to_size_small", lambda: vision.PadToSize(5)(IMG))
emit_error("pad_to_size_offset", lambda: vision.PadToSize([10, 10], [1, 2, 3]))
emit_error("blur_even", lambda: vision.GaussianBlur(4))
emit_error("blur_sigma", lambda: vision.GaussianBlur(3, -1.0))
emit_error("convert_mode", lambda: vision.ConvertColor(1))
emit_error("convert_gray_in", lambda: vision.ConvertColor(ConvertMode.COLOR_GRAY2BGR)(IMG))
emit_error("perspective_points", lambda: vision.Perspective([[0, 0]], [[1, 1]]))
emit_error("hsv_channels", lambda: vision.RgbToHsv(is_hwc=True)(GRAY[..., None]))
emit_error("hsv_rank", lambda: vision.HsvToRgb()(GRAY))
emit_error("linear_square", lambda: vision.LinearTransformation(np.ones((2, 3)), np.ones(2)))
emit_error("five_crop_numpy", lambda: vision.FiveCrop(3)(IMG))
emit_error("random_posterize_range", lambda: vision.RandomPosterize((5, 2)))
emit_error("random_solarize_list", lambda: vision.RandomSolarize([1, 2]))
emit_error("random_color_degrees", lambda: vision.RandomColor((2.0, 1.0)))
emit_error("random_lighting_alpha", lambda: vision.RandomLighting(-0.1))
emit_error("rand_augment_magnitude", lambda: vision.RandAugment(magnitude=31))
emit_error("trivial_bins", lambda: vision.TrivialAugmentWide(num_magnitude_bins=1))
emit_error("auto_augment_policy", lambda: vision.AutoAugment(policy="imagenet"))
