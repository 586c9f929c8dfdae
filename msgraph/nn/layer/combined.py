"""Combined layers: Conv2dBnAct and DenseBnAct (convolution/dense, optional BatchNorm, optional activation).

Sub-Cells are named ``conv``/``dense``, ``batchnorm`` and ``activation`` like MindSpore's, so
checkpoint names match (``conv.weight``, ``batchnorm.moving_mean``...).
"""
from __future__ import annotations

from ..cell import Cell
from .activation import get_activation
from .activation_ext import LeakyReLU
from .basic import Dense
from .conv import Conv2d
from .normalization import BatchNorm1d, BatchNorm2d

__all__ = ["Conv2dBnAct", "DenseBnAct"]


def _activation(cls, activation, alpha):
    if activation == "leakyrelu":
        return LeakyReLU(alpha)
    act = get_activation(activation) if isinstance(activation, str) else activation
    if activation is not None and not isinstance(act, Cell) and not callable(act):
        raise TypeError(f"For '{cls}', the 'activation' must be str or Cell or Primitive, "
                        f"but got {type(activation).__name__}.")
    return act


def _check_bool(cls, name, value):
    if not isinstance(value, bool):
        raise TypeError(f"For '{cls}', the '{name}' must be a bool, but got {type(value).__name__}.")
    return value


class Conv2dBnAct(Cell):
    """``activation(batchnorm(conv(x)))``; BatchNorm2d (momentum 0.997 by default) only with ``has_bn``."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init="normal", bias_init="zeros", has_bn=False, momentum=0.997,
                 eps=1e-5, activation=None, alpha=0.2, after_fake=True):
        super().__init__()
        self.conv = Conv2d(in_channels, out_channels, kernel_size=kernel_size, stride=stride, pad_mode=pad_mode,
                           padding=padding, dilation=dilation, group=group, has_bias=has_bias,
                           weight_init=weight_init, bias_init=bias_init)
        self.has_bn = _check_bool("Conv2dBnAct", "has_bn", has_bn)
        self.has_act = activation is not None
        self.after_fake = _check_bool("Conv2dBnAct", "after_fake", after_fake)
        if has_bn:
            self.batchnorm = BatchNorm2d(out_channels, eps, momentum)
        self.activation = _activation("Conv2dBnAct", activation, alpha)

    def construct(self, x):
        x = self.conv(x)
        if self.has_bn:
            x = self.batchnorm(x)
        if self.has_act:
            x = self.activation(x)
        return x


class DenseBnAct(Cell):
    """``activation(batchnorm(dense(x)))``; BatchNorm1d (momentum 0.9 by default) only with ``has_bn``."""

    def __init__(self, in_channels, out_channels, weight_init="normal", bias_init="zeros", has_bias=True,
                 has_bn=False, momentum=0.9, eps=1e-5, activation=None, alpha=0.2, after_fake=True):
        super().__init__()
        self.dense = Dense(in_channels, out_channels, weight_init, bias_init, has_bias)
        self.has_bn = _check_bool("DenseBnAct", "has_bn", has_bn)
        self.has_act = activation is not None
        self.after_fake = _check_bool("DenseBnAct", "after_fake", after_fake)
        if has_bn:
            self.batchnorm = BatchNorm1d(out_channels, eps, momentum)
        self.activation = _activation("DenseBnAct", activation, alpha)

    def construct(self, x):
        x = self.dense(x)
        if self.has_bn:
            x = self.batchnorm(x)
        if self.has_act:
            x = self.activation(x)
        return x
