"""MindSpore 2.10's image-quality Cells: nn.ImageGradients, nn.PSNR, nn.SSIM and nn.MSSSIM, computed as MindSpore
does (a Gaussian-window ``nn.Conv2d`` per channel, images scaled to [0, 1] by their dtype's maximum) with its
argument checks."""
from __future__ import annotations

import math

import numpy as np

from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ..cell import Cell
from ..container import CellList

__all__ = ["ImageGradients", "PSNR", "SSIM", "MSSSIM"]


def _check_input_4d(shape, param_name, func_name):
    if len(shape) != 4:
        raise ValueError(f"For '{func_name}', the dimension of '{param_name}' must be 4d, but got {len(shape)}.")


def _check_max_val(max_val, name):
    if isinstance(max_val, bool) or not isinstance(max_val, (int, float)):
        raise TypeError(f"For '{name}', the type of 'max_val' should be one of '['int', 'float']', but got type "
                        f"'{type(max_val).__name__}'.")
    if not max_val > 0.0:
        raise ValueError(f"For '{name}', the argument 'max_val' must > 0.0, but got {max_val}.")


def _check_window_args(filter_size, filter_sigma, k1, k2, name):
    if isinstance(filter_size, bool) or not isinstance(filter_size, int):
        raise TypeError(f"For '{name}', the 'filter_size' must be int, but got '{type(filter_size).__name__}'")
    if filter_size < 1:
        raise ValueError(f"For '{name}', the 'filter_size' must be int and must >= 1, but got '{filter_size}' with "
                         f"type 'int'.")
    if isinstance(filter_sigma, bool) or not isinstance(filter_sigma, float):
        raise TypeError(f"For '{name}', the 'filter_sigma' must be float, but got "
                        f"'{type(filter_sigma).__name__}'")
    if not filter_sigma > 0:
        raise ValueError(f"For '{name}', the 'filter_sigma' must be float and must > 0, but got '{filter_sigma}' "
                         f"with type 'float'.")
    for v, n in ((k1, "k1"), (k2, "k2")):
        if isinstance(v, bool) or not isinstance(v, float):
            raise TypeError(f"For '{name}', the type of '{n}' should be 'float', but got type "
                            f"'{type(v).__name__}'.")


def _check_dtype(x, param_name, allowed, name):
    if x.dtype not in allowed:
        names = ", ".join("mindspore." + str(a).lower() for a in allowed)
        raise TypeError(f"For '{name}', the '{param_name}' should be one of [{names}], but got "
                        f"'mindspore.{str(x.dtype).lower()}'.")


def _same_type_shape(x, y):
    """MindSpore's inner ``SameTypeShape`` check (TypeError on dtypes, ValueError on shapes)."""
    if x.dtype != y.dtype:
        raise TypeError(f"For 'SameTypeShape', the x dtype should be = y dtype: Tensor[{y.dtype}], but got "
                        f"Tensor[{x.dtype}].")
    if tuple(x.shape) != tuple(y.shape):
        raise ValueError(f"For 'SameTypeShape', the x shape should be = y shape: {list(y.shape)}, but got "
                         f"{list(x.shape)}.")


_INT_MAX = {"int8": 127.0, "int16": 32767.0, "int32": 2147483647.0, "int64": 9223372036854775807.0,
            "uint8": 255.0, "uint16": 65535.0, "uint32": 4294967295.0, "uint64": 18446744073709551615.0}


def _dtype_max(dt):
    """The largest value of an integer dtype (images scale to [0, 1] by it); 1.0 for floats.  No numpy call:
    this runs in graph code, where STRICT syntax refuses numpy functions."""
    return _INT_MAX.get(str(dt).lower(), 1.0)


def _to_float32(img, dtype_max):
    ret = ops.cast(img, mstype.float32)
    if dtype_max > 1.0:
        ret = ret * (1.0 / dtype_max)
    return ret


def _max_val_f32(max_val, dtype_max):
    v = Tensor(max_val, mstype.float32)
    if dtype_max > 1.0:
        v = v * Tensor(1.0 / dtype_max, mstype.float32)
    return v


def _create_window(size, sigma):
    x_data, y_data = np.mgrid[-size // 2 + 1:size // 2 + 1, -size // 2 + 1:size // 2 + 1]
    x_data = np.expand_dims(np.expand_dims(x_data, axis=-1).astype(np.float32), axis=-1) ** 2
    y_data = np.expand_dims(np.expand_dims(y_data, axis=-1).astype(np.float32), axis=-1) ** 2
    g = np.exp(-(x_data + y_data) / (2 * sigma ** 2))
    return np.transpose(g / np.sum(g), (2, 3, 0, 1))


def _window_conv(filter_size, window):
    from .conv import Conv2d

    conv = Conv2d(1, 1, kernel_size=filter_size, stride=1, weight_init=Tensor(window), padding=0, pad_mode="valid")
    conv.weight.requires_grad = False
    return conv


def _per_channel(c1, c2, img1, img2, conv):
    mu1 = conv(img1)
    mu2 = conv(img2)
    mu1_sq = mu1 * mu1
    mu2_sq = mu2 * mu2
    mu1_mu2 = mu1 * mu2
    sigma1_sq = conv(img1 * img1) - mu1_sq
    sigma2_sq = conv(img2 * img2) - mu2_sq
    sigma12 = conv(img1 * img2) - mu1_mu2
    a = 2 * mu1_mu2 + c1
    b = mu1_sq + mu2_sq + c1
    v1 = 2 * sigma12 + c2
    v2 = sigma1_sq + sigma2_sq + c2
    return a * v1 / (b * v2), v1 / v2


def _multi_channel(c1, c2, img1, img2, conv):
    c = img1.shape[1]
    split1 = ops.split(img1, 1, 1)
    split2 = ops.split(img2, 1, 1)
    ssims = ()
    css = ()
    for i in range(c):
        s, cs = _per_channel(c1, c2, split1[i], split2[i], conv)
        ssims += (s,)
        css += (cs,)
    return ops.mean(ops.concat(ssims, 1), (2, 3)), ops.mean(ops.concat(css, 1), (2, 3))


class ImageGradients(Cell):
    """``(dy, dx)``: forward differences along height and width of NCHW ``images`` (last row/column 0)."""

    def construct(self, images):
        _check_input_4d(images.shape, "images", "ImageGradients")
        batch_size, depth, height, width = images.shape
        if height == 1:
            dy = ops.zeros((batch_size, depth, 1, width), images.dtype)
        else:
            dy = images[:, :, 1:, :] - images[:, :, :height - 1, :]
            dy = ops.concat((dy, ops.zeros((batch_size, depth, 1, width), images.dtype)), 2)
        if width == 1:
            dx = ops.zeros((batch_size, depth, height, 1), images.dtype)
        else:
            dx = images[:, :, :, 1:] - images[:, :, :, :width - 1]
            dx = ops.concat((dx, ops.zeros((batch_size, depth, height, 1), images.dtype)), 3)
        return dy, dx


class PSNR(Cell):
    """Peak signal-to-noise ratio per image: ``10 * log10(max_val ** 2 / mean((img1 - img2) ** 2))``."""

    def __init__(self, max_val=1.0):
        super().__init__()
        _check_max_val(max_val, "PSNR")
        self.max_val = max_val

    def construct(self, img1, img2):
        _check_input_4d(img1.shape, "img1", "PSNR")
        _check_input_4d(img2.shape, "img2", "PSNR")
        _same_type_shape(img1, img2)
        dtype_max = _dtype_max(img1.dtype)
        max_val = _max_val_f32(self.max_val, dtype_max)
        img1 = _to_float32(img1, dtype_max)
        img2 = _to_float32(img2, dtype_max)
        mse = ops.mean(ops.square(img1 - img2), (-3, -2, -1))
        return 10 * ops.log(ops.square(max_val) / mse) / math.log(10.0)


class SSIM(Cell):
    """Structural similarity per image (mean over channels of the mean SSIM map, Gaussian window)."""

    def __init__(self, max_val=1.0, filter_size=11, filter_sigma=1.5, k1=0.01, k2=0.03):
        super().__init__()
        _check_max_val(max_val, "SSIM")
        _check_window_args(filter_size, filter_sigma, k1, k2, "SSIM")
        self.max_val = max_val
        self.filter_size = filter_size
        self.filter_sigma = filter_sigma
        self.k1 = k1
        self.k2 = k2
        self.conv = _window_conv(filter_size, _create_window(filter_size, filter_sigma))

    def construct(self, img1, img2):
        _check_dtype(img1, "img1", (mstype.float32, mstype.float16), "SSIM")
        shape = img1.shape
        _check_input_4d(shape, "img1", "SSIM")
        for i in (2, 3):
            if shape[i] < self.filter_size:
                raise ValueError(f"For 'SSIM', the img1 shape[{i}] should be >= filter_size: {self.filter_size}, "
                                 f"but got {shape[i]}.")
        _same_type_shape(img1, img2)
        dtype_max = _dtype_max(img1.dtype)
        max_val = _max_val_f32(self.max_val, dtype_max)
        img1 = _to_float32(img1, dtype_max)
        img2 = _to_float32(img2, dtype_max)
        c1 = (self.k1 * max_val) ** 2
        c2 = (self.k2 * max_val) ** 2
        ssim_ave_channel, _ = _multi_channel(c1, c2, img1, img2, self.conv)
        return ops.mean(ssim_ave_channel, -1)


class MSSSIM(Cell):
    """Multi-scale SSIM: the product over ``len(power_factors)`` scales (2x2 average pooling between them) of
    the contrast-structure terms (the SSIM at the last scale), each raised to its power factor."""

    def __init__(self, max_val=1.0, power_factors=(0.0448, 0.2856, 0.3001, 0.2363, 0.1333), filter_size=11,
                 filter_sigma=1.5, k1=0.01, k2=0.03):
        super().__init__()
        _check_max_val(max_val, "MSSSIM")
        if not isinstance(power_factors, (tuple, list)):
            raise TypeError(f"For 'MSSSIM', the type of 'power_factors' should be one of '[tuple, list]', but got "
                            f"type '{type(power_factors).__name__}'.")
        _check_window_args(filter_size, filter_sigma, k1, k2, "MSSSIM")
        self.max_val = max_val
        self.filter_size = filter_size
        self.filter_sigma = filter_sigma
        self.k1 = k1
        self.k2 = k2
        window = _create_window(filter_size, filter_sigma)
        self.level = len(power_factors)
        self.conv = [_window_conv(filter_size, window) for _ in range(self.level)]
        self.multi_convs_list = CellList(self.conv)
        self.weight_tensor = Tensor(power_factors, mstype.float32)

    def construct(self, img1, img2):
        _check_input_4d(img1.shape, "img1", "MSSSIM")
        _check_input_4d(img2.shape, "img2", "MSSSIM")
        _check_dtype(img1, "img1", (mstype.float64, mstype.float32, mstype.float16, mstype.uint8), "MSSSIM")
        _same_type_shape(img1, img2)
        dtype_max = _dtype_max(img1.dtype)
        max_val = _max_val_f32(self.max_val, dtype_max)
        img1 = _to_float32(img1, dtype_max)
        img2 = _to_float32(img2, dtype_max)
        c1 = (self.k1 * max_val) ** 2
        c2 = (self.k2 * max_val) ** 2
        sim = None
        mcs = ()
        for i in range(self.level):
            sim, cs = _multi_channel(c1, c2, img1, img2, self.multi_convs_list[i])
            mcs += (ops.relu(cs),)
            img1 = ops.avg_pool2d(img1, 2, 2)
            img2 = ops.avg_pool2d(img2, 2, 2)
        mcs = mcs[0:-1:1]
        mcs_and_ssim = ops.stack(mcs + (ops.relu(sim),), -1)
        mcs_and_ssim = ops.pow(mcs_and_ssim, self.weight_tensor)
        return ops.mean(ops.prod(mcs_and_ssim, -1), -1)
