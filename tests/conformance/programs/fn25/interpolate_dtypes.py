"""ops.interpolate dtypes (fn25 sweep): MindSpore 2.10's CPU resize kernels take float16 / float32 / float64 inputs,
and 'nearest' uint8 too; any other dtype is a TypeError when the kernel is selected, after the argument checks
(a scale_factor with mode 'nearest' stays the ValueError); float16 (bi)linear resizes in float32, rounded once."""
import numpy as np
from mindspore import Tensor, ops
from _fn25_util import run


def nearest2d(x):
    return ops.interpolate(x, size=(6, 6), mode="nearest")


def nearest1d(x):
    return ops.interpolate(x, size=(7,), mode="nearest")


def nearest_scale(x):
    return ops.interpolate(x, scale_factor=2.0, mode="nearest")


def linear(x):
    return ops.interpolate(x, size=(7,), mode="linear")


def bilinear(x):
    return ops.interpolate(x, size=(7, 7), mode="bilinear")


def bicubic(x):
    return ops.interpolate(x, size=(7, 7), mode="bicubic")


def area(x):
    return ops.interpolate(x, size=(2, 2), mode="area")


for dt in ("bool", "int8", "uint8", "int32", "int64", "float16", "float32", "float64"):
    x4 = Tensor((np.arange(12).reshape(1, 1, 3, 4) % 5).astype(dt))
    x3 = Tensor((np.arange(5).reshape(1, 1, 5) % 3).astype(dt))
    run(f"nearest2d_{dt}", nearest2d, x4)
    run(f"nearest1d_{dt}", nearest1d, x3)
    run(f"nearest_scale_{dt}", nearest_scale, x3)
    run(f"linear_{dt}", linear, x3)
    run(f"bilinear_{dt}", bilinear, x4)
    run(f"bicubic_{dt}", bicubic, x4)
    run(f"area_{dt}", area, x4)
