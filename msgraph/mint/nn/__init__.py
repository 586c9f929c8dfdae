"""``mindspore.mint.nn``: PyTorch-style layers (MindSpore 2.10's signatures: ``Linear(in_features, out_features,
bias=True)``, ``Softmax(dim=None)``, ``GELU(approximate='none')``...).  The layers compute through
``mint.nn.functional`` (one definition per op) or are msgraph's nn layers where MindSpore re-exports them."""
from __future__ import annotations

import math
import numbers

from ...common import dtype as mstype
from ...common.initializer import HeUniform, Uniform, initializer
from ...common.tensor import Parameter, Tensor
from ...nn.cell import Cell
from ...nn import (ConstantPad1d, ConstantPad2d, ConstantPad3d, Identity, LogSigmoid,  # noqa: F401
                   ReflectionPad1d, ReflectionPad2d, ReflectionPad3d, ReLU, ReplicationPad1d, ReplicationPad2d,
                   ReplicationPad3d, Sigmoid, Tanh, ZeroPad2d)  # (re-exported as MindSpore does)
from ...nn.layer.padding import _ConstantPadNd
from . import functional
from . import functional as F
from ...ops._helpers import user_type as _user_type


class ZeroPad1d(_ConstantPadNd):
    """mint.nn.ZeroPad1d(padding): pad the last dim with zeros (an int pads both sides)."""

    _DIMS = 1

    def __init__(self, padding):
        super().__init__(padding, 0)


class ZeroPad3d(_ConstantPadNd):
    """mint.nn.ZeroPad3d(padding): pad the last three dims with zeros."""

    _DIMS = 3

    def __init__(self, padding):
        super().__init__(padding, 0)


class Linear(Cell):
    """mint.nn.Linear(in_features, out_features, bias=True, weight_init=None, bias_init=None, dtype=None):
    ``weight`` (out, in) from HeUniform(sqrt(5)), ``bias`` (out,) from Uniform(1/sqrt(in)) by default."""

    def __init__(self, in_features, out_features, bias=True, weight_init=None, bias_init=None, dtype=None):
        super().__init__()
        for name, v in (("in_features", in_features), ("out_features", out_features)):
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError(f"For '{self.cls_name}', the '{name}' must be int, but got '{_user_type(v).__name__}'")
            if v <= 0:
                raise ValueError(f"For '{self.cls_name}', the '{name}' must be int and must > 0, but got '{v}' with "
                                 f"type 'int'.")
        if not isinstance(bias, bool):
            raise TypeError(f"For '{self.cls_name}', the 'has_bias' must be a bool, but got {_user_type(bias).__name__}.")
        self.in_features = in_features
        self.out_features = out_features
        self.has_bias = bias
        dtype = mstype.float32 if dtype is None else dtype
        if isinstance(weight_init, Tensor) and (weight_init.ndim != 2 or weight_init.shape[0] != out_features
                                                or weight_init.shape[1] != in_features):
            raise ValueError(f"For '{self.cls_name}', weight init shape error. The ndim of 'weight_init' must be equal "
                             f"to 2, and the first dim must be equal to 'out_features', and the second dim must be "
                             f"equal to 'in_features'. But got 'weight_init': {weight_init}, 'out_features': "
                             f"{out_features}, 'in_features': {in_features}.")
        if weight_init is None:
            weight_init = HeUniform(math.sqrt(5))
        self.weight = Parameter(initializer(weight_init, [out_features, in_features], dtype=dtype), name="weight")
        self.bias = None
        if bias:
            if isinstance(bias_init, Tensor) and (bias_init.ndim != 1 or bias_init.shape[0] != out_features):
                raise ValueError(f"For '{self.cls_name}', bias init shape error.")
            if bias_init is None:
                bias_init = Uniform(scale=1 / math.sqrt(in_features))
            self.bias = Parameter(initializer(bias_init, [out_features], dtype=dtype), name="bias")

    def construct(self, x):
        return F.linear(x, self.weight, self.bias)

    def extend_repr(self):
        s = f"input_features={self.in_features}, output_features={self.out_features}"
        if self.has_bias:
            s += f", has_bias={self.has_bias}"
        return s


class _Act(Cell):
    _fn = None

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def construct(self, input):  # noqa: A002
        return type(self)._fn(input)


class _InplaceAct(_Act):
    """An activation whose ``inplace=True`` writes its input (MindSpore 2.10 passes the flag to the function)."""

    def construct(self, input):  # noqa: A002
        return type(self)._fn(input, inplace=self.inplace)


class ReLU6(_InplaceAct):
    """mint.nn.ReLU6(inplace=False)."""
    _fn = staticmethod(F.relu6)


class SiLU(_InplaceAct):
    """mint.nn.SiLU(inplace=False)."""
    _fn = staticmethod(F.silu)


class Mish(_Act):
    """mint.nn.Mish()."""
    _fn = staticmethod(F.mish)


class SELU(_Act):
    """mint.nn.SELU()."""
    _fn = staticmethod(F.selu)


# MindSpore 2.10's mint.nn.Hardsigmoid / Hardswish are nn.HSigmoid / nn.HSwish (the same classes: printed as such)
from ...nn import HSigmoid as Hardsigmoid, HSwish as Hardswish  # noqa: E402


class GELU(Cell):
    """mint.nn.GELU(approximate='none')."""

    def __init__(self, approximate="none"):
        super().__init__()
        self.approximate = approximate

    def construct(self, input):  # noqa: A002
        return F.gelu(input, self.approximate)


class ELU(Cell):
    """mint.nn.ELU(alpha=1.0, inplace=False)."""

    def __init__(self, alpha=1.0, inplace=False):
        super().__init__()
        self.alpha = alpha
        self.inplace = inplace

    def construct(self, input):  # noqa: A002
        return F.elu(input, self.alpha, self.inplace)


class Hardtanh(Cell):
    """mint.nn.Hardtanh(min_val=-1.0, max_val=1.0, inplace=False)."""

    def __init__(self, min_val=-1.0, max_val=1.0, inplace=False):
        super().__init__()
        self.min_val = min_val
        self.max_val = max_val
        self.inplace = inplace

    def construct(self, input):  # noqa: A002
        return F.hardtanh(input, self.min_val, self.max_val, self.inplace)


class Threshold(Cell):
    """mint.nn.Threshold(threshold, value, inplace=False)."""

    def __init__(self, threshold, value, inplace=False):
        super().__init__()
        self.threshold = threshold
        self.value = value
        self.inplace = inplace

    def construct(self, input):  # noqa: A002
        return F.threshold(input, self.threshold, self.value, self.inplace)


class Softmax(Cell):
    """mint.nn.Softmax(dim=None): dim None is PyTorch's implicit dim (0 for a 0-, 1- or 3-D input, else 1)."""

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def construct(self, input):  # noqa: A002
        return F.softmax(input, self.dim)


class LogSoftmax(Cell):
    """mint.nn.LogSoftmax(dim=None)."""

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def construct(self, input):  # noqa: A002
        return F.log_softmax(input, self.dim)


class GLU(Cell):
    """mint.nn.GLU(dim=-1)."""

    def __init__(self, dim=-1):
        super().__init__()
        self.dim = dim

    def construct(self, input):  # noqa: A002
        return F.glu(input, self.dim)


# mint.nn.PReLU is MindSpore 2.10's nn.PReLUExt (one class: its repr says PReLUExt)
from ...nn.layer.activation_ext import PReLUExt as PReLU  # noqa: E402


class Flatten(Cell):
    """mint.nn.Flatten(start_dim=1, end_dim=-1)."""

    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def construct(self, input):  # noqa: A002
        return F.flatten(input, start_dim=self.start_dim, end_dim=self.end_dim)


class Dropout(Cell):
    """mint.nn.Dropout(p=0.5, inplace=False): identity when not training or p == 0."""

    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        if not 0 <= p <= 1:
            raise ValueError(f"For '{self.cls_name}', the 'p' must be a number in range [0, 1], but got {p}.")
        self.p = p

    def construct(self, input):  # noqa: A002
        if not self.training or self.p == 0:
            return input
        return F.dropout(input, self.p, True)


class _Loss(Cell):
    def __init__(self, reduction="mean"):
        super().__init__()
        if reduction not in ("mean", "sum", "none"):
            raise ValueError(f"For '{self.cls_name}', the 'reduction' must be in ['mean', 'sum', 'none'], "
                             f"but got {reduction}.")
        self.reduction = reduction


class L1Loss(_Loss):
    """mint.nn.L1Loss(reduction='mean')."""

    def construct(self, input, target):  # noqa: A002
        return F.l1_loss(input, target, self.reduction)


class MSELoss(_Loss):
    """mint.nn.MSELoss(reduction='mean')."""

    def construct(self, input, target):  # noqa: A002
        return F.mse_loss(input, target, self.reduction)


class SmoothL1Loss(_Loss):
    """mint.nn.SmoothL1Loss(reduction='mean', beta=1.0)."""

    def __init__(self, reduction="mean", beta=1.0):
        super().__init__(reduction)
        self.beta = beta

    def construct(self, input, target):  # noqa: A002
        return F.smooth_l1_loss(input, target, self.reduction, self.beta)


class KLDivLoss(_Loss):
    """mint.nn.KLDivLoss(reduction='mean', log_target=False)."""

    def __init__(self, reduction="mean", log_target=False):
        super().__init__(reduction if reduction != "batchmean" else "mean")
        self.reduction = reduction
        self.log_target = log_target

    def construct(self, input, target):  # noqa: A002
        return F.kl_div(input, target, self.reduction, self.log_target)


class BCELoss(_Loss):
    """mint.nn.BCELoss(weight=None, reduction='mean')."""

    def __init__(self, weight=None, reduction="mean"):
        super().__init__(reduction)
        self.weight = weight

    def _repr_cells(self):
        # MindSpore 2.10's mint.nn.BCELoss wraps an nn.BCELoss as ``bce_loss`` (its repr lists it)
        from ...nn import BCELoss as _NNBCELoss

        return [("bce_loss", _NNBCELoss(self.weight, self.reduction))]

    def construct(self, input, target):  # noqa: A002
        return F.binary_cross_entropy(input, target, self.weight, self.reduction)


class BCEWithLogitsLoss(_Loss):
    """mint.nn.BCEWithLogitsLoss(weight=None, reduction='mean', pos_weight=None)."""

    def __init__(self, weight=None, reduction="mean", pos_weight=None):
        super().__init__(reduction)
        self.weight = weight
        self.pos_weight = pos_weight

    def construct(self, input, target):  # noqa: A002
        return F.binary_cross_entropy_with_logits(input, target, self.weight, self.reduction, self.pos_weight)


class CrossEntropyLoss(_Loss):
    """mint.nn.CrossEntropyLoss(weight=None, ignore_index=-100, reduction='mean', label_smoothing=0.0)."""

    def __init__(self, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
        super().__init__(reduction)
        self.weight = weight
        self.ignore_index = ignore_index
        self.label_smoothing = label_smoothing

    def construct(self, input, target):  # noqa: A002
        return F.cross_entropy(input, target, self.weight, self.ignore_index, self.reduction, self.label_smoothing)


class NLLLoss(_Loss):
    """mint.nn.NLLLoss(weight=None, ignore_index=-100, reduction='mean')."""

    def __init__(self, weight=None, ignore_index=-100, reduction="mean"):
        super().__init__(reduction)
        self.weight = weight
        self.ignore_index = ignore_index

    def construct(self, input, target):  # noqa: A002
        return F.nll_loss(input, target, self.weight, self.ignore_index, self.reduction)


class CosineEmbeddingLoss(_Loss):
    """mint.nn.CosineEmbeddingLoss(margin=0.0, reduction='mean')."""

    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__(reduction)
        self.margin = margin

    def construct(self, input1, input2, target):
        return F.cosine_embedding_loss(input1, input2, target, self.margin, self.reduction)


class GroupNorm(Cell):
    """mint.nn.GroupNorm(num_groups, num_channels, eps=1e-05, affine=True, dtype=None): Parameters ``weight``
    (ones) and ``bias`` (zeros)."""

    def __init__(self, num_groups, num_channels, eps=1e-05, affine=True, dtype=None):
        super().__init__()
        if num_channels % num_groups != 0:
            raise ValueError(f"For '{self.cls_name}', the 'num_channels' must be divided by 'num_groups', but got "
                             f"'num_channels': {num_channels}, 'num_groups': {num_groups}.")
        self.num_groups = num_groups
        self.num_channels = num_channels
        self.eps = eps
        self.affine = affine
        dtype = mstype.float32 if dtype is None else dtype
        self.weight = Parameter(initializer("ones", [num_channels], dtype), name="weight", requires_grad=affine)
        self.bias = Parameter(initializer("zeros", [num_channels], dtype), name="bias", requires_grad=affine)

    def extend_repr(self):
        return f"num_groups={self.num_groups}, num_channels={self.num_channels}, eps={self.eps}, affine={self.affine}"

    def construct(self, input):  # noqa: A002
        return F.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)


class LayerNorm(Cell):
    """mint.nn.LayerNorm(normalized_shape, eps=1e-05, elementwise_affine=True, bias=True, dtype=None)."""

    def __init__(self, normalized_shape, eps=1e-05, elementwise_affine=True, bias=True, dtype=None):
        super().__init__()
        if isinstance(normalized_shape, numbers.Integral) and not isinstance(normalized_shape, bool):
            normalized_shape = (normalized_shape,)
        if not isinstance(normalized_shape, (tuple, list)):
            raise TypeError(f"For 'LayerNorm', the type of 'normalized_shape' must be tuple[int] or list[int], but "
                            f"got {normalized_shape} and the type is {_user_type(normalized_shape)}.")
        if not normalized_shape:
            raise ValueError(f"Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                             f"element, but got normalized_shape = {normalized_shape}")
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        dtype = mstype.float32 if dtype is None else dtype
        # MindSpore's LayerNormExt: no Parameters without elementwise_affine, no bias Parameter with bias=False
        self.weight = None
        self.bias = None
        if elementwise_affine:
            self.weight = Parameter(initializer("ones", list(self.normalized_shape), dtype), name="weight")
            if bias:
                self.bias = Parameter(initializer("zeros", list(self.normalized_shape), dtype), name="bias")

    def extend_repr(self):
        return f"normalized_shape={self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}"

    def construct(self, input):  # noqa: A002
        return F.layer_norm(input, self.normalized_shape, self.weight, self.bias, self.eps)



class UpsamplingNearest2d(Cell):
    """mint.nn.UpsamplingNearest2d(size=None, scale_factor=None): ``interpolate(input, size, scale_factor,
    'nearest')`` on NCHW input (a scale_factor gives the size floor(dim * scale), read back as in / out)."""

    def __init__(self, size=None, scale_factor=None):
        super().__init__()
        self.size = size
        self.scale_factor = scale_factor

    def construct(self, input):  # noqa: A002
        return F._upsampling2d(input, self.size, self.scale_factor, False)


class UpsamplingBilinear2d(Cell):
    """mint.nn.UpsamplingBilinear2d(size=None, scale_factor=None): bilinear ``interpolate`` with
    ``align_corners=True`` on NCHW input."""

    def __init__(self, size=None, scale_factor=None):
        super().__init__()
        self.size = size
        self.scale_factor = scale_factor

    def construct(self, input):  # noqa: A002
        return F._upsampling2d(input, self.size, self.scale_factor, True)

__all__ = ["Linear", "Identity", "ReLU", "Sigmoid", "Tanh", "LogSigmoid", "ReLU6", "SiLU", "Mish", "SELU",
           "Hardsigmoid", "Hardswish", "GELU", "ELU", "Hardtanh", "Threshold", "Softmax", "LogSoftmax", "GLU",
           "PReLU", "Flatten", "Dropout", "L1Loss", "MSELoss", "SmoothL1Loss", "KLDivLoss", "BCELoss",
           "BCEWithLogitsLoss", "CrossEntropyLoss", "NLLLoss", "CosineEmbeddingLoss", "GroupNorm", "LayerNorm",
           "ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "ReflectionPad1d", "ReflectionPad2d",
           "ReflectionPad3d", "ReplicationPad1d", "ReplicationPad2d", "ReplicationPad3d", "ZeroPad1d", "ZeroPad2d", "ZeroPad3d", "UpsamplingNearest2d",
           "UpsamplingBilinear2d", "functional"]
from .layers22 import *  # noqa: F401,F403,E402  (h-mint s22: conv/batch-norm/pool layers, Embedding, Fold...)
from .layers22 import __all__ as _l22_all  # noqa: E402

__all__ += _l22_all

# MindSpore 2.10's class names of these mint layers (its nn.*Ext classes): what repr and cls_name show
for _cls, _name in ((Dropout, "DropoutExt"), (L1Loss, "L1LossExt"), (LayerNorm, "LayerNormExt"),
                    (LogSoftmax, "LogSoftmaxExt"), (Softmax, "SoftmaxExt")):
    _cls.__name__ = _cls.__qualname__ = _name
del _cls, _name

# api26: MindSpore 2.10's mindspore.nn exports these mint.nn classes under their Ext names (the same class objects:
# nn.AvgPool2dExt is mint.nn.AvgPool2d, nn.Linear is mint.nn.Linear).  mint sits above nn, so it registers them.
from ... import nn as _nn  # noqa: E402

for _ext, _cls in (("Linear", Linear), ("AvgPool1dExt", AvgPool1d), ("AvgPool2dExt", AvgPool2d),  # noqa: F405
                   ("AvgPool3dExt", AvgPool3d), ("Dropout2dExt", Dropout2d), ("DropoutExt", Dropout),  # noqa: F405
                   ("EmbeddingExt", Embedding), ("L1LossExt", L1Loss), ("LayerNormExt", LayerNorm),  # noqa: F405
                   ("LogSoftmaxExt", LogSoftmax), ("MaxPool2dExt", MaxPool2d)):  # noqa: F405
    setattr(_nn, _ext, _cls)
del _ext, _cls
