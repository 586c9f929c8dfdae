"""Recurrent layers: nn.RNN, nn.LSTM, nn.GRU and the single-step nn.RNNCell, nn.LSTMCell, nn.GRUCell.

MindSpore's parameter names, shapes, gate order and initialisation (all ``U(-1/sqrt(hidden),
1/sqrt(hidden))``):

* ``weight_ih_l{k}[_reverse]`` ``(gates * hidden, input)``, ``weight_hh_l{k}[_reverse]``
  ``(gates * hidden, hidden)``, ``bias_ih_l{k}[_reverse]``, ``bias_hh_l{k}[_reverse]`` ``(gates * hidden,)``,
  registered in that order (all ``weight_ih`` first, then ``weight_hh``, ``bias_ih``, ``bias_hh``);
  the cells use ``weight_ih``, ``weight_hh``, ``bias_ih``, ``bias_hh``.
* LSTM gates ``i, f, g, o``: ``c' = f*c + i*g``, ``h' = o*tanh(c')``.  GRU gates ``r, z, n``:
  ``n = tanh(W_in x + b_in + r * (W_hn h + b_hn))``, ``h' = (1 - z) * n + z * h``.  RNN:
  ``h' = tanh|relu(W_ih x + b_ih + W_hh h + b_hh)``.

``construct(x, hx=None, seq_length=None)``: ``x`` is ``(seq, batch, input)`` (``batch_first``:
``(batch, seq, input)``); the result is ``(output, h_n)`` (LSTM: ``(output, (h_n, c_n))``) with
``output`` ``(seq, batch, num_directions * hidden)`` and ``h_n`` ``(num_layers * num_directions,
batch, hidden)``.  With ``seq_length`` (one length per batch element) the steps past a sequence's
end leave its state unchanged and output zeros, so ``h_n`` is the state at its last valid step and
the reverse direction starts at that step.

The time loop is a Python ``for`` over the (static) sequence length: PyNative runs it eagerly and
Graph mode unrolls it, both with the same registry ops (matmul, sigmoid, tanh, select...), so the
two modes share the math and the gradients.  The input projection of all steps is one matmul.
"""
from __future__ import annotations

import math

import numpy as np

from ... import ops
from ...common.seed import _get_graph_seed
from ...common import dtype as mstype
from ...common.initializer import Uniform, initializer
from ...common.tensor import Parameter, Tensor
from ..cell import Cell
from ..parameter_tuple import ParameterTuple

__all__ = ["RNN", "LSTM", "GRU", "RNNCell", "LSTMCell", "GRUCell"]

_GATES = {"LSTM": 4, "GRU": 3, "RNN_TANH": 1, "RNN_RELU": 1}


# the cell math lives in ops (ops.LSTM uses it too): one definition
from ...ops.rnn_math import chunks as _chunks, linear as _linear, rnn_cell  # noqa: E402,F401
from ...ops.rnn_math import LSTM_BACKWARD as _LSTM_BACKWARD, LSTM_FORWARD as _LSTM_FORWARD  # noqa: E402


def _check_int(cls, name, value, minimum):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"For '{cls}', the '{name}' must be an int, but got {type(value).__name__}.")
    if value < minimum:
        raise ValueError(f"For '{cls}', the '{name}' must be at least {minimum}, but got {value}.")
    return value


def _check_bool(cls, name, value):
    if not isinstance(value, bool):
        raise TypeError(f"For '{cls}', the '{name}' must be a bool, but got {type(value).__name__}.")
    return value


def _check_states_dtype(cls, x, hx, is_lstm):
    """MindSpore 2.10's RNN / GRU / LSTM with a given state: x and the state(s) share one dtype, float32 or float16
    (its _check_input_dtype_same_and_valid, a TypeError naming the first that differs, then the dtype)."""
    names = ["x", "hx[0]", "hx[1]"] if is_lstm else ["x", "hx"]
    tensors = [x, hx[0], hx[1]] if is_lstm else [x, hx]
    for name, t in zip(names[1:], tensors[1:]):
        if t.dtype != x.dtype:
            raise TypeError(f"For '{cls}', the type of '{name}' should be same as 'x', but got 'x' with type "
                            f"{x.dtype} and '{name}' with type {t.dtype}.")
    if x.dtype not in (mstype.float32, mstype.float16):
        raise TypeError(f"For '{cls}', the element of 'x' must be one of Float32, Float16, but got {x.dtype}.The "
                        f"supported data types depend on the hardware that executes the operator, for more details, "
                        f"please refer to the MindSpore official website to get more information about the data type.")



def _check_states_shape(cls, states, n_states, batch, hidden):
    """MindSpore 2.10 refuses (ValueError: its reshape / MatMul / LSTM shape checks) a state not 3-D, with more than
    num_layers * num_directions rows or another batch / hidden size; fewer rows stay its per-layer IndexError."""
    for h in states:
        shape = tuple(h.shape)
        if len(shape) != 3 or shape[0] > n_states or shape[1:] != (batch, hidden):
            raise ValueError(f"For '{cls}', the initial state must be of shape {(n_states, batch, hidden)}, but got "
                             f"{shape}.")

class _RNNBase(Cell):
    """The multi-layer, optionally bidirectional recurrent layer (see the module docstring)."""

    def __init__(self, mode, input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, dtype=mstype.float32):
        super().__init__()
        cls = type(self).__name__
        _check_int(cls, "input_size", input_size, 1)
        _check_int(cls, "hidden_size", hidden_size, 1)
        _check_int(cls, "num_layers", num_layers, 1)
        _check_bool(cls, "has_bias", has_bias)
        _check_bool(cls, "batch_first", batch_first)
        _check_bool(cls, "bidirectional", bidirectional)
        if not isinstance(dropout, float):   # MindSpore 2.10: an int (even 0) is a TypeError
            raise TypeError(f"For '{cls}', the type of 'dropout' must be 'float', but got "
                            f"'{type(dropout).__name__}'.")
        if not 0 <= dropout < 1:
            raise ValueError(f"For '{cls}', the 'dropout' must be a number in range [0, 1), but got {dropout}.")
        self.mode = mode
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.has_bias = has_bias
        self.batch_first = batch_first
        self.dropout = float(dropout)
        # MindSpore's RNNs build nn.Dropout(p=dropout) here, whatever p: its seeds take the next "dropout" seed
        seed0, seed1 = _get_graph_seed(0, "dropout")
        self._dropout_prim = ops.Dropout(1.0 - self.dropout, seed0, seed1)
        self.bidirectional = bidirectional
        self.num_directions = 2 if bidirectional else 1
        gate = _GATES[mode] * hidden_size
        stdv = 1.0 / math.sqrt(hidden_size)
        suffixes = []
        in_sizes = []
        for layer in range(num_layers):
            for d in range(self.num_directions):
                suffixes.append(f"_l{layer}" + ("_reverse" if d else ""))
                in_sizes.append(input_size if layer == 0 else hidden_size * self.num_directions)
        self._suffixes = tuple(suffixes)

        # MindSpore draws each layer/direction's weight_ih, weight_hh, bias_ih, bias_hh in turn from numpy's
        # global generator (np.random.uniform, then float32): the same draws, the same numbers
        drawn = {}
        for suffix, n_in in zip(suffixes, in_sizes):
            shapes = [("weight_ih", (gate, n_in)), ("weight_hh", (gate, hidden_size))]
            if has_bias:
                shapes += [("bias_ih", (gate,)), ("bias_hh", (gate,))]
            for prefix, shape in shapes:
                drawn[prefix + suffix] = np.random.uniform(-stdv, stdv, shape).astype(np.float32)

        def make(prefix, suffix, shape):
            name = prefix + suffix
            p = Parameter(Tensor(drawn[name], dtype=dtype), name=name)
            setattr(self, name, p)
            return p

        w_ih, w_hh, b_ih, b_hh = [], [], [], []
        for suffix, n_in in zip(suffixes, in_sizes):
            w_ih.append(make("weight_ih", suffix, (gate, n_in)))
        for suffix in suffixes:
            w_hh.append(make("weight_hh", suffix, (gate, hidden_size)))
        if has_bias:
            for suffix in suffixes:
                b_ih.append(make("bias_ih", suffix, (gate,)))
            for suffix in suffixes:
                b_hh.append(make("bias_hh", suffix, (gate,)))
        self.w_ih_list = ParameterTuple(w_ih)
        self.w_hh_list = ParameterTuple(w_hh)
        if has_bias:
            self.b_ih_list = ParameterTuple(b_ih)
            self.b_hh_list = ParameterTuple(b_hh)

    def extra_repr(self) -> str:
        return (f"input_size={self.input_size}, hidden_size={self.hidden_size}, num_layers={self.num_layers}, "
                f"has_bias={self.has_bias}, batch_first={self.batch_first}, dropout={self.dropout}, "
                f"bidirectional={self.bidirectional}")

    def _direction(self, x, idx, reverse, h, c, seq_length):
        """Run one direction of one layer over ``x`` (T, B, I); returns (outputs (T, B, H), h, c)."""
        seq_len, batch = x.shape[0], x.shape[1]
        # read through the lists, as MindSpore does: assigning new lists (net.lstm.w_ih_list = ...) swaps weights
        w_ih = self.w_ih_list[idx]
        w_hh = self.w_hh_list[idx]
        b_ih = self.b_ih_list[idx] if self.has_bias else None
        b_hh = self.b_hh_list[idx] if self.has_bias else None
        if self.mode == "LSTM" and seq_length is None:
            # MindSpore 2.10 calls its CPU LSTM primitive once per direction and layer (ops/rnn_math._LSTMDirection)
            return (_LSTM_BACKWARD if reverse else _LSTM_FORWARD)(x, h, c, w_ih, w_hh, b_ih, b_hh)
        if x.dtype != w_ih.dtype:  # MindSpore: the weights are cast to the input's dtype (float16 in, float16 out)
            w_ih, w_hh = ops.cast(w_ih, x.dtype), ops.cast(w_hh, x.dtype)
            if self.has_bias:
                b_ih, b_hh = ops.cast(b_ih, x.dtype), ops.cast(b_hh, x.dtype)
        # float16: MindSpore's CPU cells project each step's input on its own (_DynamicRNNBase), so w_ih's gradient
        # is a float16 sum of per-step products; float32 keeps one projection of all steps (the same values)
        per_step = x.dtype == mstype.float16
        if not per_step:
            xw = _linear(ops.reshape(x, (seq_len * batch, x.shape[2])), w_ih, b_ih)
            xw = ops.reshape(xw, (seq_len, batch, xw.shape[-1]))
        outs = []
        for step in range(seq_len):
            t = seq_len - 1 - step if reverse else step
            xw_t = _linear(x[t], w_ih, b_ih) if per_step else xw[t]
            h_new, c_new = rnn_cell(self.mode, xw_t, h, c, w_hh, b_hh)
            if seq_length is None:
                h = h_new
                c = c_new
                outs.append(h_new)
            else:
                valid = ops.reshape(seq_length > t, (batch, 1))
                h = ops.select(valid, h_new, h)
                if c is not None:
                    c = ops.select(valid, c_new, c)
                outs.append(ops.select(valid, h_new, ops.zeros_like(h_new)))
        if reverse:
            outs = outs[::-1]
        return ops.stack(tuple(outs), 0), h, c

    def construct(self, x, hx=None, seq_length=None):
        cls = type(self).__name__
        if len(x.shape) != 3:
            raise ValueError(f"For '{cls}', the input 'x' must be 3-D, but got shape {x.shape}.")
        x_dtype = x.dtype   # (PyNative mixed precision casts per op: a to_float Cell's float32 x stays float32 here)
        if hx is not None:
            _check_states_dtype(cls, x, hx, self.mode == "LSTM")
        if self.batch_first:
            x = ops.transpose(x, (1, 0, 2))
        if x.shape[2] != self.input_size:
            raise ValueError(f"For '{cls}', the last dim of 'x' must be 'input_size' ({self.input_size}), "
                             f"but got {x.shape[2]}.")
        batch = x.shape[1]
        n_states = self.num_layers * self.num_directions
        is_lstm = self.mode == "LSTM"
        if hx is None:
            h0 = ops.zeros((n_states, batch, self.hidden_size), x.dtype)
            c0 = h0
        elif is_lstm:
            h0, c0 = hx
        else:
            h0 = hx
            c0 = None
        if hx is not None:
            _check_states_shape(cls, (h0, c0) if is_lstm else (h0,), n_states, batch, self.hidden_size)
        if seq_length is not None:
            seq_length = ops.cast(seq_length, mstype.int32)
        h_n = []
        c_n = []
        layer_in = x
        for layer in range(self.num_layers):
            outs = []
            for d in range(self.num_directions):
                idx = layer * self.num_directions + d
                c_init = c0[idx] if is_lstm else None
                out, h, c = self._direction(layer_in, idx, d == 1, h0[idx], c_init, seq_length)
                outs.append(out)
                h_n.append(h)
                if is_lstm:
                    c_n.append(c)
            layer_in = outs[0] if self.num_directions == 1 else ops.concat(tuple(outs), 2)
            if self.dropout > 0 and self.training and layer < self.num_layers - 1:
                layer_in, _ = self._dropout_prim(layer_in)
        output = layer_in
        if self.batch_first:
            output = ops.transpose(output, (1, 0, 2))
        h_out = ops.stack(tuple(h_n), 0)
        # MindSpore 2.10 casts the results to x's dtype as construct received it: under PyNative's to_float(float16)
        # a float32 x gives float32 results (computed in float16); Graph mode casts the Cell's inputs first
        if is_lstm:
            return output.astype(x_dtype), (h_out.astype(x_dtype), ops.stack(tuple(c_n), 0).astype(x_dtype))
        return output.astype(x_dtype), h_out.astype(x_dtype)


class _ReprText:
    """A child shown in ``repr`` only (MindSpore's RNN layers hold these internal Cells)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


_KERNEL_NAMES = {"RNN_TANH": "_DynamicRNNTanh", "RNN_RELU": "_DynamicRNNRelu", "LSTM": "_DynamicLSTMCPUGPU",
                 "GRU": "_DynamicGRUCPUGPU"}


def _rnn_repr_cells(self):
    """MindSpore 2.10 prints an RNN layer with its internal children: ``(rnn): _DynamicLSTMCPUGPU()`` (its CPU
    kernel) and ``(dropout_op): Dropout(p=...)``."""
    return [("rnn", _ReprText(f"{_KERNEL_NAMES[self.mode]}()")), ("dropout_op", _ReprText(f"Dropout(p={self.dropout})"))]


_RNNBase._repr_cells = _rnn_repr_cells


class RNN(_RNNBase):
    """Elman RNN: ``h' = tanh(W_ih x + b_ih + W_hh h + b_hh)`` (``nonlinearity='relu'``: ReLU)."""

    def __init__(self, input_size, hidden_size, num_layers=1, nonlinearity="tanh", has_bias=True,
                 batch_first=False, dropout=0.0, bidirectional=False, dtype=mstype.float32):
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got {nonlinearity!r}.")
        super().__init__("RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU", input_size, hidden_size, num_layers,
                         has_bias, batch_first, dropout, bidirectional, dtype)
        self.nonlinearity = nonlinearity


class LSTM(_RNNBase):
    """Long short-term memory; returns ``(output, (h_n, c_n))``."""

    def __init__(self, input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, dtype=mstype.float32):
        super().__init__("LSTM", input_size, hidden_size, num_layers, has_bias, batch_first, dropout, bidirectional,
                         dtype)


class GRU(_RNNBase):
    """Gated recurrent unit; returns ``(output, h_n)``."""

    def __init__(self, input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, dtype=mstype.float32):
        super().__init__("GRU", input_size, hidden_size, num_layers, has_bias, batch_first, dropout, bidirectional,
                         dtype)


class _CellBase(Cell):
    _MODE = "RNN_TANH"

    def __init__(self, input_size, hidden_size, has_bias=True, dtype=mstype.float32):
        super().__init__()
        cls = type(self).__name__
        _check_int(cls, "input_size", input_size, 1)
        _check_int(cls, "hidden_size", hidden_size, 1)
        _check_bool(cls, "has_bias", has_bias)
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.has_bias = has_bias
        gate = _GATES[self._MODE] * hidden_size
        stdv = 1.0 / math.sqrt(hidden_size)
        # MindSpore first fills the parameters with np.random.randn, then re-initializes them (reset_parameters):
        # the randn draws advance numpy's global generator, which the initializers then seed from
        np.random.randn(gate, input_size), np.random.randn(gate, hidden_size)
        if has_bias:
            np.random.randn(gate), np.random.randn(gate)
        self.weight_ih = Parameter(initializer(Uniform(stdv), (gate, input_size), dtype), name="weight_ih")
        self.weight_hh = Parameter(initializer(Uniform(stdv), (gate, hidden_size), dtype), name="weight_hh")
        if has_bias:
            self.bias_ih = Parameter(initializer(Uniform(stdv), (gate,), dtype), name="bias_ih")
            self.bias_hh = Parameter(initializer(Uniform(stdv), (gate,), dtype), name="bias_hh")
        else:
            self.bias_ih = None
            self.bias_hh = None

    def extra_repr(self) -> str:
        return f"input_size={self.input_size}, hidden_size={self.hidden_size}, has_bias={self.has_bias}"

    def _check_dtypes(self, **named):
        """MindSpore 2.10's cells take float16 / float32 inputs and states only (its _check_input_dtype)."""
        for name, t in named.items():
            if t.dtype not in (mstype.float32, mstype.float16):
                raise TypeError(f"For '{type(self).__name__}', the '{name}' should be one of [mindspore.float32, "
                                f"mindspore.float16], but got '{t.dtype!r}'.")

    def _step(self, x, h, c):
        cls = type(self).__name__
        if len(x.shape) != 2 or len(h.shape) != 2:
            raise ValueError(f"For '{cls}', the input 'x' and the state must be 2-D (batch, size), but got shapes "
                             f"{x.shape} and {h.shape}.")
        # MindSpore's cells multiply with MatMul(transpose_b=True): its shape check names the mismatch (nn29)
        for t, size in ((x, self.input_size), (h, self.hidden_size)):
            if t.shape[-1] != size:
                raise ValueError(f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': "
                                 f"{t.shape[-1]} and 'x2_row': {size}.")
        xw = _linear(x, self.weight_ih, self.bias_ih)
        return rnn_cell(self._mode(), xw, h, c, self.weight_hh, self.bias_hh)

    def _mode(self):
        return self._MODE


class RNNCell(_CellBase):
    """One Elman RNN step: ``construct(x, hx) -> h'``."""

    def __init__(self, input_size, hidden_size, has_bias=True, nonlinearity="tanh", dtype=mstype.float32):
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"For 'RNNCell', the 'nonlinearity' must be in ['tanh', 'relu'], "
                             f"but got {nonlinearity!r}.")
        super().__init__(input_size, hidden_size, has_bias, dtype)
        self.nonlinearity = nonlinearity

    def _mode(self):
        return "RNN_TANH" if self.nonlinearity == "tanh" else "RNN_RELU"

    def construct(self, x, hx):
        self._check_dtypes(x=x, hx=hx)
        return self._step(x, hx, None)[0]


class LSTMCell(_CellBase):
    """One LSTM step: ``construct(x, (h, c)) -> (h', c')``."""

    _MODE = "LSTM"

    def construct(self, x, hx):
        h, c = hx
        self._check_dtypes(x=x, **{"hx[0]": h, "hx[1]": c})
        return self._step(x, h, c)


class GRUCell(_CellBase):
    """One GRU step: ``construct(x, hx) -> h'``."""

    _MODE = "GRU"

    def construct(self, x, hx):
        self._check_dtypes(x=x, hx=hx)
        return self._step(x, hx, None)[0]
