"""More of MindSpore 2.10's pooling Cells: MaxPool3d, AvgPool3d (``P.MaxPool3D`` / ``P.AvgPool3D``, a 4-D input is
one unbatched sample), AdaptiveMaxPool1d (a ``P.MaxPool`` over (1, k) windows, as MindSpore), LPPool1d/2d and
MaxUnpool1d/2d/3d (the ``ops.lp_pool*`` / ``ops.max_unpool*`` functions), with MindSpore's argument checks."""
from __future__ import annotations

from ... import ops
from ...ops import operations as _ops_p
from ..cell import Cell
from .pooling_ext import adaptive_pool1d_check

__all__ = ["MaxPool3d", "AvgPool3d", "AdaptiveMaxPool1d", "LPPool1d", "LPPool2d", "MaxUnpool1d", "MaxUnpool2d",
           "MaxUnpool3d", "FractionalMaxPool2d", "FractionalMaxPool3d"]


class _PoolNd(Cell):
    """MindSpore's ``_PoolNd`` checks: ``pad_mode`` in VALID/SAME/PAD, positive int (or tuple) kernel/stride."""

    def __init__(self, kernel_size, stride, pad_mode, data_format="NCHW"):
        super().__init__()
        name = type(self).__name__
        if not isinstance(pad_mode, str):
            raise TypeError(f"For '{name}', the type of 'pad_mode' should be 'str', but got type "
                            f"'{type(pad_mode).__name__}'.")
        if pad_mode.upper() not in ("VALID", "SAME", "PAD"):
            raise ValueError(f"For '{name}', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', "
                             f"but got '{pad_mode.upper()}'.")
        self.pad_mode = pad_mode.upper()
        if data_format not in ("NCHW", "NHWC"):
            raise ValueError(f"For '{name}', the 'format' must be str and must be in '['NCHW', 'NHWC']', but got "
                             f"'{data_format}'.")
        if data_format == "NHWC":
            raise ValueError(f"For '{name}, the 'NHWC' format only support in GPU target, but got device target "
                             f"CPU.")
        self.format = data_format

        def check(arg, v):
            if isinstance(v, bool) or not isinstance(v, (int, tuple)):
                raise TypeError(f"For '{name}', the type of '{arg}' should be one of '['int', 'tuple']', but got type "
                                f"'{type(v).__name__}'.")
            msg = f"For '{name}', the '{arg}' must be an positive int number or a tuple, but got {v}"
            if isinstance(v, int):
                if v <= 0:
                    raise ValueError(msg)
                return v
            for item in v:
                if not (isinstance(item, int) and not isinstance(item, bool) and item > 0):
                    raise ValueError(msg)
            return v[0] if len(v) == 1 else v

        self.kernel_size = check("kernel_size", kernel_size)
        self.stride = check("stride", stride)

    def extend_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}"


def _padding_3d(padding, name, nd=3):
    if isinstance(padding, bool) or not isinstance(padding, (int, tuple, list)):
        raise TypeError(f"For '{name}', the type of 'padding' should be one of '['int', 'tuple', 'list']', but got "
                        f"type '{type(padding).__name__}'.")
    if isinstance(padding, int):
        if padding < 0:
            raise ValueError(f"For '{name}', the 'padding' must be non-negative, but got {padding}.")
        return padding
    if any(isinstance(p, bool) or not isinstance(p, int) or p < 0 for p in padding):
        raise ValueError(f"For '{name}', the 'padding' must be a sequence of non-negative ints, but got {padding}.")
    if len(padding) == 1:
        return padding[0]
    if len(padding) != nd:
        raise ValueError(f"For {name}, the padding must be a int or tuple/list contains 1 or {nd} int, but got "
                         f"tuple/list with length:{len(padding)}.")
    return tuple(padding[i // 2] for i in range(nd * 2))


class MaxPool3d(_PoolNd):
    """3-D max pooling over (N, C, D, H, W) or (C, D, H, W) input (dilation 1, no indices)."""

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False):
        super().__init__(kernel_size, stride, pad_mode)
        name = type(self).__name__
        pad = _padding_3d(padding, name)
        self.return_indices = return_indices
        self.only_pad = dilation != 1 or bool(return_indices)
        if self.only_pad:
            if pad_mode.upper() != "PAD":
                raise ValueError(f"For {name}, the pad_mode must be 'pad' when dilation is not 1 or return_indices "
                                 f"is True, but got pad_mode:{pad_mode}.")
            # h-tens: MindSpore's MaxPool3DWithArgmax (int64 indices d * H * W + h * W + w in each sample)
            pads = pad if isinstance(pad, int) else tuple(pad[::2])
            self.max_pool = _ops_p.MaxPool3DWithArgmax(ksize=kernel_size, strides=stride, pads=pads,
                                                       dilation=dilation, ceil_mode=bool(ceil_mode))
        else:
            if ceil_mode and str(pad_mode).upper() in ("SAME", "VALID"):  # MindSpore's MaxPool3D check
                raise ValueError("When the 'pad_mode' is 'same' or 'valid', the 'ceil_mode' only supports 'None'.")
            self.max_pool = _ops_p.MaxPool3D(kernel_size=kernel_size, strides=stride, pad_mode=pad_mode,
                                             pad_list=pad, ceil_mode=None if not ceil_mode else True)

    def construct(self, x):
        expand_batch = x.ndim == 4
        if expand_batch:
            x = ops.expand_dims(x, 0)
        out = self.max_pool(x)
        if expand_batch:
            if isinstance(out, tuple):
                out = (ops.squeeze(out[0], 0), ops.squeeze(out[1], 0))
            else:
                out = ops.squeeze(out, 0)
        if self.only_pad and not self.return_indices:
            return out[0]
        return out


class AvgPool3d(_PoolNd):
    """3-D average pooling over (N, C, D, H, W) or (C, D, H, W) input."""

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None):
        super().__init__(kernel_size, stride, pad_mode)
        name = type(self).__name__
        pad = _padding_3d(padding, name)
        if divisor_override is not None and divisor_override <= 0:
            raise ValueError(f"For '{name}', the 'divisor_override' must be > 0, but got {divisor_override}.")
        divisor_override = 0 if divisor_override is None else divisor_override
        self.avg_pool = _ops_p.AvgPool3D(self.kernel_size, self.stride, pad_mode, pad, ceil_mode, count_include_pad,
                                       divisor_override)

    def construct(self, x):
        expand_batch = len(x.shape) == 4
        if expand_batch:
            x = ops.expand_dims(x, 0)
        out = self.avg_pool(x)
        if expand_batch:
            out = ops.squeeze(out, 0)
        return out


class AdaptiveMaxPool1d(Cell):
    """Max over ``output_size`` equal windows of the last axis of (N, C, L) input (L divisible by it)."""

    def __init__(self, output_size):
        super().__init__()
        name = type(self).__name__
        if isinstance(output_size, bool) or not isinstance(output_size, int):
            raise TypeError(f"For '{name}', the 'output_size' must be int, but got '{type(output_size).__name__}'")
        if output_size < 1:
            raise ValueError(f"For '{name}', the 'output_size' must be int and must >= 1, but got '{output_size}' "
                             f"with type 'int'.")
        self.output_size = output_size

    def construct(self, x):
        adaptive_pool1d_check("AdaptiveMaxPool1d", x, self.output_size)
        width = x.shape[2]
        stride = width // self.output_size
        kernel_size = width - (self.output_size - 1) * stride
        max_pool = _ops_p.MaxPool(kernel_size=(1, kernel_size), strides=(1, stride))
        return ops.squeeze(max_pool(ops.expand_dims(x, 2)), 2)


class LPPool1d(Cell):
    """``ops.lp_pool1d`` as a Cell."""

    def __init__(self, norm_type, kernel_size, stride=None, ceil_mode=False):
        super().__init__()
        self.norm_type = norm_type
        self.kernel_size = kernel_size
        self.stride = stride
        self.ceil_mode = ceil_mode

    def construct(self, x):
        return ops.lp_pool1d(x, self.norm_type, self.kernel_size, self.stride, self.ceil_mode)


class LPPool2d(Cell):
    """``ops.lp_pool2d`` as a Cell."""

    def __init__(self, norm_type, kernel_size, stride=None, ceil_mode=False):
        super().__init__()
        self.norm_type = norm_type
        self.kernel_size = kernel_size
        self.stride = stride
        self.ceil_mode = ceil_mode

    def construct(self, x):
        return ops.lp_pool2d(x, self.norm_type, self.kernel_size, self.stride, self.ceil_mode)


def _output_size(name, output_size):
    if output_size is None:
        return ()
    if not isinstance(output_size, tuple):
        raise ValueError(f"For {name}, output_size must be tuple, but type {type(output_size)}.")
    if not output_size:
        raise ValueError(f"For {name}, the length of output_size must be positive, but got 0.")
    return output_size


class _MaxUnpoolNd(Cell):
    """``ops.max_unpool{1,2,3}d`` as a Cell (``stride`` defaults to ``kernel_size``)."""

    _NAME = ""

    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size = kernel_size
        self.stride = kernel_size if stride is None else stride
        self.padding = padding
        self.unpool = getattr(ops, "max_unpool" + self._NAME[-2:].lower())

    def construct(self, x, indices, output_size=None):
        output_size = _output_size(self._NAME, output_size)
        return self.unpool(x, indices, self.kernel_size, stride=self.stride, padding=self.padding,
                           output_size=output_size)


class MaxUnpool1d(_MaxUnpoolNd):
    """``ops.max_unpool1d`` as a Cell (``stride`` defaults to ``kernel_size``)."""

    _NAME = "MaxUnpool1d"


class MaxUnpool2d(_MaxUnpoolNd):
    """``ops.max_unpool2d`` as a Cell (``stride`` defaults to ``kernel_size``)."""

    _NAME = "MaxUnpool2d"


class MaxUnpool3d(_MaxUnpoolNd):
    """``ops.max_unpool3d`` as a Cell (``stride`` defaults to ``kernel_size``)."""

    _NAME = "MaxUnpool3d"


class _FractionalMaxPoolNd(Cell):
    """MindSpore's FractionalMaxPool2d/3d: ``_pool`` (ops.fractional_max_pool2d/3d) with the Cell's arguments."""

    def __init__(self, kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None):
        super().__init__()
        self.kernel_size = kernel_size
        self.output_size = output_size
        self.output_ratio = output_ratio
        self.return_indices = return_indices
        self._random_samples = _random_samples

    def construct(self, input):  # noqa: A002 - MindSpore's name
        return self._pool(input, self.kernel_size, self.output_size, self.output_ratio, self.return_indices,
                          self._random_samples)


class FractionalMaxPool2d(_FractionalMaxPoolNd):
    """MindSpore's FractionalMaxPool2d: ``ops.fractional_max_pool2d`` with the Cell's arguments (h-tens)."""

    _pool = staticmethod(ops.fractional_max_pool2d)


class FractionalMaxPool3d(_FractionalMaxPoolNd):
    """MindSpore's FractionalMaxPool3d: ``ops.fractional_max_pool3d`` with the Cell's arguments (h-tens)."""

    _pool = staticmethod(ops.fractional_max_pool3d)
