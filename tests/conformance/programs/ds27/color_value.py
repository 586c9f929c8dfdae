"""Seeded colour and value transforms: RandomColorAdjust shuffles its four adjustments (std::shuffle) and draws
each factor as it applies it; the RandomInvert family a bernoulli_distribution; RandomPosterize and
RandomSolarize uniform_int_distributions; RandomColor a float; RandomLighting a member normal_distribution
(its pair's second value carried to the next call); RandomResize an interpolation 0..3; CutOut corners in
[-length, size].  msgraph drew other numbers."""
import mindspore.dataset.vision as vision
from _conf import emit
from _ds27_util import images, mapped

MODES = ("pynative",)

mapped("color_adjust_brightness", vision.RandomColorAdjust(brightness=0.4), images())
mapped("color_adjust_contrast_saturation",
       vision.RandomColorAdjust(contrast=(0.3, 1.2), saturation=(0.2, 1.8)), images())
mapped("posterize", vision.RandomPosterize((2, 6)), images())
mapped("solarize", vision.RandomSolarize((10, 200)), images())
mapped("invert", vision.RandomInvert(0.5), images())
mapped("equalize", vision.RandomEqualize(0.5), images())
mapped("auto_contrast", vision.RandomAutoContrast(prob=0.5), images())
mapped("adjust_sharpness", vision.RandomAdjustSharpness(2.0, 0.5), images())
mapped("color", vision.RandomColor((0.1, 1.9)), images())
mapped("lighting", vision.RandomLighting(0.1), images())
mapped("resize", vision.RandomResize(4), images())
mapped("cutout", vision.CutOut(2, num_patches=2), images())

# AdjustBrightness (RandomColorAdjust's brightness step) multiplies in float and rounds half to even: 15 * 0.3f is
# 4.5 (to 4), 95 * 0.3f is 28.500001 (to 29); msgraph multiplied in double
emit("adjust_brightness_float_factor", [vision.AdjustBrightness(f)(images(1)[0]).tolist() for f in (0.3, 0.77)])
