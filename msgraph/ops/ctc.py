"""CTCLoss (TensorFlow's connectionist temporal classification loss, MindSpore's ``ops.CTCLoss``).

Two registry ops share one numpy forward-backward recursion (log space): CTCLossValue, the negative
log-likelihood of each batch entry's label sequence, and CTCLossGrad, its gradient with respect to the
logits; CTCLossValue's bprop scales that gradient by the incoming sensitivity, as MindSpore's does.  The
primitive ``CTCLoss`` returns both.  The blank is the
last class; the labels come as a sparse (indices, values) pair.
"""
from __future__ import annotations

from typing import Any, List, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError, OpRuntimeError, ShapeError
from ._helpers import dtype_name, np_dtype, shape_of, zeros_grad
from ._compose import CompositePrimitive
from .registry import OpKind, apply, bprop_getters, define_op, prim

__all__: List[str] = []

_ATTRS = {"preprocess_collapse_repeated": False, "ctc_merge_repeated": True,
          "ignore_longer_outputs_than_inputs": False}
CTC_VALUE = define_op("CTCLossValue", OpKind.OTHER, public=False, attrs=dict(_ATTRS),
                      doc="The loss output (B,) of CTCLoss; its bprop is the CTCLossGrad output times the sensitivity.")
CTC_GRAD = define_op("CTCLossGrad", OpKind.OTHER, public=False, attrs=dict(_ATTRS), differentiable=False,
                     doc="The gradient output (T, B, C) of CTCLoss (d loss / d logits); not differentiated further.")


def _logsumexp(a: np.ndarray, axis: int = -1) -> np.ndarray:
    m = np.max(a, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    with np.errstate(divide="ignore"):
        return np.squeeze(m, axis) + np.log(np.sum(np.exp(a - m), axis=axis))


def _one(logits: np.ndarray, labels: List[int], t_len: int, merge: bool, blank: int = -1,
         normalize: bool = True, alpha: bool = False) -> Any:
    """Loss and d loss / d logits (T, C) of one sequence (rows beyond t_len get zero gradient).

    ``blank`` -1 is the last class; ``normalize`` False takes the rows as log-probabilities already
    (CTCLossV2: the gradient is exp(log_probs) - posterior, as PyTorch's); ``alpha`` also returns the
    log forward variables (t_len, 2 * len(labels) + 1)."""
    n_t, n_c = logits.shape
    blank = n_c - 1 if blank < 0 else blank
    grad = np.zeros_like(logits, dtype=np.float64)
    x = logits[:t_len].astype(np.float64)
    lp = x - _logsumexp(x, 1)[:, None] if normalize else x
    ext = [blank]
    for lab in labels:
        ext += [lab, blank]
    n_s = len(ext)
    ninf = -np.inf
    stay = np.array([merge or e == blank for e in ext])
    skip = np.array([s > 1 and ext[s] != blank and (not merge or ext[s] != ext[s - 2]) for s in range(n_s)])
    la = np.full((t_len, n_s), ninf)
    la[0, 0] = lp[0, ext[0]]
    if n_s > 1:
        la[0, 1] = lp[0, ext[1]]
    for t in range(1, t_len):
        prev = la[t - 1]
        cand = np.stack([np.where(stay, prev, ninf),
                         np.concatenate([[ninf], prev[:-1]]),
                         np.where(skip, np.concatenate([[ninf, ninf], prev[:-2]])[:n_s], ninf)])
        la[t] = _logsumexp(cand, 0) + lp[t, ext]
    lb = np.full((t_len, n_s), ninf)
    lb[-1, -1] = lp[-1, ext[-1]]
    if n_s > 1:
        lb[-1, -2] = lp[-1, ext[-2]]
    skip_next = np.concatenate([skip[2:], [False, False]])[:n_s]   # (an empty label sequence: one state)
    for t in range(t_len - 2, -1, -1):
        nxt = lb[t + 1]
        cand = np.stack([np.where(stay, nxt, ninf),
                         np.concatenate([nxt[1:], [ninf]]),
                         np.where(skip_next, np.concatenate([nxt[2:], [ninf, ninf]])[:n_s], ninf)])
        lb[t] = _logsumexp(cand, 0) + lp[t, ext]
    ends = [la[-1, -1]] + ([la[-1, -2]] if n_s > 1 else [])
    logp = float(_logsumexp(np.asarray(ends), 0))
    if not np.isfinite(logp):
        return (float("inf"), grad, la) if alpha else (float("inf"), grad)
    occ = la + lb - lp[:, ext] - logp          # log posterior of being in state s at time t
    post = np.zeros((t_len, n_c))
    for s, k in enumerate(ext):
        post[:, k] += np.exp(occ[:, s])
    # the difference of the two float32 (float16) values, as MindSpore's kernel takes it: where the posterior equals
    # the probability the gradient is 0, not a float64 residue (1e-16) that would print in scientific notation
    dt = logits.dtype if logits.dtype in (np.float16, np.float32) else np.float64
    grad[:t_len] = np.exp(lp).astype(dt) - post.astype(dt)
    return (-logp, grad, la) if alpha else (-logp, grad)


def _check(x: Any, idx: Any, vals: Any, seq: Any) -> None:
    xs, is_, vs, ss = (tuple(shape_of(a)) for a in (x, idx, vals, seq))
    if len(xs) != 3:
        raise ShapeError(f"For 'CTCLoss', the 'x' must be 3-d (max_time, batch, classes), but got {xs}.")
    if np_dtype(x).kind != "f":
        raise DTypeError(f"For 'CTCLoss', the 'x' must be float, but got {dtype_name(x)}.")
    if len(is_) != 2 or is_[1] != 2 or vs != is_[:1] or ss != xs[1:2]:
        raise ShapeError(f"For 'CTCLoss', expected labels_indices (n, 2), labels_values (n,) and sequence_length "
                         f"({xs[1]},), but got {is_}, {vs} and {ss}.")
    for name, a in (("labels_indices", idx), ("labels_values", vals), ("sequence_length", seq)):
        if np_dtype(a).kind not in "iu":
            raise DTypeError(f"For 'CTCLoss', the '{name}' must be an int tensor, but got {dtype_name(a)}.")


def _ctc_both(x: Any, labels_indices: Any, labels_values: Any, sequence_length: Any,
              preprocess_collapse_repeated: bool = False, ctc_merge_repeated: bool = True,
              ignore_longer_outputs_than_inputs: bool = False) -> Tuple[np.ndarray, np.ndarray]:
    _check(x, labels_indices, labels_values, sequence_length)
    x = np.asarray(x)
    idx = np.asarray(labels_indices)
    vals = np.asarray(labels_values)
    seq = np.asarray(sequence_length)
    n_t, n_b, _ = x.shape
    loss = np.zeros((n_b,), np.float64)
    grad = np.zeros(x.shape, np.float64)
    blank = x.shape[2] - 1
    counts = [int(np.count_nonzero(idx[:, 0] == b)) for b in range(n_b)]
    starts = np.concatenate([[0], np.cumsum(counts)]).astype(int)
    for b in range(n_b):
        # MindSpore's CPU kernel (GenLabelWithBlank) takes a batch entry's labels in the order labels_values lists
        # them and ends the sequence at the first value outside [0, blank) (the blank pads fixed-length labels, as
        # the model zoo's CRNN does); a real label after that end is its RuntimeError.  labels_indices only counts
        # each batch entry's labels: entry b takes the next count_b values of labels_values in their order (the
        # kernel's reading of a sorted sparse tensor; unsorted or gapped indices are not reordered)
        labels: List[int] = []
        ended = False
        for j, v in enumerate(int(v) for v in vals[starts[b]:starts[b] + counts[b]]):
            if 0 <= v < blank and ended:
                raise OpRuntimeError(f"For 'CTCLoss', the value of labels_values[{j}] must be in the range of "
                                     f"[0, num_classes), but got {v}")
            if 0 <= v < blank:
                labels.append(v)
            else:
                ended = True
        if preprocess_collapse_repeated:
            labels = [v for i, v in enumerate(labels) if i == 0 or v != labels[i - 1]]
        t_len = int(seq[b])
        if not 0 < t_len <= n_t:
            raise ShapeError(f"For 'CTCLoss', the sequence_length[{b}] must be in (0, {n_t}], but got {t_len}.")
        if len(labels) > t_len:
            if ignore_longer_outputs_than_inputs:
                continue
            raise OpRuntimeError(f"For 'CTCLoss, input time(sequence length) must be greater than output size(label "
                                 f"length), but got sequence length: {t_len} and label length: {len(labels)}")
        loss[b], grad[:, b, :] = _one(x[:, b, :], labels, t_len, bool(ctc_merge_repeated))
    return loss.astype(x.dtype), grad.astype(x.dtype)


CTC_VALUE.def_impl(lambda *a, **k: _ctc_both(*a, **k)[0])
CTC_GRAD.def_impl(lambda *a, **k: _ctc_both(*a, **k)[1])


@CTC_VALUE.def_infer
def _ctc_value_infer(x: Aval, labels_indices: Any, labels_values: Any, sequence_length: Any, **attrs: Any) -> Aval:
    _check(x, labels_indices, labels_values, sequence_length)
    return Aval((x.shape[1],), x.dtype)


@CTC_GRAD.def_infer
def _ctc_grad_infer(x: Aval, labels_indices: Any, labels_values: Any, sequence_length: Any, **attrs: Any) -> Aval:
    _check(x, labels_indices, labels_values, sequence_length)
    return Aval(x.shape, x.dtype)


@bprop_getters.register(CTC_VALUE.prim_class)
def get_bprop_ctc_loss_value(self: Any):
    attrs = dict(self.attrs)

    def bprop(x, labels_indices, labels_values, sequence_length, out, dout):
        from . import functional as F

        grad = apply(prim(CTC_GRAD, **attrs), (x, labels_indices, labels_values, sequence_length))
        g = F.mul(grad, F.reshape(dout, (1, -1, 1)))
        return (g, zeros_grad(labels_indices), zeros_grad(labels_values), zeros_grad(sequence_length))
    return bprop


class CTCLoss(CompositePrimitive):
    """CTCLoss(preprocess_collapse_repeated=False, ctc_merge_repeated=True, ignore_longer_outputs_than_inputs=False)
    (x (T, B, C) logits, labels_indices (n, 2), labels_values (n,), sequence_length (B,)) -> (loss (B,),
    gradient (T, B, C)); the blank is class C - 1.  The loss is differentiable (its gradient is the second
    output), the gradient output is not."""

    _attrs = dict(_ATTRS)

    def __call__(self, x: Any, labels_indices: Any, labels_values: Any, sequence_length: Any) -> Tuple[Any, Any]:
        args = (x, labels_indices, labels_values, sequence_length)
        return apply(prim(CTC_VALUE, **self.attrs), args), apply(prim(CTC_GRAD, **self.attrs), args)
