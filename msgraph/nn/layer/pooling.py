"""Pooling: nn.MaxPool2d and nn.AvgPool2d (NCHW; MindSpore's arguments)."""
from __future__ import annotations

from ... import ops
from ...common import dtype as _mstype
from ...ops.pool_argmax_v2 import max_pool_with_argmax_v2 as _max_pool_argmax
from ..cell import Cell

__all__ = ["MaxPool2d", "AvgPool2d"]


class _Pool2d(Cell):
    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, data_format="NCHW"):
        super().__init__()
        pad_mode = pad_mode.lower() if isinstance(pad_mode, str) else pad_mode
        if pad_mode not in ("same", "valid", "pad"):
            raise ValueError(f"For '{type(self).__name__}', 'pad_mode' must be 'same', 'valid' or 'pad', "
                             f"but got {pad_mode!r}.")
        if data_format == "NHWC":   # MindSpore 2.10's text (its missing quote too)
            raise ValueError(f"For '{type(self).__name__}, the 'NHWC' format only support in GPU target, but got "
                             f"device target CPU.")
        if data_format != "NCHW":
            raise ValueError(f"For '{type(self).__name__}', only data_format 'NCHW' is supported.")
        if padding not in (0, (0, 0), (0, 0, 0, 0)) and pad_mode != "pad":
            # MindSpore 2.10: AvgPool2d builds an AvgPool3D with it, whose check refuses it (MaxPool2d its own)
            raise ValueError(f"For 'AvgPool3D', the 'pad' must be zero or (0, 0, 0, 0, 0, 0) when 'pad_mode' is not "
                             f"\"pad\", but got {padding!r}.")
        for arg, v in (("kernel_size", kernel_size), ("stride", stride)):  # MindSpore: ValueError at init
            if isinstance(v, bool) or not isinstance(v, (int, tuple, list)):
                raise TypeError(f"For '{type(self).__name__}', the type of '{arg}' should be one of "
                                f"'['int', 'tuple']', but got type '{type(v).__name__}'.")
            items = v if isinstance(v, (tuple, list)) else (v,)
            if not all(isinstance(i, int) and not isinstance(i, bool) and i > 0 for i in items):
                raise ValueError(f"For '{type(self).__name__}', the '{arg}' must be an positive int number or a "
                                 f"tuple, but got {v}")
        self.kernel_size = kernel_size
        self.stride = stride
        self.pad_mode = pad_mode
        self.padding = padding

    def extra_repr(self) -> str:
        return f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode.upper()}"

    def construct(self, x):
        if len(x.shape) == 3:   # (C, H, W): pooled as a batch of one, as MindSpore 2.10
            out = self._pool(ops.expand_dims(x, 0))
            if isinstance(out, tuple):
                return ops.squeeze(out[0], 0), ops.squeeze(out[1], 0)
            return ops.squeeze(out, 0)
        return self._pool(x)


def _pair(v):
    return (v, v) if isinstance(v, int) else tuple(v)


def _ceil_pads(shape, kernel_size, stride, padding):
    """(top, bottom, left, right) explicit pads for pad_mode='pad' with ceil_mode: the symmetric padding
    plus what the last, partial window needs (a window starting in the bottom/right padding is dropped)."""
    (kh, kw), (sh, sw), pads = _pair(kernel_size), _pair(stride), _pair(padding)
    ph, pw = (pads[0], pads[1]) if len(pads) == 2 else (pads[0], pads[2])
    extra = []
    for n, k, st, p in ((shape[2], kh, sh, ph), (shape[3], kw, sw, pw)):
        out = -(-(n + 2 * p - k) // st) + 1
        if (out - 1) * st >= n + p:
            out -= 1
        extra.append(max(0, (out - 1) * st + k - (n + 2 * p)))
    return ph, ph + extra[0], pw, pw + extra[1]


class MaxPool2d(_Pool2d):
    """Max over ``kernel_size`` windows moved by ``stride`` (default 1, like MindSpore); ``ceil_mode``
    keeps a last partial window (pad_mode='pad')."""

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False, data_format="NCHW"):
        mode = pad_mode.lower() if isinstance(pad_mode, str) else pad_mode
        if mode != "pad" and (padding != 0 or dilation != 1 or return_indices or ceil_mode):
            raise ValueError(f"For MaxPool2d, the parameter 'padding', 'dilation', 'return_indices', 'ceil_mode' "
                             f"can not be set to non-default value when pad_mode is not 'pad', but got "
                             f"pad_mode:{pad_mode}.")
        for arg, v in (("kernel_size", kernel_size), ("strides", stride)):   # MindSpore 2.10's MaxPool attr check
            if isinstance(v, tuple) and len(v) > 2:
                raise ValueError(f"For 'MaxPool' attr '{arg}' must be an positive int number or a tuple of two "
                                 f"positive int numbers, but got {v}")
        if mode == "pad":
            if isinstance(padding, tuple) and len(padding) not in (2, 4):
                raise ValueError(f"For MaxPool2d, the length of padding must equal to 2, but got {len(padding)}.")
            if any(isinstance(p, int) and p < 0 for p in (padding if isinstance(padding, tuple) else (padding,))):
                raise ValueError(f"For 'MaxPool3DWithArgmax', the parameter 'pads' must be an positive integer or a "
                                 f"tuple of three positive integer, but got {padding}")
        super().__init__(kernel_size, stride, pad_mode, padding, data_format)
        self.ceil_mode = bool(ceil_mode)
        self.dilation = dilation
        self.return_indices = bool(return_indices)
        # MindSpore's primitive attribute (model-zoo scripts call max_pool.shard(...)): MaxPool, or with
        # pad_mode='pad' the MaxPool3DWithArgmax it pools with over a depth of 1
        if self.pad_mode != "pad":
            self.max_pool = ops.MaxPool(kernel_size=kernel_size, strides=stride, pad_mode=self.pad_mode.upper())
        else:
            pads = _pair(padding)
            self.max_pool = ops.MaxPool3DWithArgmax(ksize=(1,) + _pair(kernel_size), strides=(1,) + _pair(stride),
                                                    pads=(0,) + pads[:2], dilation=(1,) + _pair(dilation),
                                                    ceil_mode=self.ceil_mode, data_format="NCDHW",
                                                    argmax_type=_mstype.int64)

    def _pool(self, x):
        if self.pad_mode == "pad" and len(_pair(self.padding)) == 2:   # (4-tuple pads: msgraph's MaxPool1d)
            # MindSpore 2.10: its MaxPool3DWithArgmax over a depth of 1 (int64 flat indices in each plane; its NaN
            # rule: the last NaN of a window wins, measured session 36, adapt36nn/maxpool_pad_nan)
            out, idx = self.max_pool(ops.expand_dims(x, 2))
            out, idx = ops.squeeze(out, 2), ops.squeeze(idx, 2)
            return (out, idx) if self.return_indices else out
        if self.return_indices or self.dilation not in (1, (1, 1)):
            # MindSpore: MaxPoolWithArgmaxV2 (int64 flat indices in each plane)
            dil = (self.dilation, self.dilation) if isinstance(self.dilation, int) else tuple(self.dilation)
            out, idx = _max_pool_argmax(x, self.kernel_size, self.stride, self.padding, dil, self.ceil_mode,
                                        _mstype.int64)
            return (out, idx) if self.return_indices else out
        if self.ceil_mode and self.pad_mode == "pad":
            t, b, l, r = _ceil_pads(x.shape, self.kernel_size, self.stride, self.padding)
            x = ops.pad(x, (l, r, t, b), value=float("-inf"))
            return ops.max_pool2d(x, self.kernel_size, self.stride, 0, pad_mode="valid")
        return ops.max_pool2d(x, self.kernel_size, self.stride, self.padding, pad_mode=self.pad_mode)


class AvgPool2d(_Pool2d):
    """Mean over ``kernel_size`` windows moved by ``stride`` (default 1, like MindSpore); with pad_mode='pad',
    ``ceil_mode``, ``count_include_pad=False`` or ``divisor_override``, MindSpore's AvgPool3D over a depth of 1
    (the ceil_mode window's part past the padding is never counted)."""

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None, data_format="NCHW"):
        if any(isinstance(p, int) and p < 0 for p in (padding if isinstance(padding, tuple) else (padding,))):
            raise ValueError(f"For 'AvgPool3D', the 'pad or item of pad' must be int and must >= 0, but got "
                             f"'{padding}' with type '{type(padding).__name__}'.")   # MindSpore 2.10's AvgPool3D
        super().__init__(kernel_size, stride, pad_mode, padding, data_format)
        if divisor_override is not None and divisor_override <= 0:   # MindSpore 2.10's check
            raise ValueError(f"For 'AvgPool2d', the 'divisor_override' must be > 0, but got {divisor_override}.")
        self.ceil_mode = bool(ceil_mode)
        self.count_include_pad = bool(count_include_pad)
        self.divisor_override = divisor_override
        # MindSpore's primitive attribute (scripts call avg_pool.shard(...)): AvgPool, or the AvgPool3D below
        if self.pad_mode != "pad" and not (self.ceil_mode or not self.count_include_pad or self.divisor_override):
            self.avg_pool = ops.AvgPool(kernel_size=kernel_size, strides=stride, pad_mode=self.pad_mode.upper())
        else:
            self.avg_pool = self._pool3d()

    def _pool(self, x):
        if self.pad_mode != "pad" and not (self.ceil_mode or not self.count_include_pad or self.divisor_override):
            return ops.avg_pool2d(x, self.kernel_size, self.stride, self.padding, pad_mode=self.pad_mode)
        # MindSpore 2.10: AvgPool3D on (N, C, 1, H, W) -- its ceil_mode applies in 'valid' mode too, and with
        # count_include_pad the 'same' padding is counted (plain AvgPool's 'same' leaves it out)
        return ops.squeeze(self._pool3d()(ops.expand_dims(x, 2)), 2)

    def _pool3d(self):
        pads = _pair(self.padding)
        pads = (pads[0], pads[0], pads[1], pads[1]) if len(pads) == 2 else tuple(pads)
        kh, kw = _pair(self.kernel_size)
        sh, sw = _pair(self.stride)
        return ops.AvgPool3D((1, kh, kw), (1, sh, sw), self.pad_mode, (0, 0) + pads, self.ceil_mode,
                             self.count_include_pad, self.divisor_override or 0)
