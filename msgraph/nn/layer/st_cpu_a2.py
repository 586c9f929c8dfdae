"""nn.BiDense (MindSpore's bilinear layer; tests/st/ops/cpu/test_bidense.py) (h-cpua, session 6)."""
from __future__ import annotations

import math

from ... import ops
from ...common import dtype as mstype
from ...common.initializer import Uniform, initializer
from ...common.tensor import Parameter
from ...ops.pooling3d import check_c3t_dilation
from ..cell import Cell
from .conv import check_channels, check_has_bias, make_conv_params
from ..repr_ms import conv3d_repr, remember_default_inits

__all__ = ["BiDense", "Conv3d", "Conv3dTranspose", "LRN"]


class BiDense(Cell):
    """``y = x1^T A x2 + b``: weight ``(out_channels, in1_channels, in2_channels)``, bias ``(out_channels,)``,
    both ``U(-1/sqrt(in1), 1/sqrt(in1))`` by default (MindSpore 2.x)."""

    def __init__(self, in1_channels, in2_channels, out_channels, weight_init=None, bias_init=None, has_bias=True,
                 dtype=mstype.float32):
        super().__init__()
        # MindSpore 2.10 checks at construction: int channels (TypeError) above 0 (ValueError), a bool has_bias
        check_channels("BiDense", in1_channels=in1_channels, in2_channels=in2_channels, out_channels=out_channels)
        check_has_bias("BiDense", has_bias)
        self.in1_channels, self.in2_channels = int(in1_channels), int(in2_channels)
        self.out_channels = int(out_channels)
        self.has_bias = bool(has_bias)
        bound = 1.0 / math.sqrt(self.in1_channels)
        self.weight = Parameter(initializer(Uniform(bound) if weight_init is None else weight_init,
                                            (self.out_channels, self.in1_channels, self.in2_channels), dtype),
                                name="weight")
        self.bias = None
        if self.has_bias:
            self.bias = Parameter(initializer(Uniform(bound) if bias_init is None else bias_init,
                                              (self.out_channels,), dtype), name="bias")

    def extra_repr(self) -> str:
        text = (f"in1_channels={self.in1_channels}, in2_channels={self.in2_channels}, "
                f"output_channels={self.out_channels}")
        return text + ", has_bias=True" if self.has_bias else text   # MindSpore 2.10 names the bias only when there

    def construct(self, input1, input2):
        return ops.bidense(input1, input2, self.weight, self.bias)


def _check_3d(cls, name, value):
    """MindSpore 2.10's _check_3d_int_or_tuple at construction: an int or a tuple of three (a ValueError)."""
    if isinstance(value, tuple) and len(value) != 3:
        raise ValueError(f"For '{cls}', the parameter '{name}' must be an positive integer or a tuple of three "
                         f"positive integer, but got {value}")


class Conv3d(Cell):
    """3-D convolution over NCDHW input (P.Conv3D, group 1): weight ``(out, in, kd, kh, kw)`` (HeUniform(sqrt(5))
    by default), optional bias ``U(-1/sqrt(fan_in), 1/sqrt(fan_in))``; padding an int or 6 ints with pad_mode 'pad'."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init=None, bias_init=None, data_format="NCDHW",
                 dtype=mstype.float32):
        super().__init__()
        check_channels("Conv3d", in_channels=in_channels, out_channels=out_channels)
        if in_channels % group or out_channels % group:   # MindSpore 2.10 (group 0: its ZeroDivisionError)
            raise ValueError("The argument 'group' should be divisible by 'in_channels' and 'out_channels'")
        for name, v in (("kernel_size", kernel_size), ("stride", stride), ("dilation", dilation)):
            _check_3d("Conv3d", name, v)
        ks = (kernel_size,) * 3 if isinstance(kernel_size, int) else tuple(kernel_size)
        if not isinstance(pad_mode, str):
            raise TypeError(f"For 'Conv3D', the type of 'pad_mode' should be 'str', but got type "
                            f"'{type(pad_mode).__name__}'.")
        if isinstance(padding, tuple) and len(padding) != 6:
            raise ValueError(f"For 'Conv3d', the 'padding size' must be int and must = 6, but got '{len(padding)}' "
                             f"with type 'int'.")
        if any(isinstance(p, int) and p < 0 for p in (padding if isinstance(padding, tuple) else (padding,))):
            raise ValueError(f"For 'Conv3d', the 'padding' must be int and must >= 0, but got '{padding}' with type "
                             f"'{type(padding).__name__}'.")
        self.in_channels, self.out_channels, self.kernel_size = int(in_channels), int(out_channels), ks
        self.stride, self.pad_mode, self.padding, self.dilation, self.group = stride, pad_mode, padding, dilation, group
        self.has_bias, self.data_format = bool(has_bias), data_format
        make_conv_params(self, (self.out_channels, self.in_channels // int(group)) + ks, weight_init, bias_init, dtype)
        remember_default_inits(self, weight_init, bias_init, self.has_bias, data_format)
        self.conv3d = ops.Conv3D(self.out_channels, ks, mode=1, pad_mode=pad_mode, pad=padding, stride=stride,
                                 dilation=dilation, group=group, data_format=data_format)

    extra_repr = conv3d_repr

    def construct(self, x):
        out = self.conv3d(x, self.weight)
        if self.has_bias:
            out = out + ops.reshape(self.bias, (1, -1, 1, 1, 1))
        return out


class Conv3dTranspose(Cell):
    """The transposed 3-D convolution over NCDHW input (P.Conv3DTranspose): weight ``(in, out // group, kd, kh, kw)``
    (HeUniform(sqrt(5)) by default), optional bias ``U(-1/sqrt(fan_in), 1/sqrt(fan_in))`` with fan_in of that
    weight shape; ``output_padding`` adds to the far side of each spatial dimension (h-sweep6)."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, output_padding=0, has_bias=False, weight_init=None, bias_init=None, data_format="NCDHW",
                 dtype=mstype.float32):
        super().__init__()
        if not (in_channels % group == 0 and out_channels % group == 0):
            raise ValueError("The argument 'group' should be divisible by 'in_channels' and 'out_channels'")
        trip = lambda v: (v,) * 3 if isinstance(v, int) else tuple(v)  # noqa: E731
        _check_3d("Conv3dTranspose", "kernel_size", kernel_size)
        ks = trip(kernel_size)
        if isinstance(padding, tuple) and len(padding) != 6:
            raise ValueError(f"For 'Conv3dTranspose', the length of 'padding' must be 6, but got {len(padding)}.")
        self.in_channels, self.out_channels, self.kernel_size = int(in_channels), int(out_channels), ks
        self.stride, self.pad_mode, self.padding = trip(stride), pad_mode, padding
        self.dilation = check_c3t_dilation(dilation)
        self.group, self.output_padding = group, trip(output_padding)
        self.has_bias, self.data_format = bool(has_bias), data_format
        make_conv_params(self, (self.in_channels, self.out_channels // int(group)) + ks, weight_init, bias_init, dtype)
        remember_default_inits(self, weight_init, bias_init, self.has_bias, data_format)
        self.conv3d_transpose = ops.Conv3DTranspose(in_channel=self.in_channels, out_channel=self.out_channels,
                                                    kernel_size=ks, mode=1, pad_mode=pad_mode, pad=padding,
                                                    stride=self.stride, dilation=self.dilation, group=group,
                                                    output_padding=self.output_padding, data_format=data_format)

    extra_repr = conv3d_repr

    def construct(self, x):
        out = self.conv3d_transpose(x, self.weight)
        if self.has_bias:
            out = out + ops.reshape(self.bias, (1, -1, 1, 1, 1))
        return out


class LRN(Cell):
    """Local response normalization across channels: ``ops.LRN(depth_radius, bias, alpha, beta, norm_region)``."""

    def __init__(self, depth_radius=5, bias=1.0, alpha=1.0, beta=0.5, norm_region="ACROSS_CHANNELS"):
        super().__init__()
        self.lrn_op = ops.LRN(depth_radius, bias, alpha, beta, norm_region)

    def construct(self, input_x):
        return self.lrn_op(input_x)
