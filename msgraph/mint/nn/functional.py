"""``mindspore.mint.nn.functional``: PyTorch-style neural-network functions (MindSpore 2.10's signatures) over
the existing op functions (one definition per op; op_function entries run in both modes)."""
from __future__ import annotations

from typing import Any

from ...ops.registry import TRAMPOLINES, op_function, refuse_numbers
from .._functions import _F, _softmax_ext, flatten as _mint_flatten


def _act(opname: str, name: str = None):
    def fn(input, inplace=False):  # noqa: A002
        return getattr(_F(), opname)(input)

    fn.__name__ = fn.__qualname__ = name or opname
    fn.__doc__ = f"mint.nn.functional.{name or opname}(input): ops.{opname}."
    TRAMPOLINES.add(fn.__code__)   # mint.nn.functional.silu(1.0) is the user's ops.silu call (its TypeError)
    return op_function(fn)


relu = _act("relu")
relu6 = _act("relu6")
silu = _act("silu")
mish = _act("mish")
selu = _act("selu")
hardsigmoid = _act("hardsigmoid")
hardswish = _act("hardswish")


@op_function
def relu_(input):  # noqa: A002
    """mint.nn.functional.relu_(input)."""
    return _F().relu(input)


@op_function
def sigmoid(input):  # noqa: A002
    """mint.nn.functional.sigmoid(input)."""
    return _F().sigmoid(input)


@op_function
def tanh(input):  # noqa: A002
    """mint.nn.functional.tanh(input)."""
    return _F().tanh(input)


@op_function
def logsigmoid(input):  # noqa: A002
    """mint.nn.functional.logsigmoid(input)."""
    refuse_numbers('Failed calling LogSigmoid with "LogSigmoid()(input={k0})".', input)
    return _F().logsigmoid(input)


@op_function
def gelu(input, approximate="none"):  # noqa: A002
    """mint.nn.functional.gelu(input, approximate='none'): the exact erf form by default ('tanh' approximates)."""
    refuse_numbers("gelu(): argument 'input' (position 1) must be Tensor, not {k0}.", input)
    return _F().gelu(input, approximate=approximate)


@op_function
def softshrink(input, lambd=0.5):  # noqa: A002
    """mint.nn.functional.softshrink(input, lambd=0.5): ops.softshrink."""
    return _F().softshrink(input, lambd)


@op_function
def leaky_relu(input, negative_slope=0.01):  # noqa: A002
    """mint.nn.functional.leaky_relu(input, negative_slope=0.01)."""
    refuse_numbers('Failed calling LeakyReLUExt with "LeakyReLUExt()(input={k0}, negative_slope=float)".', input)
    return _F().leaky_relu(input, negative_slope)


@op_function
def elu(input, alpha=1.0, inplace=False):  # noqa: A002
    """mint.nn.functional.elu(input, alpha=1.0)."""
    refuse_numbers('Failed calling EluExt with "EluExt(alpha=float)(input={k0})".', input)
    return _F().elu(input, alpha)


@op_function
def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):  # noqa: A002
    """mint.nn.functional.hardtanh(input, min_val=-1.0, max_val=1.0)."""
    refuse_numbers('Failed calling Hardtanh with "Hardtanh()(input={k0}, min_val=float, max_val=float)".', input)
    return _F().hardtanh(input, min_val, max_val)


@op_function
def threshold(input, threshold, value, inplace=False):  # noqa: A002
    """mint.nn.functional.threshold: ``value`` where input <= threshold, else input."""
    F = _F()
    return F.select(F.greater(input, threshold), input, F.full_like(input, value))


def _implicit_dim(x):
    """The dim of softmax / log_softmax with ``dim=None`` (MindSpore 2.10's ``_get_softmax_implicit_dim``, PyTorch's
    legacy rule): 0 for a 0-, 1- or 3-D input, else 1."""
    return 0 if len(x.shape) in (0, 1, 3) else 1


@op_function
def softmax(input, dim=None, dtype=None):  # noqa: A002
    """mint.nn.functional.softmax(input, dim=None, dtype=None)."""
    F = _F()
    x = F.cast(input, dtype) if dtype is not None else input
    return _softmax_ext(x, _implicit_dim(x) if dim is None else dim)


@op_function
def log_softmax(input, dim=None, *, dtype=None):  # noqa: A002
    """mint.nn.functional.log_softmax(input, dim=None, *, dtype=None)."""
    F = _F()
    x = F.cast(input, dtype) if dtype is not None else input
    return _softmax_ext(x, _implicit_dim(x) if dim is None else dim, log=True)


@op_function
def glu(input, dim=-1):  # noqa: A002
    """mint.nn.functional.glu(input, dim=-1)."""
    return _F().glu(input, dim)


@op_function
def prelu(input, weight):  # noqa: A002
    """mint.nn.functional.prelu(input, weight)."""
    return _F().prelu(input, weight)


@op_function
def linear(input, weight, bias=None):  # noqa: A002
    """mint.nn.functional.linear(input, weight, bias=None): input @ weight.T + bias."""
    return _F().dense(input, weight, bias)


@op_function
def dropout(input, p=0.5, training=True, inplace=False):  # noqa: A002
    """mint.nn.functional.dropout(input, p=0.5, training=True)."""
    if not training or p == 0:
        return input
    if p == 1:
        return _F().mul(input, 0)   # every element dropped (MindSpore 2.10: zeros, -0.0 where input < 0)
    return _F().dropout(input, p, True)


@op_function
def flatten(input, start_dim=0, end_dim=-1):  # noqa: A002
    """mint.nn.functional.flatten(input, start_dim=0, end_dim=-1)."""
    return _mint_flatten(input, start_dim, end_dim)


@op_function
def mse_loss(input, target, reduction="mean"):  # noqa: A002
    """mint.nn.functional.mse_loss."""
    return _F().mse_loss(input, target, reduction)


@op_function
def l1_loss(input, target, reduction="mean"):  # noqa: A002
    """mint.nn.functional.l1_loss."""
    return _F().l1_loss(input, target, reduction)


@op_function
def smooth_l1_loss(input, target, reduction="mean", beta=1.0):  # noqa: A002
    """mint.nn.functional.smooth_l1_loss (reduction 'mean' by default, unlike ops.smooth_l1_loss)."""
    return _F().smooth_l1_loss(input, target, beta, reduction)


@op_function
def cross_entropy(input, target, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):  # noqa: A002
    """mint.nn.functional.cross_entropy."""
    return _F().cross_entropy(input, target, weight, ignore_index, reduction, label_smoothing)


@op_function
def nll_loss(input, target, weight=None, ignore_index=-100, reduction="mean"):  # noqa: A002
    """mint.nn.functional.nll_loss."""
    return _F().nll_loss(input, target, weight, ignore_index, reduction)


@op_function
def binary_cross_entropy(input, target, weight=None, reduction="mean"):  # noqa: A002
    """mint.nn.functional.binary_cross_entropy."""
    return _F().binary_cross_entropy(input, target, weight, reduction)


@op_function
def binary_cross_entropy_with_logits(input, target, weight=None, reduction="mean", pos_weight=None):  # noqa: A002
    """mint.nn.functional.binary_cross_entropy_with_logits."""
    return _F().binary_cross_entropy_with_logits(input, target, weight, pos_weight, reduction)


@op_function
def kl_div(input, target, reduction="mean", log_target=False):  # noqa: A002
    """mint.nn.functional.kl_div."""
    return _F().kl_div(input, target, reduction, log_target)


@op_function
def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction="mean"):
    """mint.nn.functional.cosine_embedding_loss."""
    return _F().cosine_embedding_loss(input1, input2, target, margin, reduction)


@op_function
def one_hot(tensor, num_classes=-1):
    """mint.nn.functional.one_hot(tensor, num_classes=-1): one-hot rows of the index dtype (MindSpore 2.10 builds
    its on/off values with ``tensor.dtype``: int32 indices give int32), num_classes -1: max + 1."""
    F = _F()
    if num_classes == -1:
        num_classes = int(F.reduce_max(tensor, (), False)) + 1
    return F.cast(F.one_hot(tensor, num_classes, 1, 0), F.dtype(tensor))


@op_function
def pad(input, pad, mode="constant", value=None):  # noqa: A002
    """mint.nn.functional.pad(input, pad, mode='constant', value=None)."""
    return _F().pad(input, pad, mode, value)


@op_function
def normalize(input, p=2.0, dim=1, eps=1e-12):  # noqa: A002
    """mint.nn.functional.normalize: input / max(||input||_p over dim, eps)."""
    F = _F()
    n = F.vector_norm(input, p, dim, True)
    return F.div(input, F.maximum(n, F.full_like(n, eps)))


@op_function
def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):  # noqa: A002
    """mint.nn.functional.layer_norm."""
    return _F().layer_norm(input, normalized_shape, weight, bias, eps)


@op_function
def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):  # noqa: A002
    """mint.nn.functional.group_norm: normalise each group of channels over (C/G, *spatial)."""
    F = _F()
    shape = input.shape
    n, c = shape[0], shape[1]
    x = F.reshape(input, (n, num_groups, -1))
    mean = F.reduce_mean(x, 2, True)
    var = F.reduce_mean(F.square(F.sub(x, mean)), 2, True)
    y = F.reshape(F.div(F.sub(x, mean), F.sqrt(F.add(var, eps))), shape)
    bshape = (1, c) + (1,) * (len(shape) - 2)
    if weight is not None:
        y = F.mul(y, F.reshape(weight, bshape))
    if bias is not None:
        y = F.add(y, F.reshape(bias, bshape))
    return y


@op_function
def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1,  # noqa: A002
               eps=1e-05):
    """mint.nn.functional.batch_norm."""
    return _F().batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)


@op_function
def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False):  # noqa: A002
    """mint.nn.functional.embedding."""
    return _F().embedding(input, weight, padding_idx, max_norm, norm_type, scale_grad_by_freq)


@op_function
def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,  # noqa: A002
                recompute_scale_factor=None):
    """mint.nn.functional.interpolate: MindSpore 2.10's is ``ops.function.nn_func.interpolate_ext`` (the Upsample
    primitives; h-ops4)."""
    from ...ops.upsample_ext import interpolate_ext

    return interpolate_ext(input, size, scale_factor, mode, align_corners, recompute_scale_factor)


upsample = interpolate


@op_function
def unfold(input, kernel_size, dilation=1, padding=0, stride=1):  # noqa: A002
    """mint.nn.functional.unfold."""
    return _F().unfold(input, kernel_size, dilation, padding, stride)


@op_function
def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):  # noqa: A002
    """mint.nn.functional.fold."""
    return _F().fold(input, output_size, kernel_size, dilation, padding, stride)


@op_function
def adaptive_avg_pool2d(input, output_size):  # noqa: A002
    """mint.nn.functional.adaptive_avg_pool2d."""
    return _F().adaptive_avg_pool2d(input, output_size)


@op_function
def pixel_shuffle(input, upscale_factor):  # noqa: A002
    """mint.nn.functional.pixel_shuffle(input, upscale_factor): ops.pixel_shuffle."""
    return _F().pixel_shuffle(input, upscale_factor)


@op_function
def hardshrink(input, lambd=0.5):  # noqa: A002
    """mint.nn.functional.hardshrink(input, lambd=0.5): ops.hardshrink."""
    return _F().hardshrink(input, lambd)


@op_function
def softplus(input, beta=1, threshold=20):  # noqa: A002
    """mint.nn.functional.softplus(input, beta=1, threshold=20): ops.softplus (h-gk)."""
    refuse_numbers('Failed calling SoftplusExt with "SoftplusExt()(input={k0}, beta=int, threshold=int)".', input)
    return _F().softplus(input, beta, threshold)


__all__ = sorted(n for n, v in list(globals().items())
                 if not n.startswith("_") and getattr(v, "_msgraph_op", False))
