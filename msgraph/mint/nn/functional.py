"""``mindspore.mint.nn.functional``: PyTorch-style neural-network functions (MindSpore 2.10's signatures) over
the existing op functions (one definition per op; op_function entries run in both modes)."""
from __future__ import annotations

from typing import Any

import numpy as np

from ...ops.registry import TRAMPOLINES, op_function, refuse_numbers
from ...errors import DTypeError, ShapeError
from .._functions import _F, _softmax_ext, flatten as _mint_flatten
from ...ops._helpers import dtype_name as F_dtype_name
from ...ops._helpers import user_type as _user_type


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
_mish = _act("mish")
_selu = _act("selu")
_hardsigmoid = _act("hardsigmoid")


def _arg_dtypes(prim, arg, input, names, sep=","):  # noqa: A002
    """MindSpore 2.10's type check of mint's *Ext primitives ("the input argument[...] must be a type of {...}"):
    a Tensor dtype outside ``names`` is its TypeError (adapt37mt: msgraph had computed float64 mish, int selu...)."""
    from .._functions import _is_tensor

    if _is_tensor(input):
        from ...errors import DTypeError
        from ...ops._helpers import dtype_name

        got = dtype_name(input)
        got = "BFloat16" if got == "bfloat16" else got
        if got not in names.split(", "):
            raise DTypeError(f"For primitive[{prim}], the input argument[{arg}] must be a type of {{{names}}}{sep} "
                             f"but got {got}.")


@op_function
def mish(input, inplace=False):  # noqa: A002
    """mint.nn.functional.mish(input): MishExt takes Float16 / Float32 only."""
    _arg_dtypes("MishExt", "input", input, "Float16, Float32", sep="")
    return _mish(input)


@op_function
def selu(input, inplace=False):  # noqa: A002
    """mint.nn.functional.selu(input): SeLUExt takes BFloat16 / Float16 / Float32 only."""
    _arg_dtypes("SeLUExt", "input", input, "BFloat16, Float16, Float32")
    return _selu(input)


@op_function
def hardsigmoid(input, inplace=False):  # noqa: A002
    """mint.nn.functional.hardsigmoid(input): HSigmoid refuses bool / uint8."""
    _arg_dtypes("HSigmoid", "input_x", input, "BFloat16, Float16, Float32, Float64, Int16, Int32, Int64, Int8")
    return _hardsigmoid(input)
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
    from .._functions import _is_tensor

    if _is_tensor(input) and F_dtype_name(input) not in ("Float16", "Float32", "bfloat16"):
        from ...errors import DTypeError

        raise DTypeError("For primitive[LogSigmoid], the input[input] supports types: Float16, Float32, BFloat16. "
                         f"But got {F_dtype_name(input)}.")
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
    _arg_dtypes("LeakyReLUExt", "input_x", input, "BFloat16, Float16, Float32, Float64")
    return _F().leaky_relu(input, negative_slope)


@op_function
def elu(input, alpha=1.0, inplace=False):  # noqa: A002
    """mint.nn.functional.elu(input, alpha=1.0): any alpha (MindSpore's EluExt)."""
    refuse_numbers('Failed calling EluExt with "EluExt(alpha=float)(input={k0})".', input)
    if type(alpha) is int:   # MindSpore 2.10's EluExt signature takes a float alpha only
        raise DTypeError('Failed calling EluExt with "EluExt(alpha=int)(input=Tensor)".')
    from ...ops.aliases import elu_any_alpha

    return elu_any_alpha(input, alpha)


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
    """mint.nn.functional.glu(input, dim=-1): MindSpore's GLU primitive (its kernel's exp, not ops.glu's Sigmoid;
    RuntimeError for an odd or 0-d input, IndexError for a dim out of range)."""
    from ...ops.api22_ops import GLU_OP
    from ...ops.registry import apply, prim
    from .._functions import _is_tensor

    if _is_tensor(input) and isinstance(dim, int) and not isinstance(dim, bool):
        nd = len(input.shape)
        if nd == 0:
            raise RuntimeError("For GLU, scalar input is not supported because halving size must be even, but got a "
                               "scalar.")
        if not -nd <= dim < nd:
            raise IndexError(f"For GLU, dimension should be in range of [{-nd}, {nd - 1}], but got {dim}.")
    return apply(prim(GLU_OP, axis=dim), (input,))


@op_function
def prelu(input, weight):  # noqa: A002
    """mint.nn.functional.prelu(input, weight)."""
    return _F().prelu(input, weight)


@op_function
def linear(input, weight, bias=None):  # noqa: A002
    """mint.nn.functional.linear(input, weight, bias=None): input @ weight.T + bias.  Dense checks the shapes before
    the dtypes: a float16 input of the wrong width beside a float32 weight is its ValueError (msgraph: MatMul's dtype
    TypeError; adapt40mint)."""
    xs, ws = getattr(input, "shape", None), getattr(weight, "shape", None)
    if xs and ws is not None and len(ws) == 2 and xs[-1] is not None and ws[1] is not None and xs[-1] != ws[1]:
        from ...errors import ShapeError

        raise ShapeError(f"Dense shape error, got x_col: {xs[-1]}, w_row: {ws[1]}. In Dense x_col and w_row should be "
                         f"equal. if the dim of w is 2.")
    return _F().dense(input, weight, bias)


@op_function
def dropout(input, p=0.5, training=True, inplace=False):  # noqa: A002
    """mint.nn.functional.dropout(input, p=0.5, training=True)."""
    if isinstance(p, (int, float)) and not isinstance(p, bool) and not 0 <= p <= 1:
        raise ValueError(f"For FuncDropoutExt, 'p' must be in [0, 1], but got {p}")
    if not training or p == 0:
        return input
    if p == 1:
        return _F().mul(input, 0)   # every element dropped (MindSpore 2.10: zeros, -0.0 where input < 0)
    # MindSpore's DropoutExt draws from its default generator (no CPU kernel in 2.10) and takes no "dropout"
    # seed from ops.dropout's counter: an unseeded Dropout (msgraph's global generator)
    from ...ops.nn_ops import Dropout
    from ...ops.registry import apply

    return apply(Dropout(keep_prob=1.0 - p), (input,))[0]


@op_function
def flatten(input, start_dim=0, end_dim=-1):  # noqa: A002
    """mint.nn.functional.flatten(input, start_dim=0, end_dim=-1)."""
    return _mint_flatten(input, start_dim, end_dim)


def _reduction_enum(prim, reduction):
    """MindSpore 2.10 converts a str reduction to its enum before the kernel: another str is that ValueError."""
    if isinstance(reduction, str) and reduction not in ("none", "mean", "sum"):
        raise ValueError(f'Failed to convert the value "{reduction}" of input \'reduction\' of \'{prim}\' to enum.')


@op_function
def mse_loss(input, target, reduction="mean"):  # noqa: A002
    """mint.nn.functional.mse_loss (a Python number as input or target is MindSpore 2.10's TypeError;
    adapt40mint)."""
    refuse_numbers('Failed calling MSELossExt with "MSELossExt()(input={k0}, target={k1}, reduction=string)".',
                   input, target)
    _reduction_enum("MSELossExt", reduction)
    if getattr(input, "dtype", None) is not None and getattr(target, "dtype", None) is not None \
            and input.dtype != target.dtype:   # MindSpore 2.10's MSELossExt: one dtype (msgraph promoted; adapt40mint)
        from ...errors import OpRuntimeError

        raise OpRuntimeError("Failure info [input target type not equal].")
    return _F().mse_loss(input, target, reduction)


@op_function
def l1_loss(input, target, reduction="mean"):  # noqa: A002
    """mint.nn.functional.l1_loss."""
    _reduction_enum("L1LossExt", reduction)
    return _F().l1_loss(input, target, reduction)


@op_function
def smooth_l1_loss(input, target, reduction="mean", beta=1.0):  # noqa: A002
    """mint.nn.functional.smooth_l1_loss (reduction 'mean' by default, unlike ops.smooth_l1_loss)."""
    return _F().smooth_l1_loss(input, target, beta, reduction)


@op_function
def cross_entropy(input, target, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):  # noqa: A002
    """mint.nn.functional.cross_entropy (label_smoothing outside [0, 1]: MindSpore 2.10's ValueError)."""
    if isinstance(label_smoothing, (int, float)) and not 0.0 <= label_smoothing <= 1.0:
        raise ValueError("For cross_entropy, label_smoothing must be in [0, 1].")
    from .._functions import _is_tensor

    if _is_tensor(input) and _is_tensor(target) and isinstance(label_smoothing, (int, float)):
        # MindSpore 2.10's cross_entropy_ext (adapt42mint, measured in Graph mode: its CPU PyNative lacks
        # LogSoftmaxExt): every float target (float64 too) is probabilities, of the input's shape, whose 'mean' of
        # a float16 input is Float32 (its Div by a Python float); class ids go through its NLLLoss (nll_loss above)
        shp = tuple(input.shape)
        if not shp or shp[0] == 0:
            raise ValueError("For cross_entropy, input doesn't support 0-dim or shape[0] == 0.")
        if F_dtype_name(target) in ("Float16", "Float32", "Float64", "BFloat16"):
            if shp != tuple(target.shape):
                raise ValueError("For cross_entropy that target is probabilities, input shape should equal to "
                                 "target shape.")
            if reduction not in ("mean", "sum", "none"):
                raise ValueError(f"redution value {reduction} not valid.")
            from ...ops.loss_functions import _cross_entropy_probs

            F = _F()
            logp = log_softmax(input, 0 if len(shp) == 1 else 1)
            out = _cross_entropy_probs(logp, target, weight, reduction, float(label_smoothing))
            if reduction == "mean" and F_dtype_name(out) == "Float16":
                import numpy as np

                out = F.cast(out, np.float32)
            return out
        if len(shp) == 2 and shp[1] is not None and isinstance(ignore_index, int) \
                and not isinstance(ignore_index, bool):
            from ...ops.prims_extra import nll_labels_checked

            target = nll_labels_checked(target, shp[1], ignore_index)
    return _F().cross_entropy(input, target, weight, ignore_index, reduction, label_smoothing)


@op_function
def nll_loss(input, target, weight=None, ignore_index=-100, reduction="mean"):  # noqa: A002
    """mint.nn.functional.nll_loss: MindSpore 2.10 runs a 2-D input through its NLLLoss primitive, whose kernel
    refuses a target outside [0, C) other than ignore_index (ValueError, both modes; adapt42mint: msgraph took
    ops.nll_loss's GatherD, counting a negative class from the end)."""
    _reduction_enum("nllloss", reduction)
    from .._functions import _is_tensor

    if _is_tensor(input) and _is_tensor(target) and len(input.shape) == 2 and input.shape[1] is not None \
            and isinstance(ignore_index, int) and not isinstance(ignore_index, bool):
        from ...errors import OpRuntimeError
        from ...ops.prims_extra import nll_labels_checked

        # NLLLoss's shape inference (adapt42mint: a 0-d / 2-D weight had been broadcast; the default weight is
        # ones(C))
        ws, ts = tuple(weight.shape) if _is_tensor(weight) else (input.shape[1],), tuple(target.shape)
        if len(ws) != 1 or len(ts) != 1:
            raise OpRuntimeError(f"For 'NLLLoss', the dimension of 'labels' and 'weight' should all be 1, but "
                                 f"got: {len(ts)} and {len(ws)} respectively.")
        if ws[0] != input.shape[1]:
            raise OpRuntimeError(f"For 'NLLLoss', logits_shape[1] should be equal to weight_shape[0], but got "
                                 f"logits_shape: {list(input.shape)}, weight_shape: {list(ws)}.")
        target = nll_labels_checked(target, input.shape[1], ignore_index)
        from ...ops.grad_path import grad_path

        F = _F()
        out = F.nll_loss(input, target, weight, ignore_index, reduction)
        w = weight if _is_tensor(weight) else F.ones((input.shape[1],), input.dtype)
        # the NLLLoss primitive's gradient: MindSpore's NLLLossGrad (no gradient to the weight)
        return grad_path("NLLLossGrad", out, input, target, w, reduction=reduction, ignore_index=ignore_index)
    return _F().nll_loss(input, target, weight, ignore_index, reduction)


@op_function
def binary_cross_entropy(input, target, weight=None, reduction="mean"):  # noqa: A002
    """mint.nn.functional.binary_cross_entropy."""
    return _F().binary_cross_entropy(input, target, weight, reduction)


@op_function
def binary_cross_entropy_with_logits(input, target, weight=None, reduction="mean", pos_weight=None):  # noqa: A002
    """mint.nn.functional.binary_cross_entropy_with_logits."""
    _reduction_enum("BCEWithLogitsLoss", reduction)
    return _F().binary_cross_entropy_with_logits(input, target, weight, pos_weight, reduction)


@op_function
def kl_div(input, target, reduction="mean", log_target=False):  # noqa: A002
    """mint.nn.functional.kl_div: KLDiv takes Float16 / Float32 / BFloat16 input and target (TypeError; adapt37mt:
    msgraph had computed float64)."""
    from .._functions import _is_tensor

    for arg, t in (("input", input), ("target", target)):
        if _is_tensor(t) and F_dtype_name(t) not in ("Float16", "Float32", "bfloat16"):
            from ...errors import DTypeError

            raise DTypeError(f"For primitive[KLDiv], the input[{arg}] supports types: Float16, Float32, BFloat16. "
                             f"But got {F_dtype_name(t)}.")
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
    from .._functions import _is_tensor

    if _is_tensor(tensor) and 0 in tuple(tensor.shape):
        raise RuntimeError("Shape of input should not contain 0, bug got shape: [const vector]{%s}"
                           % ", ".join(str(d) for d in tensor.shape))
    if num_classes == -1:
        num_classes = int(F.reduce_max(tensor, (), False)) + 1
    return F.cast(F.one_hot(tensor, num_classes, 1, 0), F.dtype(tensor))


@op_function
def pad(input, pad, mode="constant", value=None):  # noqa: A002
    """mint.nn.functional.pad(input, pad, mode='constant', value=None)."""
    if mode == "circular" and F_dtype_name(input) == "Bool":   # PadV3 (adapt37mt: measured TypeError)
        from ...errors import DTypeError

        raise DTypeError("For primitive[PadV3], the input argument[x] must be a type of {Tensor[Complex128], "
                         "Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Float], "
                         "Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[Int], Tensor[UInt16], "
                         "Tensor[UInt8], Tensor[UInt]}, but got Tensor[Bool].")
    from .._functions import _is_tensor

    if mode == "circular" and _is_tensor(input) and isinstance(pad, (tuple, list)):
        # mint's circular pad is PadV3 too: an empty output (an empty input) is its ValueError (adapt42mint)
        from ...ops.reorder_ops import padv3_output_check

        padv3_output_check(input, tuple(pad))
    return _F().pad(input, pad, mode, value)


@op_function
def _upsampling2d(input, size, scale_factor, bilinear):  # noqa: A002
    """mint.nn.UpsamplingNearest2d / UpsamplingBilinear2d: MindSpore 2.10 passes scale_factor to the
    UpsampleNearest2D / UpsampleBilinear2D primitive as is, so a single float / int is its TypeError (a tuple
    scales each dim); adapt37mt (msgraph had computed it)."""
    if isinstance(scale_factor, (int, float)) and not isinstance(scale_factor, bool):
        prim = "UpsampleBilinear2D" if bilinear else "UpsampleNearest2D"
        osz = "None" if size is None else type(size).__name__
        tail = ", align_corners=bool" if bilinear else ""
        raise TypeError(f'Failed calling {prim} with "{prim}()(x=Tensor, output_size={osz}, '
                        f'scales={_user_type(scale_factor).__name__}{tail})".')
    if bilinear:
        return interpolate(input, size, scale_factor, "bilinear", True)
    return interpolate(input, size, scale_factor, "nearest")


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
    """mint.nn.functional.group_norm: normalise each group of channels over (C/G, *spatial) (ops.group_norm)."""
    return _F().group_norm(input, num_groups, weight, bias, eps)


@op_function
def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1,  # noqa: A002
               eps=1e-05):
    """mint.nn.functional.batch_norm."""
    return _F().batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)


@op_function
def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False):  # noqa: A002
    """mint.nn.functional.embedding (MindSpore 2.10's Embedding checks: a 2-D weight, padding_idx in [-V, V))."""
    wshape = tuple(weight.shape) if hasattr(weight, "shape") else None
    if wshape is not None and len(wshape) != 2:
        raise ShapeError(f"For primitive[Embedding], the shape of weight must be equal to 2, but got {len(wshape)}.")
    if wshape is not None and padding_idx is not None and isinstance(padding_idx, int) \
            and not -wshape[0] <= padding_idx < wshape[0]:
        raise ShapeError(f"For primitive[Embedding], the padding_idx must be in [{-wshape[0]},{wshape[0]}), but got "
                         f"{padding_idx}.")
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
    F = _F()
    from ...ops._helpers import is_tensorlike, np_dtype

    if is_tensorlike(input) and np_dtype(input) == np.float64 and isinstance(beta, (int, float)) \
            and isinstance(threshold, (int, float)) and not isinstance(beta, bool) and beta != 0:
        # MindSpore 2.10's SoftplusExt on a Float64 input: log1p(exp(beta x)) / beta in float64 (not the Softplus
        # kernel's float32 values ops.softplus gives), beta and threshold read as float32 (beta 2.3 is
        # 2.299999952316284), x itself where beta x > threshold (vd48c)
        b, th = (float(np.float32(v)) for v in (beta, threshold))
        bx = F.mul(input, b)
        soft = F.div(F.log1p(F.exp(bx)), b)
        return F.select(F.greater(bx, th), input, soft)
    if is_tensorlike(input) and np_dtype(input) in (np.float32, np.float16) and _softplus_ext_form(beta, threshold):
        return _softplus_ext(F, input, beta, threshold)
    return F.softplus(input, beta, threshold)


def _softplus_ext_form(beta, threshold):
    """Whether SoftplusExt computes its own form (below): every beta and threshold but the defaults (a number known
    only when the graph runs, ``float(t)``, counts as another); beta 1 with threshold 20 gives the Softplus kernel's
    values (ops.softplus's: 4000 of 4001 float32 points equal), beta 1 with threshold 2 this form (measured)."""
    from ...ops.value_dependent import is_graph_int

    run_time = [is_graph_int(v, "iuf") for v in (beta, threshold)]
    if not all(r or (isinstance(v, (int, float)) and not isinstance(v, bool))
               for r, v in zip(run_time, (beta, threshold))):
        return False
    if any(run_time):
        return True
    b, th = float(np.float32(beta)), float(np.float32(threshold))
    return b != 0.0 and (b, th) != (1.0, 20.0)


def _log1p64(F, e):
    """log1p of a float64 graph value to float64 accuracy (the Log1p op is MindSpore's ``log(1 + x)``, which loses
    a small x): ``log(u) * e / (u - 1)`` with u = 1 + e, e itself where u is 1 (Goldberg's form)."""
    u = F.add(e, 1.0)
    d = F.sub(u, 1.0)
    tiny = F.equal(d, 0.0)
    return F.select(tiny, e, F.mul(F.log(u), F.div(e, F.select(tiny, F.ones_like(d), d))))


def _softplus_ext(F, input, beta, threshold):  # noqa: A002
    """MindSpore 2.10's CPU SoftplusExt of float32 (beta / threshold not the defaults 1 / 20):
    ``(max(bx, 0) + log1p(exp(-|bx|))) / beta`` with bx = x * beta, each step rounded to float32 (exp and log1p as
    libm's expf / log1pf: here the float64 ones rounded once), x itself where bx > threshold; float16 computed so in float32 and rounded once.  Measured on 4001 points
    in [-12, 12], beta 2 and 0.7: all equal but 34 / 52 where glibc's expf is an ulp off the rounded value; msgraph's
    Softplus-kernel form (log of 1 + nnacl exp) had differed in 2161 / 2647, 0 where MindSpore gives 1.9e-11 (flip49)."""
    from ...ops._helpers import np_dtype
    from ...ops.value_dependent import is_graph_int

    if not is_graph_int(beta, "iuf"):
        beta = float(np.float32(beta))
    if not is_graph_int(threshold, "iuf"):
        threshold = float(np.float32(threshold))
    half = np_dtype(input) == np.float16
    x = F.cast(input, np.float32) if half else input
    bx = F.mul(x, beta)
    e = F.cast(F.exp_libm(F.cast(F.neg(F.abs(bx)), np.float64)), np.float32)
    soft = F.div(F.add(F.relu(bx), F.cast(_log1p64(F, F.cast(e, np.float64)), np.float32)), beta)
    out = F.select(F.greater(bx, threshold), x, soft)
    return F.cast(out, np.float16) if half else out


def _conv_pad(name, padding, nd):
    """mint's conv ``padding`` (an int, a tuple of ``nd`` ints, 'same' or 'valid') as ops.convNd's
    (pad_mode, padding)."""
    if isinstance(padding, str):
        if padding not in ("same", "valid"):
            raise ValueError(f"For '{name}', the value of 'padding' must be one of ['same', 'valid'], but got "
                             f"{padding}.")
        return padding, 0
    if isinstance(padding, int) and not isinstance(padding, bool):
        return "pad", padding
    pads = tuple(padding)
    if len(pads) == 1:
        pads = pads * nd
    return "pad", pads if nd == 1 else tuple(v for v in pads for _ in (0, 1))


def _conv(name, opname, nd):
    def fn(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):  # noqa: A002
        mode, pad = _conv_pad(name, padding, nd)
        if mode == "same" and any(v != 1 for v in (stride if isinstance(stride, (tuple, list)) else (stride,))):
            raise ValueError(f"For Conv{nd}DPadding, 'stride' must be 1, when padding is same, but it's "
                             f"{{ {stride} }}.")
        if nd == 1:
            stride, dilation = (stride[0] if isinstance(stride, (tuple, list)) else stride,
                                dilation[0] if isinstance(dilation, (tuple, list)) else dilation)
            pad = pad[0] if isinstance(pad, tuple) else pad
        return getattr(_F(), opname)(input, weight, bias, stride, mode, pad, dilation, groups)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (f"mint.nn.functional.{name}(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1): "
                  f"ops.{opname} (padding an int, a tuple, 'same' or 'valid').")
    return op_function(fn)


conv1d = _conv("conv1d", "conv1d", 1)
conv2d = _conv("conv2d", "conv2d", 2)
conv3d = _conv("conv3d", "conv3d", 3)


@op_function
def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1,  # noqa: A002
                     dilation=1):
    """mint.nn.functional.conv_transpose2d: ops.conv_transpose2d (h-mint's mint22_ops)."""
    return _F().conv_transpose2d(input, weight, bias, stride, padding, output_padding, groups, dilation)


def _avg_pool_checks(prim, nsp, x, kernel_size, stride, padding, divisor_override=None):
    """MindSpore 2.10's AvgPool1D / AvgPool2D inference checks (ValueErrors, both modes): positive kernel sizes and
    strides, a non-zero divisor_override, padding at most half the kernel, a positive output size."""
    from ...errors import OpError
    from ...ops._helpers import shape_of

    def seq(v):
        return tuple(v) if isinstance(v, (tuple, list)) else (v,) * nsp
    ks, st, pd = seq(kernel_size), seq(kernel_size if stride is None else stride), seq(padding)
    if isinstance(kernel_size, (tuple, list)) and len(ks) not in (1, nsp):
        raise OpError(f"For primitive[{prim}], the number of kernel_size must be in [1,{nsp}], but got {len(ks)}.")
    if not all(isinstance(v, int) for v in ks + st + pd) or len(st) not in (1, nsp) or len(pd) not in (1, nsp):
        return   # (the op's own argument checks)
    ks, st, pd = (t * nsp if len(t) == 1 else t for t in (ks, st, pd))
    for arg, vals in (("kernel_size", ks), ("stride", st)):
        if min(vals) <= 0:
            raise OpError(f"For primitive[{prim}], the {arg} value must be greater than 0, but got {min(vals)}.")
    if divisor_override is not None and divisor_override == 0:
        raise OpError(f"For {prim}, divisor should not be zero.")
    for k, p in zip(ks, pd):
        if p > k // 2:
            raise OpError(f"For {prim}, pad should be at most half of kernel size, but got pad = {p} and "
                          f"kernel_size = {k}")
    shp = tuple(shape_of(x)) if hasattr(x, "shape") else ()
    if len(shp) >= nsp:
        sizes = shp[-nsp:]
        outs = [(n + 2 * p - k) // s + 1 for n, k, s, p in zip(sizes, ks, st, pd)]
        if min(outs) <= 0:
            raise OpError(f"Given input size: {sizes}. Calculated output size: {tuple(outs)}. Output size is too "
                          f"small")


@op_function
def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):  # noqa: A002
    """mint.nn.functional.avg_pool1d (stride None: kernel_size)."""
    _avg_pool_checks("AvgPool1D", 1, input, kernel_size, stride, padding)
    return _F().avg_pool1d(input, kernel_size, kernel_size if stride is None else stride, padding, ceil_mode,
                           count_include_pad)


@op_function
def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,  # noqa: A002
               divisor_override=None):
    """mint.nn.functional.avg_pool2d (stride None: kernel_size)."""
    _avg_pool_checks("AvgPool2D", 2, input, kernel_size, stride, padding, divisor_override)
    return _F().avg_pool2d(input, kernel_size, kernel_size if stride is None else stride, padding, ceil_mode,
                           count_include_pad, divisor_override)


@op_function
def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,  # noqa: A002
               divisor_override=None):
    """mint.nn.functional.avg_pool3d (stride None: kernel_size; divisor_override None: the window size)."""
    return _F().avg_pool3d(input, kernel_size, kernel_size if stride is None else stride, padding, ceil_mode,
                           count_include_pad, 0 if divisor_override is None else divisor_override)


@op_function
def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,  # noqa: A002
               return_indices=False):
    """mint.nn.functional.max_pool2d: MaxPoolWithArgmaxV2 (the values, and the flat int64 indices of each
    plane with ``return_indices``); stride None: kernel_size."""
    from ...common import dtype as mstype
    from ...ops.operations import MaxPoolWithArgmaxV2

    if hasattr(input, "dtype"):   # MindSpore 2.10 (graph mode: MaxPoolWithMask): float16 / float32 only
        from ...errors import DTypeError
        from ...ops._helpers import dtype_name

        if dtype_name(input) not in ("Float16", "Float32"):
            raise DTypeError(f"For primitive[MaxPoolWithMask], the input[input] supports types: Float16, Float32. "
                             f"But got {dtype_name(input)}.")
    tup = lambda v: tuple(v) if isinstance(v, list) else v  # noqa: E731  (mint's form takes lists)
    out, idx = MaxPoolWithArgmaxV2(tup(kernel_size), tup(kernel_size if stride is None else stride), tup(padding),
                                   tup(dilation), ceil_mode, mstype.int64)(input)
    return (out, idx) if return_indices else out


@op_function
def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):  # noqa: A002
    """mint.nn.functional.max_unpool2d: ops.max_unpool2d."""
    return _F().max_unpool2d(input, indices, kernel_size, stride, padding, output_size)


def _as_2d(fn, input, output_size, *extra):  # noqa: A002
    """A 1-D adaptive pool as the 2-D one over (N, C, 1, L) (mint's: any L, not only multiples of output_size)."""
    F = _F()
    size = output_size[0] if isinstance(output_size, (tuple, list)) else output_size
    out = fn(F.expand_dims(input, -2), (1, size), *extra)
    if isinstance(out, tuple):
        return tuple(F.squeeze(o, -2) for o in out)
    return F.squeeze(out, -2)


@op_function
def adaptive_avg_pool1d(input, output_size):  # noqa: A002
    """mint.nn.functional.adaptive_avg_pool1d: the 2-D adaptive average pool over a height of one."""
    return _as_2d(_F().adaptive_avg_pool2d, input, output_size)


@op_function
def adaptive_avg_pool3d(input, output_size):  # noqa: A002
    """mint.nn.functional.adaptive_avg_pool3d."""
    return _F().adaptive_avg_pool3d(input, output_size)


@op_function
def adaptive_max_pool1d(input, output_size, return_indices=False):  # noqa: A002
    """mint.nn.functional.adaptive_max_pool1d: the values (and the int64 indices with ``return_indices``)."""
    return _as_2d(_F().adaptive_max_pool2d, input, output_size, return_indices)


@op_function
def adaptive_max_pool2d(input, output_size, return_indices=False):  # noqa: A002
    """mint.nn.functional.adaptive_max_pool2d."""
    return _F().adaptive_max_pool2d(input, output_size, return_indices)


@op_function
def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):  # noqa: A002
    """mint.nn.functional.grid_sample (a grid of another dtype than input: MindSpore 2.10's TypeError)."""
    if hasattr(input, "dtype") and hasattr(grid, "dtype") and input.dtype != grid.dtype:
        raise DTypeError(f"Input grid must have the same data type with input x! input[x] data type = "
                         f"Tensor[{input.dtype}] but input[grid] data type = Tensor[{grid.dtype}].")
    return _F().grid_sample(input, grid, mode, padding_mode, align_corners)


@op_function
def dropout2d(input, p=0.5, training=True, inplace=False):  # noqa: A002
    """mint.nn.functional.dropout2d: whole channels zeroed with probability p (the rest scaled by 1/(1-p));
    the input unchanged when not training or p == 0."""
    if not training or p == 0:
        return input
    return _F().dropout2d(input, p, True)


@op_function
def clamp(input, min=None, max=None):  # noqa: A001,A002
    """mint.nn.functional.clamp: mint.clamp."""
    from .._functions import clamp as _clamp

    return _clamp(input, min, max)


@op_function
def broadcast_to(input, shape):  # noqa: A002
    """mint.nn.functional.broadcast_to: ops.broadcast_to."""
    return _F().broadcast_to(input, shape)


@op_function
def soft_margin_loss(input, target, reduction="mean"):  # noqa: A002
    """mint.nn.functional.soft_margin_loss: ops.soft_margin_loss."""
    return _F().soft_margin_loss(input, target, reduction)


# --- in place: ``elu_`` / ``hardtanh_`` / ``threshold_`` / ``sigmoid_`` and the ``inplace=True`` flags -----------
def _writes_input(fn, flag=None):
    """``fn``'s result written into its first argument (a Tensor) and returned, as MindSpore 2.10's in-place mint
    functions do; with ``flag`` (the name of an ``inplace`` parameter) only when that argument is true.  Eagerly
    ``Tensor.copy_``; in graph code the new value becomes the argument's state (every name for it, and the
    caller's Tensor, see it: the compiler's rule for ``t.add_(y)``)."""
    import functools
    import inspect

    sig = inspect.signature(fn)

    def wanted(args, kwargs):
        if flag is None:
            return True
        b = sig.bind(*args, **kwargs)
        return bool(b.arguments.get(flag, sig.parameters[flag].default))

    def target(args, kwargs):
        return args[0] if args else kwargs["input"]

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        out = fn(*args, **kwargs)
        return target(args, kwargs).copy_(out) if wanted(args, kwargs) else out

    def lower(low, args, kwargs, loc):
        out = low.call(fn, list(args), dict(kwargs), loc)
        return low._inplace_method_result(target(args, kwargs), out) if wanted(args, kwargs) else out

    TRAMPOLINES.add(wrapper.__code__)   # the wrapped function's caller is the user's (its number TypeErrors)
    wrapper.__dict__.pop("_msgraph_op", None)   # (not an op: the compiler calls ``lower``)
    wrapper.__msgraph_lower__ = lower
    return wrapper


@op_function
def _elu_(input, alpha=1.0):  # noqa: A002
    from ...ops.aliases import elu_any_alpha

    return elu_any_alpha(input, alpha)


@op_function
def _hardtanh_(input, min_val=-1, max_val=1):  # noqa: A002
    return _F().hardtanh(input, min_val, max_val)


@op_function
def _threshold_(input, threshold, value):  # noqa: A002
    return globals()["threshold"](input, threshold, value)


@op_function
def _sigmoid_(input):  # noqa: A002
    return _F().sigmoid(input)


elu_ = _writes_input(_elu_)
elu_.__name__ = elu_.__qualname__ = "elu_"
elu_.__doc__ = "mint.nn.functional.elu_(input, alpha=1.0): ELU written into ``input`` (returned)."
hardtanh_ = _writes_input(_hardtanh_)
hardtanh_.__name__ = hardtanh_.__qualname__ = "hardtanh_"
hardtanh_.__doc__ = "mint.nn.functional.hardtanh_(input, min_val=-1, max_val=1): clipped in place (returned)."
threshold_ = _writes_input(_threshold_)
threshold_.__name__ = threshold_.__qualname__ = "threshold_"
threshold_.__doc__ = "mint.nn.functional.threshold_(input, threshold, value): threshold written into ``input``."
sigmoid_ = _writes_input(_sigmoid_)
sigmoid_.__name__ = sigmoid_.__qualname__ = "sigmoid_"
sigmoid_.__doc__ = "mint.nn.functional.sigmoid_(input): sigmoid written into ``input`` (returned)."
relu_ = _writes_input(relu_)   # (mint.nn.functional.relu_ writes its input, as MindSpore 2.10's)
# the functions with an ``inplace`` flag write their input when it is true
for _n in ("elu", "hardtanh", "threshold", "relu6", "silu", "relu", "dropout", "dropout2d"):
    globals()[_n] = _writes_input(globals()[_n], "inplace")

__all__ = sorted(n for n, v in list(globals().items())
                 if not n.startswith("_") and (getattr(v, "_msgraph_op", False)
                                               or getattr(v, "__msgraph_lower__", None) is not None))
