"""nn.Conv2dTranspose, nn.Conv1d and nn.Conv1dTranspose (NCHW / NCL, MindSpore's arguments).

The transposed convolution is the adjoint of the convolution: per group,
``cols = weight_g^T @ x_g`` ((C_out/g * kh * kw) x L blocks), summed back into the image with
``Col2Im`` (``ops.fold``), which already is a registry op whose bprop is ``Im2Col``; the layer
therefore needs no new primitive and both modes differentiate it through registry ops.

Output sizes (MindSpore 2.x): ``'same'``: ``in * stride``; ``'valid'``: ``in * stride +
max(eff_kernel - stride, 0)``; ``'pad'``: ``(in - 1) * stride + eff_kernel - pad_begin - pad_end +
output_padding``.  The 1-D layers run the 2-D ones on ``(N, C, 1, L)``; their weights are 4-D
``(out, in/group, 1, k)`` like MindSpore's.
"""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...errors import DTypeError, OpRuntimeError
from .conv import _ConvBase, check_has_bias

__all__ = ["Conv2dTranspose", "Conv1d", "Conv1dTranspose"]


def _int_pair(cls, name, value):
    if isinstance(value, int) and not isinstance(value, bool):
        out = (value, value)
    elif isinstance(value, (tuple, list)) and len(value) == 2 and all(isinstance(v, int) for v in value):
        out = (int(value[0]), int(value[1]))
    else:
        raise TypeError(f"For '{cls}', the '{name}' must be an int or a tuple of two ints, but got {value!r}.")
    if name != "output_padding" and min(out) < 1:
        raise ValueError(f"For '{cls}', the '{name}' must be positive, but got {value!r}.")
    return out


def _check_int(cls, name, value, minimum=1):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"For '{cls}', the '{name}' must be an int, but got {type(value).__name__}.")
    if value < minimum:
        raise ValueError(f"For '{cls}', the '{name}' must be at least {minimum}, but got {value}.")
    return value


def _pad4(cls, pad_mode, padding):
    if isinstance(padding, int) and not isinstance(padding, bool):
        pads = (padding,) * 4
    elif isinstance(padding, (tuple, list)) and len(padding) == 4:
        pads = tuple(int(p) for p in padding)
    elif isinstance(padding, tuple):   # MindSpore 2.10: a ValueError naming the tuple's length
        raise ValueError(f"For '{cls}', the 'padding size' must be int and must = 4, but got '{len(padding)}' with "
                         f"type 'int'.")
    else:
        raise TypeError(f"For '{cls}', the 'padding' must be an int or a tuple of 4 ints, but got {padding!r}.")
    if min(pads) < 0:
        raise ValueError(f"For '{cls}', the 'padding' must be non-negative, but got {padding!r}.")
    if pad_mode != "pad" and any(pads):
        raise ValueError(f"For '{cls}', the 'padding' must be zero when 'pad_mode' is {pad_mode!r}, "
                         f"but got {padding!r}.")
    return pads


def _pad_mode(cls, pad_mode):
    if not isinstance(pad_mode, str) or pad_mode.lower() not in ("same", "valid", "pad"):
        raise ValueError(f"For '{cls}', the 'pad_mode' must be one of ['same', 'valid', 'pad'], "
                         f"but got {pad_mode!r}.")
    return pad_mode.lower()


def conv_transpose_geometry(in_hw, kernel, stride, dilation, pad_mode, pads, output_padding):
    """(output (H, W) before ``output_padding``, Col2Im padding (top, bottom, left, right)) of a transposed
    convolution.  MindSpore appends ``output_padding`` rows/columns of zeros after cropping."""
    out_hw, col_pads = [], []
    for i in range(2):
        eff = (kernel[i] - 1) * dilation[i] + 1
        s = stride[i]
        if pad_mode == "same":
            total = max(eff - s, 0)
            begin, end = total // 2, total - total // 2
            out = in_hw[i] * s
        elif pad_mode == "valid":
            begin, end = 0, 0
            out = in_hw[i] * s + max(eff - s, 0)
        else:
            begin, end = pads[2 * i], pads[2 * i + 1]
            out = (in_hw[i] - 1) * s + eff - begin - end
        if out < 0:   # MindSpore 2.10's CPU kernel (an output size of 0 is the empty result: adapt43nn)
            raise OpRuntimeError(f"The output size of the transposed convolution must not be negative, but got {out}.")
        # Col2Im sums into ``out + begin + end`` rows and crops ``begin``; rows past the last
        # block (valid with stride > kernel) stay zero.
        out_hw.append(out)
        col_pads += [begin, end]
    return tuple(out_hw), tuple(col_pads)


def conv2d_transpose(x, weight, out_channels, kernel, stride, dilation, group, pad_mode, pads, output_padding,
                     name="Conv2DTranspose"):
    """The transposed convolution of NCHW ``x`` with ``weight`` (C_in, C_out/group, kh, kw), with registry ops
    (``name``: MindSpore's primitive, for its float64 TypeError; None: float64 computes, for msgraph's gradient
    checks)."""
    if name is not None and x.dtype == mstype.float64 and weight.dtype == mstype.float64:   # ops.conv.refuse_transpose_float64
        raise DTypeError(f"For primitive[{name}], the input argument[doutput] must be a type of {{Tensor[BFloat16], "
                         "Tensor[Float16], Tensor[Float32], Tensor[Int32], Tensor[Int8]}, but got Tensor[Float64].")
    n, c, h, w = x.shape
    if c != weight.shape[0]:
        raise OpRuntimeError(f"For 'Conv2dTranspose', the input channels ({c}) must equal the weight's first dim "
                         f"({weight.shape[0]}).")
    out_hw, col_pads = conv_transpose_geometry((h, w), kernel, stride, dilation, pad_mode, pads, output_padding)
    if h * w == 0 or out_hw[0] * out_hw[1] == 0:   # an empty input or output: zeros (MindSpore 2.10; adapt43nn/
        out = ops.zeros((n, out_channels) + tuple(out_hw), x.dtype)   # conv_transpose_empty_spatial)
    else:
        out = _conv2d_transpose_cols(x, weight, out_channels, kernel, stride, dilation, group, out_hw, col_pads)
    return _output_padding(out, n, out_channels, out_hw, output_padding)


def _conv2d_transpose_cols(x, weight, out_channels, kernel, stride, dilation, group, out_hw, col_pads):
    """The transposed convolution as one batched GEMM and a fold (col2im)."""
    n, c, h, w = x.shape
    kk = kernel[0] * kernel[1]
    cg, og = c // group, out_channels // group
    wg = ops.reshape(weight, (group, cg, og * kk))
    xg = ops.reshape(x, (n, group, cg, h * w))
    cols = ops.batch_matmul(wg, xg, True, False)                    # (N, g, og*kk, L)
    cols = ops.reshape(cols, (n, out_channels * kk, h * w))
    return ops.fold(cols, out_hw, kernel, dilation, col_pads, stride)


def _output_padding(out, n, out_channels, out_hw, output_padding):
    """``output_padding`` rows / columns of zeros after the result."""
    if output_padding[0]:
        out = ops.concat((out, ops.zeros((n, out_channels, output_padding[0], out_hw[1]), out.dtype)), 2)
    if output_padding[1]:
        rows = out_hw[0] + output_padding[0]
        out = ops.concat((out, ops.zeros((n, out_channels, rows, output_padding[1]), out.dtype)), 3)
    return out


class _ConvNd(_ConvBase):
    """Checks the channel/group arguments and makes the parameters of a (transposed) convolution."""

    def _init_channels(self, name, in_channels, out_channels, group):
        self.in_channels = _check_int(name, "in_channels", in_channels)
        self.out_channels = _check_int(name, "out_channels", out_channels)
        self.group = _check_int(name, "group", group)
        if in_channels % group or out_channels % group:
            raise ValueError(f"For '{name}', the 'in_channels' ({in_channels}) and 'out_channels' ({out_channels}) "
                             f"must be divisible by 'group' ({group}).")

    def _transpose_prims(self, prim=None):
        """MindSpore's Conv2dTranspose holds a Conv2DTranspose primitive (``out_channel`` = the layer's in_channels;
        Conv1dTranspose: Conv2DBackpropInput) and a BiasAdd; model-zoo scripts reach them by name (FCN8s:
        ``conv2d_transpose.shard(...)``)."""
        self.conv2d_transpose = (prim or ops.Conv2DTranspose)(out_channel=self.in_channels, kernel_size=self.kernel_size,
                                                    pad_mode=self.pad_mode, pad=self.padding, stride=self.stride,
                                                    dilation=self.dilation, group=self.group)
        self._tname = "Conv2DBackpropInput" if prim is ops.Conv2DBackpropInput else "Conv2DTranspose"
        self.bias_add = ops.BiasAdd()

    def _init_params(self, transposed, has_bias, weight_init, bias_init, dtype):
        check_has_bias(type(self).__name__, has_bias)
        self.has_bias = has_bias
        channels = (self.in_channels, self.out_channels) if transposed else (self.out_channels, self.in_channels)
        shape = (channels[0], channels[1] // self.group) + self.kernel_size
        self._make_params(shape, weight_init, bias_init, dtype)

    def _transpose2d(self, x, output_padding):
        out = conv2d_transpose(x, self.weight, self.out_channels, self.kernel_size, self.stride, self.dilation,
                               self.group, self.pad_mode, self.padding, output_padding, self._tname)
        if self.has_bias:   # MindSpore's BiasAdd (its dtype check: a float64 bias on float32 is a TypeError)
            out = self.bias_add(out, self.bias)
        return out


class Conv2dTranspose(_ConvNd):
    """2-D transposed convolution; weight ``(in_channels, out_channels / group, kh, kw)``."""

    _NAME = "Conv2dTranspose"

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0,
                 output_padding=0, dilation=1, group=1, has_bias=False, weight_init=None, bias_init=None,
                 dtype=mstype.float32):
        super().__init__()
        name = self._NAME
        self._init_channels(name, in_channels, out_channels, group)
        self.kernel_size = _int_pair(name, "kernel_size", kernel_size)
        self.stride = _int_pair(name, "stride", stride)
        self.dilation = _int_pair(name, "dilation", dilation)
        self.output_padding = _int_pair(name, "output_padding", output_padding)
        self.pad_mode = _pad_mode(name, pad_mode)
        self.padding = _pad4(name, self.pad_mode, padding)
        if any(self.output_padding) and self.pad_mode != "pad":
            raise ValueError(f"For '{name}', 'output_padding' is only supported with pad_mode 'pad'.")
        self._init_params(True, has_bias, weight_init, bias_init, dtype)
        self._transpose_prims()

    def construct(self, x):
        return self._transpose2d(x, self.output_padding)


def _conv1d_args(name, kernel_size, stride, dilation, padding, pad_mode):
    k = _check_int(name, "kernel_size", kernel_size)
    s = _check_int(name, "stride", stride)
    d = _check_int(name, "dilation", dilation)
    if isinstance(padding, bool) or not isinstance(padding, int):
        raise TypeError(f"For '{name}', the 'padding' must be an int, but got {type(padding).__name__}.")
    _check_int(name, "padding", padding, 0)
    mode = _pad_mode(name, pad_mode)
    if mode != "pad" and padding:
        raise ValueError(f"For '{name}', the 'padding' must be zero when 'pad_mode' is {pad_mode!r}, "
                         f"but got {padding}.")
    return (1, k), (1, s), (1, d), (0, 0, padding, padding), mode


def _conv1d_weight(weight_init, name):
    """MindSpore's Conv1d/Conv1dTranspose take a 3-d weight Tensor (out, in, k) and store it as (out, in, 1, k);
    a Tensor of another rank is its ValueError (measured, session 36)."""
    if isinstance(weight_init, Tensor):
        if len(weight_init.shape) != 3:
            raise ValueError(f"For '{name}', the 'weight_init_shape' must be int and must = 3, but got "
                             f"'{len(weight_init.shape)}' with type 'int'.")
        return ops.expand_dims(weight_init, 2)
    return weight_init


class Conv1d(_ConvNd):
    """1-D convolution over ``(N, C, L)``; weight ``(out, in/group, 1, k)`` like MindSpore."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init=None, bias_init=None, dtype=mstype.float32):
        super().__init__()
        name = "Conv1d"
        self._init_channels(name, in_channels, out_channels, group)
        self.kernel_size, self.stride, self.dilation, self.padding, self.pad_mode = _conv1d_args(
            name, kernel_size, stride, dilation, padding, pad_mode)
        self._init_params(False, has_bias, _conv1d_weight(weight_init, name), bias_init, dtype)
        # MindSpore's Conv1d holds a Conv2D primitive over (N, C, 1, L) and a BiasAdd (scripts reach them by name)
        self.conv2d = ops.Conv2D(out_channel=self.out_channels, kernel_size=self.kernel_size, mode=1,
                                 pad_mode=self.pad_mode, pad=self.padding, stride=self.stride, dilation=self.dilation,
                                 group=self.group)
        self.bias_add = ops.BiasAdd()
        # and its ExpandDims / Squeeze(2) / Shape primitives: a subclass's construct may call them (research/cv/TCN's
        # weight-normalised WNConv1d: self.expand_dims(x, 2), self.conv2d(x, weight), self.squeeze(output))
        self.expand_dims = ops.ExpandDims()
        self.squeeze = ops.Squeeze(2)
        self.shape = ops.Shape()

    def construct(self, x):
        x = ops.expand_dims(x, 2)
        out = ops.conv2d(x, self.weight, self.bias, self.stride, self.pad_mode, self.padding, self.dilation,
                         self.group)
        return ops.squeeze(out, 2)


class Conv1dTranspose(_ConvNd):
    """1-D transposed convolution over ``(N, C, L)``; weight ``(in, out/group, 1, k)``."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init=None, bias_init=None, dtype=mstype.float32):
        super().__init__()
        name = "Conv1dTranspose"
        self._init_channels(name, in_channels, out_channels, group)
        self.kernel_size, self.stride, self.dilation, self.padding, self.pad_mode = _conv1d_args(
            name, kernel_size, stride, dilation, padding, pad_mode)
        self._init_params(True, has_bias, _conv1d_weight(weight_init, name), bias_init, dtype)
        self._transpose_prims(ops.Conv2DBackpropInput)
        self.expand_dims = ops.ExpandDims()   # MindSpore's Conv1dTranspose holds these primitives too
        self.squeeze = ops.Squeeze(2)
        self.shape = ops.Shape()

    def construct(self, x):
        return ops.squeeze(self._transpose2d(ops.expand_dims(x, 2), (0, 0)), 2)
