"""``mindspore.ops.operations._rl_inner_ops.GRUV2`` and ``_grad_ops.GRUV2Grad``, as MindSpore 2.10's CPU kernel
(oneDNN's vanilla GRU) computes them.

Checked against MindSpore with random weights (h-ops4): the flat weights ``w`` (any shape, e.g. (N, 1, 1)) hold
every ``w_ih`` ((3H, in), per layer then direction), then every ``w_hh`` ((3H, H)), then the bias region; gates
are in the order ``z, r, n``; ``n = tanh(W_in x + b_n + W_hn (r * h))`` (the reset gate applied before the hidden
matmul); the bias of layer/direction k is the k-th 3H chunk of the bias region (the second half of the region,
PyTorch's ``b_hh``, is not read).  ``seq_lengths`` is not read either: every sequence runs the full length.
``reserve`` and ``state`` (oneDNN's workspace on MindSpore) are zeros of shape (1, 1).
Everything is registry ops, so the gradient (and GRUV2Grad, its vjp) comes from them.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import DTypeError
from ._compose import CompositePrimitive
from ._helpers import dtype_name, np_dtype
from ._helpers import user_type
from .registry import op_function

__all__ = ["GRUV2", "GRUV2Grad", "LSTMV2"]

_ATTRS = {"input_size": None, "hidden_size": None, "num_layers": 1, "has_bias": True, "bidirectional": False,
          "dropout": 0.0, "is_train": True}


def _check(name: str, a: dict) -> None:
    for key in ("input_size", "hidden_size", "num_layers"):
        v = a[key]
        if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
            raise ValueError(f"For '{name}', the '{key}' must be a positive int, but got {v!r}.")
    for key in ("has_bias", "bidirectional", "is_train"):
        if not isinstance(a[key], bool):
            raise TypeError(f"For '{name}', the '{key}' must be a bool, but got {user_type(a[key]).__name__}.")
    if not isinstance(a["dropout"], (int, float)) or not 0 <= a["dropout"] <= 1:
        raise ValueError(f"For '{name}', the 'dropout' must be in range [0, 1], but got {a['dropout']!r}.")


def _gru_step(F: Any, xw: Any, h: Any, w_hh: Any, hidden: int) -> Any:
    hw = F.matmul(h, F.transpose(w_hh[:2 * hidden], (1, 0)))
    z = F.sigmoid(xw[:, :hidden] + hw[:, :hidden])
    r = F.sigmoid(xw[:, hidden:2 * hidden] + hw[:, hidden:])
    n = F.tanh(xw[:, 2 * hidden:] + F.matmul(r * h, F.transpose(w_hh[2 * hidden:], (1, 0))))
    return (1.0 - z) * n + z * h


def gru_v2_forward(a: dict, x: Any, hx: Any, w: Any) -> tuple:
    """(output (T, B, dirs * H), h_n (layers * dirs, B, H)) of GRUV2 with attributes ``a``."""
    from . import functional as F

    if np_dtype(x).name not in ("float16", "float32") or np_dtype(hx).name != np_dtype(x).name \
            or np_dtype(w).name != np_dtype(x).name:
        raise DTypeError(f"For 'GRUV2', the dtype of 'x', 'h' and 'w' must be the same float16 or float32, but got "
                         f"{dtype_name(x)}, {dtype_name(hx)} and {dtype_name(w)}.")
    hidden, layers = a["hidden_size"], a["num_layers"]
    dirs = 2 if a["bidirectional"] else 1
    if len(x.shape) != 3 or x.shape[2] != a["input_size"]:
        raise ValueError(f"For 'GRUV2', 'x' must be (seq_len, batch, {a['input_size']}), but got {x.shape}.")
    if tuple(hx.shape) != (layers * dirs, x.shape[1], hidden):
        raise ValueError(f"For 'GRUV2', 'h' must be {(layers * dirs, x.shape[1], hidden)}, but got {hx.shape}.")
    keys = [(layer, d) for layer in range(layers) for d in range(dirs)]
    in_size = {layer: a["input_size"] if layer == 0 else hidden * dirs for layer in range(layers)}
    n_w = sum(3 * hidden * (in_size[k[0]] + hidden) for k in keys)
    n_all = n_w + (6 * hidden * len(keys) if a["has_bias"] else 0)
    flat = F.reshape(w, (-1,))
    if flat.shape[0] != n_all:
        raise ValueError(f"For 'GRUV2', the size of 'w' must be {n_all} for these attributes, but got "
                         f"{flat.shape[0]}.")
    from .rnn_math import unpack_flat_weights
    w_ih, w_hh, _, _ = unpack_flat_weights(flat, keys, in_size, 3 * hidden, hidden)
    bias = {k: flat[n_w + 3 * hidden * i:n_w + 3 * hidden * (i + 1)] for i, k in enumerate(keys)} \
        if a["has_bias"] else {}
    seq, batch = x.shape[0], x.shape[1]
    layer_in = x
    h_n = []
    for layer in range(layers):
        outs = []
        for d in range(dirs):
            k = (layer, d)
            xw = F.matmul(F.reshape(layer_in, (seq * batch, in_size[layer])), F.transpose(w_ih[k], (1, 0)))
            if k in bias:
                xw = xw + bias[k]
            xw = F.reshape(xw, (seq, batch, 3 * hidden))
            h = hx[layer * dirs + d]
            steps = [None] * seq
            for s in range(seq):
                t = seq - 1 - s if d == 1 else s
                h = _gru_step(F, xw[t], h, w_hh[k], hidden)
                steps[t] = h
            outs.append(F.stack(tuple(steps), 0))
            h_n.append(h)
        layer_in = outs[0] if dirs == 1 else F.concat(tuple(outs), 2)
    return layer_in, F.stack(tuple(h_n), 0)


class GRUV2(CompositePrimitive):
    """``GRUV2(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout, is_train=True)(x, h, w,
    seq_lengths)`` -> ``(output, h_n, reserve, state)``: MindSpore's CPU GRU (see the module docstring)."""

    _attrs = dict(_ATTRS)

    def _check_attrs(self) -> None:
        _check("GRUV2", self.attrs)

    def __call__(self, x: Any, h: Any, w: Any, seq_lengths: Any) -> Any:
        from . import functional as F

        out, h_n = gru_v2_forward(self.attrs, x, h, w)
        zeros = F.zeros((1, 1), x.dtype)
        return out, h_n, zeros, zeros


class GRUV2Grad(CompositePrimitive):
    """``GRUV2Grad(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout)(x, hx, w, seq_lengths, y,
    hy, dy, dhy, reserve)`` -> ``(dx, dhx, dw)``: the vjp of GRUV2's (output, h_n) at (dy, dhy); ``dw`` has w's
    rank, without the unread bias half (checked against MindSpore)."""

    _attrs = {k: v for k, v in _ATTRS.items() if k != "is_train"}

    def _check_attrs(self) -> None:
        _check("GRUV2Grad", dict(self.attrs, is_train=True))

    def __call__(self, x: Any, hx: Any, w: Any, seq_lengths: Any, y: Any, hy: Any, dy: Any, dhy: Any,
                 reserve: Any) -> Any:
        from ..autodiff.grad import GradOperation

        attrs = dict(self.attrs, is_train=True)

        @op_function   # Graph mode's grad calls it with its symbolic values (no source to parse)
        def forward(x_: Any, h_: Any, w_: Any) -> Any:
            return gru_v2_forward(attrs, x_, h_, w_)

        dx, dh, dw = GradOperation(get_all=True, sens_param=True)(forward)(x, hx, w, (dy, dhy))
        # MindSpore's dw leaves out the bias half GRUV2 does not read (3H per layer and direction)
        if self.attrs["has_bias"]:
            from . import functional as F

            dirs = 2 if self.attrs["bidirectional"] else 1
            n = int(np.prod(w.shape)) - 3 * self.attrs["hidden_size"] * self.attrs["num_layers"] * dirs
            dw = F.reshape(F.reshape(dw, (-1,))[:n], (n,) + (1,) * (len(w.shape) - 1))
        return dx, dh, dw


class LSTMV2(CompositePrimitive):
    """``LSTMV2(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout, is_train=True)(x, h, c, w,
    seq_lengths)``: MindSpore 2.10 has no CPU kernel for it (a RuntimeError, "Unsupported op [LSTMV2] on CPU");
    float64 inputs are refused first with its TypeError."""

    _attrs = dict(_ATTRS)

    def _check_attrs(self) -> None:
        _check("LSTMV2", self.attrs)

    def __call__(self, x: Any, h: Any, c: Any, w: Any, seq_lengths: Any) -> Any:
        if any(np_dtype(t).name not in ("float16", "float32") for t in (x, h, c, w)):
            raise DTypeError(f"For 'LSTMV2', the dtype of 'x', 'h', 'c' and 'w' must be float16 or float32, but got "
                             f"{dtype_name(x)}.")
        raise RuntimeError("Unsupported op [LSTMV2] on CPU, Please confirm whether the device target setting is "
                           "correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to query the operator "
                           "support list.")
