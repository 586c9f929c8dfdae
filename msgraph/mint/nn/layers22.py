"""More ``mindspore.mint.nn`` layers (h-mint, session 22): convolutions, batch norms, pools, Embedding, Dropout2d,
Fold/Unfold, PixelShuffle, Upsample, MaxUnpool2d, Hardshrink/Softshrink and SoftMarginLoss.  Each is a thin Cell
over ``mint.nn.functional`` (one definition per op) with MindSpore 2.10's parameters: names, shapes, dtypes and
initialisation (convolutions: weight HeUniform(sqrt(5)), bias Uniform(1/sqrt(fan_in)); batch norms: weight ones,
bias zeros, running_mean zeros, running_var ones, int64 num_batches_tracked; Embedding: weight N(0, 1)).
Recorded from MindSpore 2.10: tests/conformance/programs/mint22.
"""
from __future__ import annotations

import math

import numpy as np

from ...common import dtype as mstype
from ...common.initializer import HeUniform, Normal, Uniform, initializer
from ...common.tensor import Parameter, Tensor
from ...nn.cell import Cell
from ...nn import HShrink as Hardshrink, SoftShrink as Softshrink, SoftMarginLoss  # noqa: F401  (MindSpore's)
from . import functional as F
from ...ops._helpers import user_type


def _tuple(v, n, name, cls):
    if isinstance(v, int) and not isinstance(v, bool):
        return (v,) * n
    if isinstance(v, (tuple, list)):
        v = tuple(v)
        return v * n if len(v) == 1 else v
    raise ValueError(f"For '{cls}', '{name}' should be int, tuple or list, but got {v}")


def _positive_int(v, name, cls):
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"For '{cls}', the type of '{name}' should be int, but got {user_type(v).__name__}.")
    return v


class _Conv(Cell):
    _ND = 2
    _FN = None

    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, dilation, transposed,
                 output_padding, groups, bias, padding_mode, dtype):
        super().__init__()
        cls, nd = self.cls_name, self._ND
        for name, v in (("in_channels", in_channels), ("out_channels", out_channels)):
            _positive_int(v, name, cls)
            if v < 0:
                raise ValueError(f"The '{name}' must be non negative int, but got {v}.")
        _positive_int(groups, "groups", cls)
        if groups <= 0:
            raise ValueError(f"The 'groups' must be positive int, but got {groups}.")
        if in_channels % groups != 0:
            raise ValueError("in_channels must be divisible by groups.")
        if out_channels % groups != 0:
            raise ValueError("out_channels must be divisible by groups.")
        self.kernel_size = _tuple(kernel_size, nd, "kernel_size", cls)
        self.stride = _tuple(stride, nd, "stride", cls)
        self.dilation = _tuple(dilation, nd, "dilation", cls)
        self.padding = padding if isinstance(padding, str) else _tuple(padding, nd, "padding", cls)
        if isinstance(padding, str):
            if padding not in ("same", "valid"):
                raise ValueError(f"The value of 'padding' must be one of '{{'same', 'valid'}}', but got {padding}.")
            if padding == "same" and any(s != 1 for s in self.stride):
                raise ValueError("padding='same' is not supported for strided convolutions")
        if padding_mode not in ("zeros", "reflect", "replicate", "circular"):
            raise ValueError(f"The value of 'padding_mode' must be one of "
                             f"'{{'zeros', 'reflect', 'replicate', 'circular'}}', but got {padding_mode}.")
        for name, seq in (("kernel_size", self.kernel_size), ("stride", self.stride), ("dilation", self.dilation)):
            for e in seq:
                if isinstance(e, bool) or not isinstance(e, int) or e <= 0:
                    raise ValueError(f"For '{cls}', the '{name} item' must be positive int, but got {e}.")
        if not isinstance(bias, bool):
            raise TypeError(f"For '{cls}', the type of 'bias' should be bool, but got {user_type(bias).__name__}.")
        self.in_channels, self.out_channels, self.groups = in_channels, out_channels, groups
        self.transposed, self.output_padding, self.padding_mode = transposed, output_padding, padding_mode
        dtype = mstype.float32 if dtype is None else dtype
        shape = ([in_channels, out_channels // groups] if transposed else [out_channels, in_channels // groups]) \
            + list(self.kernel_size)
        self.weight = Parameter(initializer(HeUniform(math.sqrt(5)), shape, dtype=dtype), name="weight")
        self.bias = None
        if bias:
            fan_in = shape[1] * int(np.prod(self.kernel_size))
            self.bias = Parameter(initializer(Uniform(1 / math.sqrt(fan_in)) if fan_in else "zeros", [out_channels],
                                              dtype=dtype), name="bias")
        # padding_mode other than zeros: the input padded explicitly (reversed per-dim pairs), no conv padding
        if padding_mode != "zeros":
            if isinstance(self.padding, str):
                pads = []
                for d, k in zip(reversed(self.dilation), reversed(self.kernel_size)):
                    total = 0 if self.padding == "valid" else d * (k - 1)
                    pads += [total // 2, total - total // 2]
            else:
                pads = [p for p in reversed(self.padding) for _ in (0, 1)]
            self._reversed_padding = tuple(pads)

    def construct(self, input):  # noqa: A002
        fn = type(self)._FN
        if self.padding_mode != "zeros":
            return fn(F.pad(input, self._reversed_padding, self.padding_mode), self.weight, self.bias, self.stride,
                      0, self.dilation, self.groups)
        return fn(input, self.weight, self.bias, self.stride, self.padding, self.dilation, self.groups)

    def extend_repr(self):
        return (f"input_channels={self.in_channels}, output_channels={self.out_channels}, "
                f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}, "
                f"dilation={self.dilation}, groups={self.groups}, bias={self.bias is not None}")


class Conv1d(_Conv):
    """mint.nn.Conv1d(in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
    padding_mode='zeros', dtype=None)."""
    _ND = 1
    _FN = staticmethod(F.conv1d)

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1,
                 bias=True, padding_mode="zeros", dtype=None):
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, False, (0,), groups,
                         bias, padding_mode, dtype)


class Conv2d(_Conv):
    """mint.nn.Conv2d(in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
    padding_mode='zeros', dtype=None)."""
    _ND = 2
    _FN = staticmethod(F.conv2d)

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1,
                 bias=True, padding_mode="zeros", dtype=None):
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, False, (0, 0), groups,
                         bias, padding_mode, dtype)


class Conv3d(_Conv):
    """mint.nn.Conv3d(in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
    padding_mode='zeros', dtype=None)."""
    _ND = 3
    _FN = staticmethod(F.conv3d)

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1,
                 bias=True, padding_mode="zeros", dtype=None):
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, False, (0, 0, 0),
                         groups, bias, padding_mode, dtype)


class ConvTranspose2d(_Conv):
    """mint.nn.ConvTranspose2d(in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0,
    groups=1, bias=True, dilation=1, padding_mode='zeros', dtype=None): weight (in, out / groups, kH, kW)."""
    _ND = 2

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", dtype=None):
        if padding_mode != "zeros":
            raise ValueError(f'Only "zeros" padding mode is supported for {user_type(self).__name__}')
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, True,
                         _tuple(output_padding, 2, "kernel_size", "ConvTranspose2d"), groups, bias, padding_mode,
                         dtype)

    def construct(self, input, output_size=None):  # noqa: A002
        op = self.output_padding
        if output_size is not None:
            has_batch = len(input.shape) == 4
            size = tuple(output_size)[-2:]
            op = []
            for d in range(2):
                lo = ((input.shape[d + (2 if has_batch else 1)] - 1) * self.stride[d] - 2 * self.padding[d]
                      + self.dilation[d] * (self.kernel_size[d] - 1) + 1)
                if size[d] < lo or size[d] > lo + self.stride[d] - 1:
                    raise ValueError(f"requested an output size of {size}, but valid sizes range from "
                                     f"{lo} to {lo + self.stride[d] - 1} (for an input of {input.shape})")
                op.append(size[d] - lo)
            op = tuple(op)
        return F.conv_transpose2d(input, self.weight, self.bias, self.stride, self.padding, op, self.groups,
                                  self.dilation)


class _BatchNorm(Cell):
    _DIMS = (2, 3)

    def __init__(self, num_features, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True, dtype=None):
        super().__init__()
        self.num_features, self.eps, self.momentum = num_features, eps, momentum
        self.affine, self.track_running_stats = affine, track_running_stats
        self.dtype = mstype.float32 if dtype is None else dtype
        self.weight = self.bias = None
        if affine:
            self.weight = Parameter(Tensor(np.ones(num_features), dtype=self.dtype), name="weight")
            self.bias = Parameter(Tensor(np.zeros(num_features), dtype=self.dtype), name="bias")
        self.running_mean = self.running_var = self.num_batches_tracked = None
        if track_running_stats:
            self.running_mean = Parameter(Tensor(np.zeros(num_features), dtype=self.dtype), requires_grad=False,
                                          name="running_mean")
            self.running_var = Parameter(Tensor(np.ones(num_features), dtype=self.dtype), requires_grad=False,
                                         name="running_var")
            self.num_batches_tracked = Parameter(Tensor(0, dtype=mstype.int64), requires_grad=False,
                                                 name="num_batches_tracked")

    def construct(self, input):  # noqa: A002
        if len(input.shape) not in self._DIMS:
            raise ValueError("expected " + " or ".join(str(d) + "D" for d in self._DIMS) + " input, but got "
                             + str(len(input.shape)) + "D input")
        factor = 0.0 if self.momentum is None else self.momentum
        if self.training and self.track_running_stats:
            self.num_batches_tracked += 1
            if self.momentum is None:
                factor = 1.0 / float(self.num_batches_tracked)
        bn_training = True if self.training else (self.running_mean is None and self.running_var is None)
        use_stats = not self.training or self.track_running_stats
        return F.batch_norm(input, self.running_mean if use_stats else None,
                            self.running_var if use_stats else None, self.weight, self.bias, bn_training, factor,
                            self.eps)

    def extend_repr(self):
        return (f"num_features={self.num_features}, eps={self.eps}, momentum={self.momentum}, "
                f"affine={self.affine}, track_running_stats={self.track_running_stats}")


class BatchNorm1d(_BatchNorm):
    """mint.nn.BatchNorm1d(num_features, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True, dtype=None):
    (N, C) or (N, C, L) input."""
    _DIMS = (2, 3)


class BatchNorm2d(_BatchNorm):
    """mint.nn.BatchNorm2d: (N, C, H, W) input."""
    _DIMS = (4,)


class BatchNorm3d(_BatchNorm):
    """mint.nn.BatchNorm3d: (N, C, D, H, W) input."""
    _DIMS = (5,)


class SyncBatchNorm(_BatchNorm):
    """mint.nn.SyncBatchNorm(num_features, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True,
    process_group=None, dtype=None): one process has nothing to synchronise, so it is the framework batch norm
    (MindSpore's path when the group's size is 1), on input of at least 2 dims."""

    def __init__(self, num_features, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True,
                 process_group=None, dtype=None):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, dtype)
        from ...communication import GlobalComm

        self.process_group = process_group if process_group else GlobalComm.WORLD_COMM_GROUP
        self.world_size = 1

    def construct(self, input):  # noqa: A002
        if len(input.shape) < 2:
            raise ValueError("expected at least 2D input (got " + str(len(input.shape)) + "D input)")
        if input.shape[1] == 0:
            raise ValueError("SyncBatchNorm number of input channels should be non-zero")
        factor = 0.0 if self.momentum is None else self.momentum
        if self.training and self.track_running_stats:
            self.num_batches_tracked += 1
            if self.momentum is None:
                factor = 1.0 / float(self.num_batches_tracked)
        bn_training = True if self.training else (self.running_mean is None and self.running_var is None)
        use_stats = not self.training or self.track_running_stats
        running_mean = self.running_mean if use_stats else None
        running_var = self.running_var if use_stats else None
        if running_mean is None or running_var is None:
            raise ValueError("running mean or running var can't be none for batch_norm.")
        weight = self.weight if self.weight is not None else Tensor(np.ones(self.num_features), dtype=self.dtype)
        bias = self.bias if self.bias is not None else Tensor(np.zeros(self.num_features), dtype=self.dtype)
        return F.batch_norm(input, running_mean, running_var, weight, bias, bn_training, factor, self.eps)


class _Fn(Cell):
    """A layer holding its constructor arguments and calling ``_FN(input, *those)``."""
    _FN = None
    _ARGS = ()
    _REQUIRED = ()

    def __init__(self, *args, **kwargs):
        super().__init__()
        names = self._ARGS
        vals = dict(zip(names, args))
        vals.update(kwargs)
        missing = [n for n in names if n not in vals and n in self._REQUIRED]
        if missing:   # (as Python refuses MindSpore's __init__ without them)
            raise TypeError(f"{user_type(self).__name__}.__init__() missing {len(missing)} required positional argument"
                            f"{'s' if len(missing) > 1 else ''}: " + " and ".join(repr(n) for n in missing))
        for n in names:
            setattr(self, n, vals.get(n, self._DEFAULTS.get(n)))

    def construct(self, input):  # noqa: A002
        return type(self)._FN(input, *[getattr(self, n) for n in self._ARGS])


def _layer(name, fn, args, defaults, doc):
    return type(name, (_Fn,), {"_FN": staticmethod(fn), "_ARGS": tuple(args), "_DEFAULTS": dict(defaults),
                               "__doc__": doc, "__module__": __name__})


MaxPool2d = _layer("MaxPool2d", F.max_pool2d,
                   ("kernel_size", "stride", "padding", "dilation", "ceil_mode", "return_indices"),
                   {"kernel_size": 1, "padding": 0, "dilation": 1, "ceil_mode": False, "return_indices": False},
                   "mint.nn.MaxPool2d(kernel_size=1, stride=None, padding=0, dilation=1, return_indices=False, "
                   "ceil_mode=False).")
AvgPool1d = _layer("AvgPool1d", F.avg_pool1d, ("kernel_size", "stride", "padding", "ceil_mode", "count_include_pad"),
                   {"padding": 0, "ceil_mode": False, "count_include_pad": True},
                   "mint.nn.AvgPool1d(kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True).")
AvgPool2d = _layer("AvgPool2d", F.avg_pool2d,
                   ("kernel_size", "stride", "padding", "ceil_mode", "count_include_pad", "divisor_override"),
                   {"padding": 0, "ceil_mode": False, "count_include_pad": True},
                   "mint.nn.AvgPool2d(kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, "
                   "divisor_override=None).")
AvgPool3d = _layer("AvgPool3d", F.avg_pool3d,
                   ("kernel_size", "stride", "padding", "ceil_mode", "count_include_pad", "divisor_override"),
                   {"padding": 0, "ceil_mode": False, "count_include_pad": True},
                   "mint.nn.AvgPool3d(kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, "
                   "divisor_override=None).")
AdaptiveAvgPool1d = _layer("AdaptiveAvgPool1d", F.adaptive_avg_pool1d, ("output_size",), {},
                           "mint.nn.AdaptiveAvgPool1d(output_size).")
AdaptiveAvgPool2d = _layer("AdaptiveAvgPool2d", F.adaptive_avg_pool2d, ("output_size",), {},
                           "mint.nn.AdaptiveAvgPool2d(output_size).")
AdaptiveAvgPool3d = _layer("AdaptiveAvgPool3d", F.adaptive_avg_pool3d, ("output_size",), {},
                           "mint.nn.AdaptiveAvgPool3d(output_size).")
AdaptiveMaxPool1d = _layer("AdaptiveMaxPool1d", F.adaptive_max_pool1d, ("output_size", "return_indices"),
                           {"return_indices": False}, "mint.nn.AdaptiveMaxPool1d(output_size, return_indices=False).")
AdaptiveMaxPool2d = _layer("AdaptiveMaxPool2d", F.adaptive_max_pool2d, ("output_size", "return_indices"),
                           {"return_indices": False}, "mint.nn.AdaptiveMaxPool2d(output_size, return_indices=False).")
PixelShuffle = _layer("PixelShuffle", F.pixel_shuffle, ("upscale_factor",), {},
                      "mint.nn.PixelShuffle(upscale_factor).")
Unfold = _layer("Unfold", F.unfold, ("kernel_size", "dilation", "padding", "stride"),
                {"dilation": 1, "padding": 0, "stride": 1}, "mint.nn.Unfold(kernel_size, dilation=1, padding=0, stride=1).")
Fold = _layer("Fold", F.fold, ("output_size", "kernel_size", "dilation", "padding", "stride"),
              {"dilation": 1, "padding": 0, "stride": 1},
              "mint.nn.Fold(output_size, kernel_size, dilation=1, padding=0, stride=1).")
Upsample = _layer("Upsample", F.interpolate, ("size", "scale_factor", "mode", "align_corners",
                                              "recompute_scale_factor"),
                  {"mode": "nearest"}, "mint.nn.Upsample(size=None, scale_factor=None, mode='nearest', "
                  "align_corners=None, recompute_scale_factor=None).")


class MaxUnpool2d(Cell):
    """mint.nn.MaxUnpool2d(kernel_size, stride=None, padding=0)(input, indices, output_size=None)."""

    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride, padding

    def construct(self, input, indices, output_size=None):  # noqa: A002
        return F.max_unpool2d(input, indices, self.kernel_size, self.stride, self.padding, output_size)


class Dropout2d(Cell):
    """mint.nn.Dropout2d(p=0.5, inplace=False): whole channels dropped while training."""

    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        self.p, self.inplace = p, inplace   # (MindSpore 2.10 checks p only when the dropout runs)

    def construct(self, input):  # noqa: A002
        if not self.training or self.p == 0:
            return input
        return F.dropout2d(input, self.p, True, self.inplace)


class Embedding(Cell):
    """mint.nn.Embedding(num_embeddings, embedding_dim, padding_idx=None, max_norm=None, norm_type=2.0,
    scale_grad_by_freq=False, sparse=False, _weight=None, _freeze=False, dtype=None): ``weight`` from N(0, 1)
    (the padding_idx row zero)."""

    def __init__(self, num_embeddings, embedding_dim, padding_idx=None, max_norm=None, norm_type=2.0,
                 scale_grad_by_freq=False, sparse=False, _weight=None, _freeze=False, dtype=None):
        super().__init__()
        self.num_embeddings, self.embedding_dim = num_embeddings, embedding_dim
        if padding_idx is not None:
            if not -num_embeddings <= padding_idx < num_embeddings:
                raise ValueError(f"For '{self.cls_name}', the 'padding_idx' must be in range "
                                 f"[{-num_embeddings}, {num_embeddings}), but got {padding_idx}.")
        # kept as given (a negative index too), as MindSpore's EmbeddingExt keeps and prints it
        self.padding_idx, self.max_norm, self.norm_type = padding_idx, max_norm, norm_type
        self.scale_grad_by_freq, self.sparse = scale_grad_by_freq, sparse
        dtype = mstype.float32 if dtype is None else dtype
        self.dtype = dtype
        if _weight is None:
            w = initializer(Normal(1.0), [num_embeddings, embedding_dim], dtype=dtype).init_data()
            if padding_idx is not None:
                data = w.asnumpy().copy()
                data[padding_idx % num_embeddings] = 0
                w = Tensor(data, dtype=dtype)
            self.weight = Parameter(w, name="weight", requires_grad=not _freeze)
        else:
            self.weight = Parameter(_weight, name="weight", requires_grad=not _freeze)

    def extend_repr(self):
        return (f"num_embeddings={self.num_embeddings}, embedding_dim={self.embedding_dim}, "
                f"padding_idx={self.padding_idx}, max_norm={self.max_norm}, norm_type={self.norm_type}, "
                f"scale_grad_by_freq={self.scale_grad_by_freq}, dtype={self.dtype}")

    def construct(self, input):  # noqa: A002
        return F.embedding(input, self.weight, self.padding_idx, self.max_norm, self.norm_type,
                           self.scale_grad_by_freq)


for _cls in (AdaptiveAvgPool1d, AdaptiveAvgPool2d, AdaptiveAvgPool3d, AdaptiveMaxPool1d, AdaptiveMaxPool2d):
    _cls._REQUIRED = ("output_size",)

# MindSpore 2.10's reprs of these (its _AdaptiveAvgPoolNd / _AdaptiveMaxPoolNd; AdaptiveAvgPool3d and
# AdaptiveMaxPool2d have none)
AdaptiveAvgPool1d.extend_repr = AdaptiveAvgPool2d.extend_repr = lambda self: f"output_size={self.output_size}"
AdaptiveMaxPool1d.extend_repr = lambda self: f"output_size={self.output_size}, return_indices={self.return_indices}"

# MindSpore 2.10's class names (repr, cls_name in messages): these mint layers are its nn.*Ext classes
for _cls, _name in ((MaxPool2d, "MaxPool2dExt"), (AvgPool1d, "AvgPool1dExt"), (AvgPool2d, "AvgPool2dExt"),
                    (AvgPool3d, "AvgPool3dExt"), (Unfold, "UnfoldExt"), (Upsample, "UpsampleExt"),
                    (Dropout2d, "Dropout2dExt"), (Embedding, "EmbeddingExt")):
    _cls.__name__ = _cls.__qualname__ = _name

__all__ = ["Conv1d", "Conv2d", "Conv3d", "ConvTranspose2d", "BatchNorm1d", "BatchNorm2d", "BatchNorm3d",
           "SyncBatchNorm", "MaxPool2d", "AvgPool1d", "AvgPool2d", "AvgPool3d", "AdaptiveAvgPool1d",
           "AdaptiveAvgPool2d", "AdaptiveAvgPool3d", "AdaptiveMaxPool1d", "AdaptiveMaxPool2d", "Embedding",
           "Dropout2d", "Fold", "Unfold", "PixelShuffle", "Upsample", "MaxUnpool2d", "Hardshrink", "Softshrink",
           "SoftMarginLoss"]
