"""The recurrent-cell math shared by ``nn.RNN/LSTM/GRU`` (and their cells) and the ``ops.LSTM`` primitive.

Gates follow MindSpore: LSTM ``i, f, g, o`` (``c' = f*c + i*g``, ``h' = o*tanh(c')``), GRU ``r, z, n``
(``n = tanh(W_in x + b_in + r * (W_hn h + b_hn))``, ``h' = (1 - z) * n + z * h``), RNN
``h' = tanh|relu(W_ih x + b_ih + W_hh h + b_hh)``.  Everything is registry ops, so both modes and the
gradients share it.
"""
from __future__ import annotations

from typing import Any

from . import functional as F  # rnn_math is imported only once ops is loaded (by nn and by ops.LSTM's call)
from ._compose import CompositePrimitive
from .activation_ops import tanh_exact


def linear(x: Any, w: Any, b: Any) -> Any:
    """``x @ w^T (+ b)``."""
    out = F.matmul(x, F.transpose(w, (1, 0)))
    if b is not None:
        out = out + b
    return out


def chunks(x: Any, n: int) -> tuple:
    size = x.shape[-1] // n
    return tuple(x[..., i * size:(i + 1) * size] for i in range(n))


def rnn_cell(mode: str, xw: Any, h: Any, c: Any, w_hh: Any, b_hh: Any) -> tuple:
    """One step given the input projection ``xw = x @ w_ih^T + b_ih``; returns ``(h', c')``
    (``c'`` is None except for LSTM)."""
    hw = linear(h, w_hh, b_hh)
    if mode == "LSTM":
        gi, gf, gg, go = chunks(xw + hw, 4)
        i = F.sigmoid(gi)
        f = F.sigmoid(gf)
        # MindSpore's CPU LSTM is one fused kernel with an exact tanh (its Tanh op saturates beyond 5)
        g = tanh_exact(gg)
        o = F.sigmoid(go)
        c_new = f * c + i * g
        return o * tanh_exact(c_new), c_new
    if mode == "GRU":
        xr, xz, xn = chunks(xw, 3)
        hr, hz, hn = chunks(hw, 3)
        r = F.sigmoid(xr + hr)
        z = F.sigmoid(xz + hz)
        n = F.tanh(xn + r * hn)
        # MindSpore's GRU cell writes h' = n + z * (h - n): the same value, other float16 roundings
        return n + z * (h - n), None
    if mode == "RNN_RELU":
        return F.relu(xw + hw), None
    return F.tanh(xw + hw), None


def run_direction(mode: str, x: Any, h: Any, c: Any, w_ih: Any, w_hh: Any, b_ih: Any, b_hh: Any,
                  reverse: bool, w_proj: Any = None) -> tuple:
    """One direction of one layer over ``x`` (T, B, I) without sequence lengths: (outputs (T, B, H), h, c);
    with ``w_proj`` (P, H) each new hidden state is projected to ``h @ w_proj^T`` (LSTM with proj_size)."""
    seq_len, batch = x.shape[0], x.shape[1]
    xw = linear(F.reshape(x, (seq_len * batch, x.shape[2])), w_ih, b_ih)
    xw = F.reshape(xw, (seq_len, batch, xw.shape[-1]))
    outs = []
    for step in range(seq_len):
        t = seq_len - 1 - step if reverse else step
        h, c = rnn_cell(mode, xw[t], h, c, w_hh, b_hh)
        if w_proj is not None:
            h = linear(h, w_proj, None)
        outs.append(h)
    if reverse:
        outs = outs[::-1]
    return F.stack(tuple(outs), 0), h, c


def unpack_flat_weights(flat: Any, keys: list, in_size: dict, gate_rows: int, hh_cols: int,
                        proj: int = 0, hidden: int = 0) -> tuple:
    """Split a 1-D flat RNN weight in MindSpore's CPU layout into per-(layer, direction) blocks.

    The layout is every ``w_ih`` ((gate_rows, in_size[layer]), keys in order), then every ``w_hh``
    ((gate_rows, hh_cols)), then, with ``proj`` > 0, every projection ((proj, hidden)).  Returns
    ``(w_ih, w_hh, w_pr, pos)``: dicts keyed like ``keys`` (``w_pr`` values are None without a projection) and the
    offset where the bias region starts; the callers read their bias layouts (GRUV2 and LSTM differ) from there.
    """
    pos = 0
    w_ih, w_hh, w_pr = {}, {}, {}
    for k in keys:
        n = gate_rows * in_size[k[0]]
        w_ih[k] = F.reshape(flat[pos:pos + n], (gate_rows, in_size[k[0]]))
        pos += n
    for k in keys:
        w_hh[k] = F.reshape(flat[pos:pos + gate_rows * hh_cols], (gate_rows, hh_cols))
        pos += gate_rows * hh_cols
    for k in keys:
        w_pr[k] = F.reshape(flat[pos:pos + proj * hidden], (proj, hidden)) if proj else None
        pos += proj * hidden
    return w_ih, w_hh, w_pr, pos


class _LSTMDirection(CompositePrimitive):
    """``_LSTMDirection(reverse)(x, h, c, w_ih, w_hh, b_ih, b_hh)``: one direction of one ``nn.LSTM`` layer
    without sequence lengths, as MindSpore 2.10's CPU LSTM primitive (one kernel call per direction and layer)
    computes it; returns (outputs (T, B, H), h, c).  With a float16 ``x`` the weights and the summed bias
    ``b_ih + b_hh`` (added in the dtype the biases come in) are rounded to float16, the recurrence runs in float32
    (oneDNN) and the results are rounded to float16 once (measured: adapt33n/lstm_float16); otherwise the weights
    are cast to ``x``'s dtype.  A primitive, so that a mixed-precision policy (``Cell.to_float``, amp O2 / O3)
    casts its inputs at its boundary, as MindSpore casts the LSTM kernel's, and leaves its steps alone
    (adapt43amp/lstm_to_float16)."""

    _attrs = {"reverse": False}

    def __call__(self, x: Any, h: Any, c: Any, w_ih: Any, w_hh: Any, b_ih: Any, b_hh: Any) -> Any:
        from ..common import dtype as mstype

        reverse = bool(self.attrs["reverse"])
        if x.dtype == mstype.float16:
            f16, f32 = mstype.float16, mstype.float32

            def half(t: Any) -> Any:
                return F.cast(F.cast(t, f16), f32)
            bias = None
            if b_ih is not None:
                bias = half(F.add(F.cast(b_ih, f32), F.cast(b_hh, f32)) if b_ih.dtype == f16 else F.add(b_ih, b_hh))
            out, h, c = run_direction("LSTM", F.cast(x, f32), F.cast(h, f32), F.cast(c, f32), half(w_ih),
                                      half(w_hh), bias, None, reverse)
            return F.cast(out, f16), F.cast(h, f16), F.cast(c, f16)
        if x.dtype != w_ih.dtype:   # MindSpore: the weights are cast to the input's dtype
            w_ih, w_hh = F.cast(w_ih, x.dtype), F.cast(w_hh, x.dtype)
            if b_ih is not None:
                b_ih, b_hh = F.cast(b_ih, x.dtype), F.cast(b_hh, x.dtype)
        return run_direction("LSTM", x, h, c, w_ih, w_hh, b_ih, b_hh, reverse)


LSTM_FORWARD = _LSTMDirection(reverse=False)
LSTM_BACKWARD = _LSTMDirection(reverse=True)
