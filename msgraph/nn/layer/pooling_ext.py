"""More pooling: AvgPool1d, MaxPool1d, AdaptiveAvgPool1d, AdaptiveAvgPool2d, AdaptiveMaxPool2d.

The 1-D pools run the 2-D pooling ops on ``(N, C, 1, L)``.  The adaptive 2-D pools use
MindSpore's windows (``start = floor(i * in / out)``, ``end = ceil((i + 1) * in / out)``); the
average over a rectangle is separable, so each axis is pooled in turn with slices and
``reduce_mean``; the max takes one MaxPool per window (its gradient goes to the first maximum).
``AdaptiveAvgPool1d`` follows MindSpore's own rule (``L`` divisible by ``out``): ``stride = L // out``,
``kernel = L - (out - 1) * stride``.

``ceil_mode`` / ``count_include_pad=False`` (pad_mode 'pad') follow the 2-D pools' rules on ``(N, C, 1, L)``.
MaxPool1d ``dilation``/``return_indices`` (pad_mode 'pad') run MindSpore's MaxPool3DWithArgmax on ``(N, C, 1, 1, L)``.
"""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from ..cell import Cell
from .conv_ext import _check_int

__all__ = ["AvgPool1d", "MaxPool1d", "AdaptiveAvgPool1d", "AdaptiveAvgPool2d", "AdaptiveAvgPool3d", "AdaptiveMaxPool2d"]


def _pad_mode(cls, pad_mode):
    if not isinstance(pad_mode, str) or pad_mode.upper() not in ("SAME", "VALID", "PAD"):
        raise ValueError(f"For '{cls}', the 'pad_mode' must be in ['VALID', 'SAME', 'PAD'], but got {pad_mode!r}.")
    return pad_mode.lower()


def adaptive_pool1d_check(name, x, output_size):
    """MindSpore 2.10's checks of AdaptiveAvg/MaxPool1d's input, in its order: rank 3, a last dimension at least
    ``output_size`` and divisible by it, then float16 / float32 (nn29)."""
    shape = x.shape
    if len(shape) != 3:
        raise ValueError(f"For {name}, the input must has 3 dim, but got {len(shape)}.")
    if shape[2] < output_size:
        raise ValueError(f"For {name}, the input's last dimension must be greater or equal to output size "
                         f"{output_size}, but got {shape[2]}.")
    if shape[2] % output_size != 0:
        raise ValueError(f"For {name}, the input's last dimension must be divisible by output size "
                         f"{output_size}, but got {shape[2]}.")
    if x.dtype not in (mstype.float16, mstype.float32):
        raise TypeError(f"For {name}, the x_dtype must be float16 or float32, but got {x.dtype}.")

class _Pool1d(Cell):
    def __init__(self, name, kernel_size, stride, pad_mode, padding):
        super().__init__()
        self.kernel_size = _check_int(name, "kernel_size", kernel_size)
        self.stride = _check_int(name, "stride", stride)
        self.pad_mode = _pad_mode(name, pad_mode)
        self.padding = _check_int(name, "padding", padding, 0)
        if self.padding and self.pad_mode != "pad":
            raise ValueError(f"For '{name}', the 'padding' must be 0 when 'pad_mode' is not 'pad', "
                             f"but got {padding}.")

    def _repr_sizes(self):
        return (1, self.kernel_size), (1, self.stride)

    def extra_repr(self) -> str:
        # MindSpore 2.10 prints the sizes of the pool it runs: the 2-D form kernel_size=(1, k), stride=(1, s), the
        # 3-D one where it pools through MaxPool3DWithArgmax / AvgPool3D (see _repr_sizes)
        kernel_size, stride = self._repr_sizes()
        return f"kernel_size={kernel_size}, stride={stride}, pad_mode={self.pad_mode.upper()}"

    def _repr_cells(self):
        return []   # the 2-D pool some modes run through is msgraph's own, not a child Cell of MindSpore's

    def _pool(self, x):
        raise NotImplementedError

    def _check_pads(self):
        # MindSpore 2.10 pools 1-D through AvgPool3D / MaxPool3DWithArgmax, whose shape inference (at the call)
        # takes the two pads of a dimension together at most its kernel size
        if self.pad_mode == "pad" and 2 * self.padding > self.kernel_size:
            raise ValueError(f"For '{type(self).__name__}', the padding on both sides must be at most the "
                             f"kernel_size, but got padding {self.padding} and kernel_size {self.kernel_size}.")

    def construct(self, x):
        self._check_pads()
        ndim = len(x.shape)
        if ndim not in (2, 3):
            raise ValueError(f"For '{type(self).__name__}', the input must be 2-D or 3-D, but got shape {x.shape}.")
        if ndim == 2:
            x = ops.expand_dims(x, 0)
        out = ops.squeeze(self._pool(ops.expand_dims(x, 2)), 2)
        if ndim == 2:
            out = ops.squeeze(out, 0)
        return out


class AvgPool1d(_Pool1d):
    """Mean over ``kernel_size`` windows of ``(N, C, L)`` (or ``(C, L)``); padding counts as zeros."""

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False,
                 count_include_pad=True):
        super().__init__("AvgPool1d", kernel_size, stride, pad_mode, padding)
        self.ceil_mode = ceil_mode
        self.count_include_pad = count_include_pad
        self._as_2d = None
        self._same_counted = self.pad_mode == "same" and ceil_mode and count_include_pad
        if (self.pad_mode == "pad" and (ceil_mode or not count_include_pad)) or (self.pad_mode == "valid"
                                                                                 and ceil_mode):
            # h-nn: ceil_mode / count_include_pad=False through the 2-D pool's rules on (N, C, 1, L)
            # (valid + ceil_mode: the last, partial window averages the elements it covers)
            from .pooling import AvgPool2d

            self._as_2d = AvgPool2d((1, self.kernel_size), (1, self.stride), "pad",
                                    (0, 0, self.padding, self.padding), ceil_mode, count_include_pad)

    def _repr_sizes(self):
        # MindSpore 2.10 keeps the int arguments where it pools through AvgPool3D
        if self.pad_mode == "pad" or self.padding != 0 or self.ceil_mode or not self.count_include_pad:
            return self.kernel_size, self.stride
        return super()._repr_sizes()

    def _pool(self, x):
        if self._as_2d is not None:
            return self._as_2d(x)
        if self._same_counted:
            # MindSpore 2.10: 'same' with ceil_mode and count_include_pad averages the zero padding too
            n = x.shape[-1]
            out = -(-n // self.stride)
            total = max((out - 1) * self.stride + self.kernel_size - n, 0)
            x = ops.pad(x, (total // 2, total - total // 2))
            return ops.avg_pool2d(x, (1, self.kernel_size), (1, self.stride), 0, pad_mode="valid")
        return ops.avg_pool2d(x, (1, self.kernel_size), (1, self.stride), (0, 0, self.padding, self.padding),
                              pad_mode=self.pad_mode)


class MaxPool1d(_Pool1d):
    """Max over ``kernel_size`` windows of ``(N, C, L)`` (or ``(C, L)``); padding is -inf."""

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False):
        super().__init__("MaxPool1d", kernel_size, stride, pad_mode, padding)
        if self.pad_mode != "pad" and (padding != 0 or dilation != 1 or return_indices or ceil_mode):
            raise ValueError(f"For MaxPool1d, the parameter 'padding', 'dilation', 'return_indices', 'ceil_mode' "
                             f"can not be set to non-default value when pad_mode is not 'pad', "
                             f"but got pad_mode:{pad_mode}.")
        self.dilation = dilation
        self.return_indices = return_indices
        self.ceil_mode = ceil_mode
        self._as_2d = None
        self._argmax = None
        if self.pad_mode == "pad" and (dilation != 1 or return_indices):
            # h-tens: MindSpore's MaxPool3DWithArgmax on (N, C, 1, 1, L) (int64 indices along L)
            from ...ops.operations import MaxPool3DWithArgmax

            dil = dilation if isinstance(dilation, int) else tuple(dilation)
            self._argmax = MaxPool3DWithArgmax(ksize=(1, 1, self.kernel_size), strides=(1, 1, self.stride),
                                               pads=(0, 0, self.padding), dilation=(1, 1, dil) if isinstance(dil, int)
                                               else (1, 1) + dil[-1:], ceil_mode=bool(ceil_mode))
        elif ceil_mode:   # h-nn: through the 2-D pool's ceil_mode rule on (N, C, 1, L)
            from .pooling import MaxPool2d

            self._as_2d = MaxPool2d((1, self.kernel_size), (1, self.stride), "pad",
                                    (0, 0, self.padding, self.padding), ceil_mode=True)

    def _repr_sizes(self):
        if self.pad_mode == "pad":   # MindSpore 2.10: MaxPool3DWithArgmax's sizes
            return (1, 1, self.kernel_size), (1, 1, self.stride)
        return super()._repr_sizes()

    def construct(self, x):
        if self._argmax is None:
            return super().construct(x)
        self._check_pads()
        ndim = len(x.shape)
        if ndim not in (2, 3):
            raise ValueError(f"For 'MaxPool1d', the input must be 2-D or 3-D, but got shape {x.shape}.")
        if ndim == 2:
            x = ops.expand_dims(x, 0)
        out, idx = self._argmax(ops.expand_dims(ops.expand_dims(x, 2), 3))
        out, idx = ops.squeeze(out, (2, 3)), ops.squeeze(idx, (2, 3))
        if ndim == 2:
            out, idx = ops.squeeze(out, 0), ops.squeeze(idx, 0)
        return (out, idx) if self.return_indices else out

    def _pool(self, x):
        if self._as_2d is not None:
            return self._as_2d(x)
        return ops.max_pool2d(x, (1, self.kernel_size), (1, self.stride), (0, 0, self.padding, self.padding),
                              pad_mode=self.pad_mode)


class AdaptiveAvgPool1d(Cell):
    """MindSpore's AdaptiveAvgPool1d on ``(N, C, L)``: an AvgPool with ``stride = L // output_size`` and
    ``kernel = L - (output_size - 1) * stride``."""

    def __init__(self, output_size):
        super().__init__()
        self.output_size = _check_int("AdaptiveAvgPool1d", "output_size", output_size)

    def construct(self, input):  # noqa: A002 - MindSpore's name
        adaptive_pool1d_check("AdaptiveAvgPool1d", input, self.output_size)
        width = input.shape[2]
        stride = width // self.output_size
        kernel = width - (self.output_size - 1) * stride
        out = ops.avg_pool2d(ops.expand_dims(input, 2), (1, kernel), (1, stride), 0, pad_mode="valid")
        return ops.squeeze(out, 2)


def _out_pair(cls, output_size, hw):
    if isinstance(output_size, int) and not isinstance(output_size, bool):
        size = (output_size, output_size)
    elif isinstance(output_size, (tuple, list)) and len(output_size) == 2:
        size = tuple(output_size)
    else:
        raise TypeError(f"For '{cls}', the 'output_size' must be an int or a tuple of two ints (or None), "
                        f"but got {output_size!r}.")
    return tuple(hw[i] if size[i] is None else int(size[i]) for i in range(2))


def _adaptive_axis(x, axis, n_out, reduce_fn):
    n_in = x.shape[axis]
    if n_in == n_out:
        return x
    if n_out == 1:
        return reduce_fn(x, axis, keep_dims=True)
    lead = (slice(None),) * axis
    parts = []
    for i in range(n_out):
        start = (i * n_in) // n_out
        end = -((-(i + 1) * n_in) // n_out)
        parts.append(reduce_fn(x[lead + (slice(start, end),)], axis, keep_dims=True))
    return ops.concat(tuple(parts), axis)


def _check_adaptive_2d_size(output_size):
    """MindSpore 2.10's AdaptiveAvgPool2D attribute checks at construction: an int or a 2-tuple of ints / None,
    none negative."""
    if isinstance(output_size, bool) or not isinstance(output_size, (int, tuple)):
        raise TypeError(f"For 'AdaptiveAvgPool2D', the type of 'output_size' should be one of '['int', 'tuple']', "
                        f"but got type '{type(output_size).__name__}'.")
    if isinstance(output_size, tuple):
        if len(output_size) != 2:
            raise ValueError(f"For 'AdaptiveAvgPool2D', the 'length of output_size' must be int and must = 2, but "
                             f"got '{len(output_size)}' with type 'int'.")
        for i, v in enumerate(output_size):
            if isinstance(v, int) and not isinstance(v, bool) and v < 0:
                raise ValueError(f"For 'AdaptiveAvgPool2D', the argument 'output_size[{i}]' must >= 0, but got {v}.")


class AdaptiveAvgPool2d(Cell):
    """Average over adaptive windows to ``output_size`` (int, or (h, w) with None keeping that dim)."""

    def __init__(self, output_size):
        super().__init__()
        _check_adaptive_2d_size(output_size)
        self.output_size = output_size

    def construct(self, input):  # noqa: A002
        ndim = len(input.shape)
        if ndim not in (3, 4):
            raise ValueError(f"For 'AdaptiveAvgPool2d', the input must be 3-D or 4-D, but got shape {input.shape}.")
        if input.dtype not in (mstype.float16, mstype.float32, mstype.float64):   # the AdaptiveAvgPool2D primitive's
            raise TypeError(f"For primitive[AdaptiveAvgPool2D], the input argument[x] must be a type of "
                            f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got Tensor[{input.dtype}].")
        oh, ow = _out_pair("AdaptiveAvgPool2d", self.output_size, input.shape[-2:])
        return ops.adaptive_avg_pool2d(input, (oh, ow))   # the primitive's window sums (float16 in float32)


class AdaptiveAvgPool3d(Cell):
    """Average over adaptive windows of the last three axes to ``output_size`` (int, or 3 values with None keeping
    that dim): ``ops.adaptive_avg_pool3d`` (h-asc)."""

    def __init__(self, output_size):
        super().__init__()
        self.output_size = output_size

    def construct(self, input):  # noqa: A002
        return ops.adaptive_avg_pool3d(input, self.output_size)


class AdaptiveMaxPool2d(Cell):
    """Max over adaptive windows to ``output_size`` (int, or (h, w) with None keeping that dim)."""

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        self.output_size = output_size
        self.return_indices = return_indices

    def construct(self, input):  # noqa: A002
        ndim = len(input.shape)
        if ndim not in (3, 4):
            raise ValueError(f"For 'AdaptiveMaxPool2d', the input must be 3-D or 4-D, but got shape {input.shape}.")
        _out_pair("AdaptiveMaxPool2d", self.output_size, (input.shape[-2], input.shape[-1]))   # its argument checks
        # MindSpore 2.10: its AdaptiveMaxPool2D primitive, also without return_indices (its NaN rule, and the
        # gradient to the argmax: a tie's first maximum in row-major order; session 36, adapt36nn/maxpool_pad_nan);
        # it gives the flat h * W + w indices too (h-cpua session 6)
        return ops.adaptive_max_pool2d(input, self.output_size, self.return_indices)
