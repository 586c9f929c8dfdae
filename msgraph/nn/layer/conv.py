"""Convolution: nn.Conv2d (NCHW, MindSpore's arguments; pad_mode 'same' by default)."""
from __future__ import annotations

import math

import numpy as np

from ... import ops
from ..._checkparam import check_bool
from ...common import dtype as mstype
from ...common.initializer import HeUniform, Uniform, initializer
from ...common.tensor import Parameter
from ..cell import Cell

__all__ = ["Conv2d"]


def check_channels(cls_name, **channels):
    """MindSpore 2.10's channel-count checks at construction: not an int is a TypeError, not
    positive a ValueError."""
    for arg, v in channels.items():
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
            raise TypeError(f"For '{cls_name}', the '{arg}' must be int, but got '{type(v).__name__}'")
        if v <= 0:
            raise ValueError(f"For '{cls_name}', the '{arg}' must be int and must > 0, but got '{v}' with type "
                             f"'int'.")


def check_has_bias(cls_name, has_bias):
    """MindSpore 2.10's convolution Cells take only a bool ``has_bias`` (a TypeError at construction)."""
    check_bool(has_bias, "has_bias", cls_name)


def _pair(name, value):
    """MindSpore 2.10's checks: a float is a TypeError, a non-positive item a ValueError (at init)."""
    if isinstance(value, (float, list)):   # MindSpore 2.10's _check_tuple: a list is no tuple
        raise TypeError(f"When expanding an int number to tuple, input type must be integer or tuple[int], "
                        f"but got {type(value)}")
    if isinstance(value, int) and not isinstance(value, bool):
        value = (value, value)
    if isinstance(value, tuple) and len(value) != 2:   # MindSpore 2.10's _check_tuple: a TypeError
        raise TypeError(f"When expanding an int number to tuple, input tuple dimension must be 2, but got {value}")
    if not isinstance(value, (tuple, list)) or len(value) != 2:
        raise ValueError(f"For 'Conv2d', '{name}' must be an int or a tuple of two ints, but got {value!r}.")
    for v in value:
        if isinstance(v, float):
            raise TypeError(f"When expanding an int number to tuple, the type of element in input tuple must be "
                            f"an integer, but got {type(v)}.")
        if name in ("kernel_size", "stride", "dilation") and v <= 0:
            raise ValueError(f"For 'Conv2d', the '{name} item' must be int and must > 0, but got '{v}' with type "
                             f"'{type(v).__name__}'.")
    return tuple(int(v) for v in value)


def make_conv_params(cell, shape, weight_init, bias_init, dtype):
    """A convolution Cell's ``weight`` of ``shape`` (``HeUniform(sqrt(5))`` by default) and, with ``has_bias``,
    its ``bias`` (``U(-1/sqrt(fan_in), 1/sqrt(fan_in))``, fan_in = the product of ``shape[1:]``) - any rank."""
    if weight_init is None:
        weight_init = HeUniform(math.sqrt(5))
    cell.weight = Parameter(initializer(weight_init, shape, dtype), name="weight")
    cell.bias = None
    if cell.has_bias:
        if bias_init is None:
            bias_init = Uniform(1.0 / math.sqrt(math.prod(shape[1:])))
        cell.bias = Parameter(initializer(bias_init, (cell.out_channels,), dtype), name="bias")


class _ConvBase(Cell):
    """What the convolution Cells share: their parameters (weight ``HeUniform(sqrt(5))``, bias
    ``U(-1/sqrt(fan_in), 1/sqrt(fan_in))`` by default), their repr and the bias add."""

    def _make_params(self, shape, weight_init, bias_init, dtype):
        make_conv_params(self, shape, weight_init, bias_init, dtype)

    def extra_repr(self) -> str:
        return (f"input_channels={self.in_channels}, output_channels={self.out_channels}, "
                f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}, "
                f"padding={self.padding}, dilation={self.dilation}, group={self.group}, "
                f"has_bias={self.has_bias}")


class Conv2d(_ConvBase):
    """2-D convolution over NCHW input; weight ``(out, in/group, kh, kw)``.

    ``pad_mode`` is ``'same'`` (default), ``'valid'`` or ``'pad'`` (then ``padding`` is
    an int or a 4-tuple top/bottom/left/right).  ``has_bias`` defaults to False like
    MindSpore; weight init ``HeUniform(sqrt(5))``, bias ``U(-1/sqrt(fan_in), 1/sqrt(fan_in))``.
    """

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init=None, bias_init=None, data_format="NCHW",
                 dtype=mstype.float32):
        super().__init__()
        if data_format == "NHWC":   # MindSpore 2.10's text
            raise ValueError("For 'Conv2d', the \"NHWC\" format only support in GPU target, but got the 'format' is "
                             "NHWC and the platform is CPU.")
        if data_format != "NCHW":
            raise ValueError(f"For 'Conv2d', only data_format 'NCHW' is supported, but got {data_format!r}.")
        if not isinstance(pad_mode, str):
            raise TypeError(f"For 'Conv2D', the type of 'pad_mode' should be 'str', but got type "
                            f"'{type(pad_mode).__name__}'.")
        if pad_mode not in ("same", "valid", "pad"):
            raise ValueError(f"For 'Conv2d', 'pad_mode' must be 'same', 'valid' or 'pad', but got {pad_mode!r}.")
        if not isinstance(padding, (int, tuple)):
            raise TypeError(f"For 'Conv2d', the type of 'padding' must be int or tuple(int), but got "
                            f"{type(padding).__name__}.")
        if isinstance(padding, tuple) and len(padding) != 4:   # MindSpore 2.10's Conv2D: 4 pads or one int
            raise ValueError(f"For 'Conv2D', the 'pad size' must be int and must = 4, but got '{len(padding)}' "
                             f"with type 'int'.")
        if pad_mode != "pad" and padding not in (0, (0, 0, 0, 0)):
            raise ValueError(f"For 'Conv2d', 'padding' must be 0 when 'pad_mode' is {pad_mode!r}, "
                             f"but got {padding!r}.")
        if any(p < 0 for p in (padding if isinstance(padding, (tuple, list)) else (padding,))):   # MindSpore's
            raise ValueError(f"For 'Conv2d', the 'padding' must be int and must >= 0, but got '{padding}' with type "
                             f"'{type(padding).__name__}'.")
        if in_channels % group or out_channels % group:
            raise ValueError(f"For 'Conv2d', 'in_channels' ({in_channels}) and 'out_channels' ({out_channels}) "
                             f"must be divisible by 'group' ({group}).")
        check_channels("Conv2d", in_channels=in_channels, out_channels=out_channels)
        self.in_channels = int(in_channels)
        self.out_channels = int(out_channels)
        self.kernel_size = _pair("kernel_size", kernel_size)
        self.stride = _pair("stride", stride)
        self.dilation = _pair("dilation", dilation)
        self.pad_mode = pad_mode
        self.padding = tuple(padding) if isinstance(padding, (tuple, list)) else int(padding)
        self.group = int(group)
        check_has_bias("Conv2d", has_bias)
        self.has_bias = has_bias
        self.data_format = data_format
        shape = (self.out_channels, self.in_channels // self.group) + self.kernel_size
        self._make_params(shape, weight_init, bias_init, dtype)
        # MindSpore's Conv2d holds its primitives; scripts reach them (``net.conv1.conv2d.add_prim_attr(...)``).
        self.conv2d = ops.Conv2D(out_channel=self.out_channels, kernel_size=self.kernel_size, mode=1,
                                 pad_mode=pad_mode, pad=self.padding, stride=self.stride, dilation=self.dilation,
                                 group=self.group)
        self.bias_add = ops.BiasAdd()

    def construct(self, x):
        if self.weight.dtype == mstype.float64:   # MindSpore 2.10's Conv2D kernel (msgraph's op keeps float64)
            raise TypeError("For primitive[Conv2D], the input argument[w] must be a type of {Tensor[BFloat16], "
                            "Tensor[Float16], Tensor[Float32], Tensor[Int32], Tensor[Int64], Tensor[Int8]}, but got "
                            "Ref[Tensor[Float64]].")
        return ops.conv2d(x, self.weight, self.bias, self.stride, self.pad_mode, self.padding, self.dilation,
                          self.group)
