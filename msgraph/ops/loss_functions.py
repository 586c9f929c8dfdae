"""The functional losses MindSpore 2.x exposes as ``ops.*`` (mse_loss, l1_loss, kl_div, nll_loss,
cross_entropy), compositions of registry ops; the nn loss Cells call them.  Split from
:mod:`msgraph.ops.functional_extra`; the loss primitives (BinaryCrossEntropy, SmoothL1Loss...) are in
:mod:`msgraph.ops.nn_extra`.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import DTypeError, OpError, ShapeError
from ._helpers import dtype_name, is_tensorlike, np_dtype, shape_of
from ._helpers import user_type
from .nn_extra import KL_DIV_LOSS, _reduce as _reduce_loss
from .registry import refuse_numbers
from .value_dependent import is_graph_int
from .registry import apply, op_function, prim, public_functions


def _F():
    from . import functional

    return functional


# --- functional losses ----------------------------------------------------------------------------------
def _reduce(name: str, loss: Any, reduction: str) -> Any:
    return _reduce_loss(name, loss, reduction)


@op_function
def mse_loss(input: Any, target: Any, reduction: str = "mean") -> Any:  # noqa: A002
    """(input - target) ** 2, reduced."""
    refuse_numbers('For ops.mse_loss, the `input` must be tensor', input)
    refuse_numbers('For ops.mse_loss, the `target` must be tensor', target)
    if reduction not in ("mean", "none", "sum"):   # MindSpore 2.10's ValueError (measured, adapt40cpu)
        raise OpError("For ops.mse_loss, `reduction` value should be either 'mean', 'none' or 'sum'.")
    F = _F()
    d = F.sub(input, target)
    sq = F.mul(d, d)
    # MindSpore 2.10: the square in the inputs' dtype (integers too), then cast to float32 for every reduction
    # ('none' included) and back to the square's float dtype (float32 for integers): float64 / float16 losses hold
    # float32-rounded values (r2nnf)
    out_dt = np_dtype(sq) if np_dtype(sq).kind == "f" else np.float32
    return F.cast(_reduce("mse_loss", F.cast(sq, np.float32), reduction), out_dt)


@op_function
def l1_loss(input: Any, target: Any, reduction: str = "mean") -> Any:  # noqa: A002
    """|input - target|, reduced."""
    refuse_numbers("For 'l1_loss', the 'input' must be a Tensor, but got '{K0}'", input)
    refuse_numbers("For 'l1_loss', the 'target' must be a Tensor, but got '{K0}'", target)
    if not isinstance(reduction, str) or reduction not in ("mean", "sum", "none"):   # MindSpore 2.10's ValueError
        raise OpError(f"For l1_loss, the 'reduction' must be in ['mean', 'sum', 'none'], but got {reduction}.")
    F = _F()
    # MindSpore 2.10: abs(input - target), the Tensor operator (two bool Tensors: their xor in PyNative), reduced as
    # its _get_loss does: in float32, cast back to the loss's dtype
    loss = F.abs(input - target if is_tensorlike(input) else F.sub(input, target))
    if reduction not in ("mean", "sum", "none") or not is_tensorlike(loss):   # 'none' too goes through float32
        return _reduce("l1_loss", loss, reduction)
    dt = np_dtype(loss)
    return F.cast(_reduce("l1_loss", F.cast(loss, np.float32), reduction), dt)


@op_function
def kl_div(logits: Any, labels: Any, reduction: str = "mean", log_target: bool = False) -> Any:
    """KL divergence of labels from exp(logits) (logits are log-probabilities): labels * (log labels - logits),
    0 where labels == 0; ``reduction`` also takes ``'batchmean'`` (sum / batch)."""
    F = _F()
    if not log_target:
        # MindSpore's ops.kl_div: the KLDivLoss primitive ('sum' then divided for 'mean' / 'batchmean')
        if not isinstance(reduction, str) or reduction not in ("none", "mean", "sum", "batchmean"):
            raise ValueError("For 'kl_div', the 'reduction' must be str and must be in "
                             f"'['none', 'mean', 'batchmean', 'sum']', but got '{reduction}'.")
        if reduction == "none":
            return apply(prim(KL_DIV_LOSS, reduction="none"), (logits, labels))
        total = apply(prim(KL_DIV_LOSS, reduction="sum"), (logits, labels))
        if reduction == "sum":
            return total
        s = tuple(shape_of(logits))
        return F.div(total, s[0] if reduction == "batchmean" else int(np.prod(s, dtype=np.int64)))
    loss = F.mul(F.exp(labels), F.sub(labels, logits))
    if reduction == "batchmean":
        return F.div(F.reduce_sum(loss), tuple(shape_of(logits))[0])
    return _reduce("kl_div", loss, reduction)


def _class_mask(target: Any, n_classes: int, class_dim: int, ndim: int, dtype: Any) -> Any:
    """One-hot of class indices along ``class_dim`` (MindSpore gathers along it), in ``dtype``."""
    F = _F()
    hot = F.one_hot(target, n_classes, 1.0, 0.0, -1)
    if class_dim == 1 and ndim > 2:
        hot = F.transpose(hot, (0, ndim - 1) + tuple(range(1, ndim - 1)))
    return F.cast(hot, dtype)


def _weight_view(weight: Any, class_dim: int, ndim: int) -> Any:
    """Per-class ``weight`` shaped to broadcast along ``class_dim``."""
    if ndim <= 1 or class_dim == ndim - 1:
        return weight
    return _F().reshape(weight, (1, tuple(shape_of(weight))[0]) + (1,) * (ndim - 2))


def _check_class_ids(target: Any, n_classes: int) -> None:
    from ..ir.builder import building_graph

    if building_graph() or not hasattr(target, "asnumpy"):
        return
    t = np.asarray(target.asnumpy())
    bad = t[(t < -n_classes) | (t >= n_classes)]
    if bad.size:
        raise RuntimeError(f"For 'GatherD', the value of 'index' must be in [{-n_classes}, {n_classes}), but got: "
                           f"{int(bad.flat[0])}")


@op_function
def nll_loss(inputs: Any, target: Any, weight: Any = None, ignore_index: int = -100, reduction: str = "mean",
             label_smoothing: float = 0.0) -> Any:
    """Negative log-likelihood of class ids ``target`` under log-probabilities ``inputs`` ((N, C, d...), or
    (C,)): a weighted ``'mean'`` divides by the weights of the counted targets; ``ignore_index`` counts nothing."""
    F = _F()
    s = tuple(shape_of(inputs))
    if np_dtype(target).kind not in "iu":
        raise DTypeError(f"For 'nll_loss', the 'target' must be an int tensor, but got {dtype_name(target)}.")
    ndim = len(s)
    class_dim = 0 if ndim == 1 else 1
    n_classes = s[class_dim]
    ignored = F.equal(target, ignore_index)
    safe_target = F.select(ignored, F.zeros_like(target), target)
    # MindSpore 2.10 picks the class with GatherD (and the weight with Gather): a negative class id counts from the
    # end, one outside [-C, C) is GatherD's RuntimeError (checked where the target is concrete, PyNative)
    _check_class_ids(safe_target, n_classes)
    safe_target = F.select(F.less(safe_target, 0), F.add(safe_target, n_classes), safe_target)
    hot = _class_mask(safe_target, n_classes, class_dim, ndim, inputs.dtype)
    # the ignored targets are masked out with a select, as MindSpore's masked_fill does (a mask multiplication
    # turned the gradient of a 'mean' over no counted target, 0 * (1 / 0), into NaN instead of 0; h-grad26)
    def keep(v: Any) -> Any:
        return F.select(ignored, F.zeros_like(v), v)

    weighted = inputs
    if weight is not None:
        weighted = F.mul(inputs, _weight_view(weight, class_dim, ndim))
    if len(tuple(shape_of(target))) == ndim - 1:
        # MindSpore 2.10's _nll_loss: the target's log-probability gathered (GatherD: its gradient is +0.0 at the
        # other classes, where a one-hot product gave -0.0)
        loss = keep(F.neg(F.squeeze(F.gather_d(weighted, class_dim, F.expand_dims(safe_target, class_dim)),
                                    class_dim)))
    else:
        loss = keep(F.neg(F.reduce_sum(F.mul(weighted, hot), class_dim)))
    smooth = keep(F.neg(F.reduce_sum(weighted, class_dim)))
    if weight is not None:
        w_t = keep(F.reduce_sum(F.mul(hot, _weight_view(weight, class_dim, ndim)), class_dim))
    else:
        w_t = F.cast(F.logical_not(ignored), inputs.dtype)
    if reduction == "mean":
        total = F.reduce_sum(w_t)
        loss = F.div(F.reduce_sum(loss), total)
        smooth = F.div(F.reduce_sum(smooth), total)
    elif reduction != "none":
        loss = _reduce("nll_loss", loss, reduction)
        smooth = F.reduce_sum(smooth)
    # MindSpore adds the smoothing term whatever label_smoothing is: (1 - ls) * loss + (ls / C) * smooth
    return F.add(F.mul(loss, 1.0 - label_smoothing), F.mul(smooth, label_smoothing / n_classes))


def _check_cross_entropy_args(input: Any, target: Any, weight: Any, ignore_index: Any,  # noqa: A002
                              reduction: Any) -> None:
    """MindSpore's checks of ``ops.cross_entropy`` (a NumPy array is not a Tensor; messages as MindSpore's)."""
    for arg, v in (("input", input), ("target", target), ("weight", weight)):
        if isinstance(v, (np.ndarray, list, tuple)):
            what = "External" if isinstance(v, np.ndarray) else type(v).__name__.capitalize()
            raise TypeError(f"For 'cross_entropy_loss', the '{arg}' must be a Tensor, but got '{what}'")
    # (an int known only when the graph runs -- ``int(t)`` of a Tensor argument, as st TEST_OP passes it -- is an
    # int too: MindSpore's op takes it as an input; nll_loss only compares the target with it; flip48)
    if isinstance(ignore_index, bool) or not (isinstance(ignore_index, (int, np.integer)) or is_graph_int(ignore_index)):
        raise TypeError(f"For 'cross_entropy_loss', the type of 'ignore_index' must be 'int', but got "
                        f"'{user_type(ignore_index).__name__}'.")
    if not isinstance(reduction, str) or reduction not in ("none", "mean", "sum"):
        raise ValueError(f"For 'cross_entropy_loss', the 'reduction' must be str and must be in "
                         f"'['none', 'mean', 'sum']', but got '{reduction}'.")


@op_function
def cross_entropy(input: Any, target: Any, weight: Any = None, ignore_index: int = -100,  # noqa: A002
                  reduction: str = "mean", label_smoothing: float = 0.0) -> Any:
    """Cross entropy of logits ``input`` ((N, C, d...), or (C,)) against class ids (int, one rank less) or
    class probabilities (float, same shape)."""
    refuse_numbers("For 'cross_entropy_loss', the 'target' must be a Tensor, but got '{K0}'", target)
    _check_cross_entropy_args(input, target, weight, ignore_index, reduction)
    F = _F()
    s = tuple(shape_of(input))
    ndim = len(s)
    if hasattr(input, "dtype") and np.dtype(np_dtype(input)) not in (np.float16, np.float32, np.float64):
        raise DTypeError("For cross_entropy, the input dtype should be mstype.float64, mstype.float32 or"
                         "mstype.float16, but got " + str(input.dtype) + ".")
    if ndim == 0:   # MindSpore 2.10 on a 0-d input: its probability path reads input.shape[1] (IndexError), its
        # class-index path log-softmaxes over axis 1 (ReduceMax's ValueError)
        if np.dtype(np_dtype(target)) in (np.float32, np.float16):
            raise IndexError("tuple index out of range (cross_entropy of a 0-d input: no class axis)")
        raise ShapeError("For primitive[ReduceMax], the axis value must be in [-1,1), but got 1.")
    class_dim = 0 if ndim == 1 else 1
    n_classes = s[class_dim]
    # MindSpore 2.10's _innner_log_softmax: input - logsumexp(input, class_dim, True), not the LogSoftmax kernel
    # (its float16 rounding)
    logp = F.sub(input, F.logsumexp(input, class_dim, True))
    if np.dtype(np_dtype(target)) not in (np.float32, np.float16):   # MindSpore 2.10: only these are probabilities
        return nll_loss(logp, target, weight, ignore_index, reduction, label_smoothing)
    return _cross_entropy_probs(logp, target, weight, reduction, label_smoothing)


def _cross_entropy_probs(logp: Any, target: Any, weight: Any, reduction: str, label_smoothing: float) -> Any:
    """Cross entropy of log-probabilities ``logp`` ((N, C, d...), or (C,)) against class probabilities ``target``
    (same shape): ``'mean'`` divides by the number of rows."""
    F = _F()
    s = tuple(shape_of(logp))
    ndim = len(s)
    class_dim = 0 if ndim == 1 else 1
    n_classes = s[class_dim]
    t = target
    if label_smoothing > 0.0:
        t = F.add(F.mul(t, 1.0 - label_smoothing), label_smoothing / n_classes)
    prod = F.mul(logp, t)
    if weight is not None:
        prod = F.mul(prod, _weight_view(weight, class_dim, ndim))
    if reduction == "mean":
        return F.div(F.neg(F.reduce_sum(prod)), int(np.prod(s)) // n_classes)
    if reduction == "sum":
        return F.neg(F.reduce_sum(prod))
    return _reduce("cross_entropy", F.neg(F.reduce_sum(prod, class_dim)), reduction)


__all__ = public_functions(globals())  # every function form defined here (op_function)
