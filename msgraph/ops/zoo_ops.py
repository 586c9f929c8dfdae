"""Primitives the model zoo names (h-zoo).  Ascend-only ones: NPUAllocFloatStatus, NPUGetFloatStatus,
NPUClearFloatStatus, DynamicRNN, DynamicGRUV2, FusedWeightScaleApplyMomentum; GetNext (dataset sink).  They exist so that scripts import and build their cells; running one is the
RuntimeError MindSpore 2.10 raises on CPU ("Unsupported op [...] on CPU"), at the call in PyNative mode
and when the graph is compiled in Graph mode.  (Scripts use them in Ascend-only loss-scale cells; on CPU
MindSpore's own TrainOneStepWithLossScaleCell checks overflow with the gradients' values instead.)"""
from __future__ import annotations

from typing import Any

from ._compose import CompositePrimitive
from ._helpers import user_type

__all__ = ["NPUAllocFloatStatus", "NPUGetFloatStatus", "NPUClearFloatStatus", "DynamicRNN", "DynamicGRUV2",
           "FusedWeightScaleApplyMomentum", "GetNext", "InvertPermutation", "GeSwitch", "Merge", "identity"]


def _unsupported(name: str) -> RuntimeError:
    return RuntimeError(f"\n----------------------------------------------------\n- Kernel select failed:\n"
                        f"----------------------------------------------------\nUnsupported op [{name}] on CPU, "
                        "Please confirm whether the device target setting is correct, or refer to 'mindspore.ops' "
                        "at https://www.mindspore.cn to query the operator support list.")


def _ascend_only(name: str, doc: str, attrs: Any = None) -> Any:
    """A primitive class with MindSpore's attributes whose call raises MindSpore's CPU error (composite:
    nothing is registered as a kernel, so the compiler raises it while building the graph)."""

    def __call__(self: Any, *args: Any) -> Any:
        raise _unsupported(name)

    return type(name, (CompositePrimitive,), {"__doc__": doc, "_attrs": dict(attrs or {}), "__call__": __call__,
                                             "__module__": __name__})


NPUAllocFloatStatus = _ascend_only("NPUAllocFloatStatus", "NPUAllocFloatStatus()(): Ascend only (RuntimeError on CPU).")
NPUGetFloatStatus = _ascend_only("NPUGetFloatStatus", "NPUGetFloatStatus()(status): Ascend only (RuntimeError on CPU).")
NPUClearFloatStatus = _ascend_only("NPUClearFloatStatus",
                                   "NPUClearFloatStatus()(status): Ascend only (RuntimeError on CPU).")
FusedWeightScaleApplyMomentum = _ascend_only(
    "FusedWeightScaleApplyMomentum", "FusedWeightScaleApplyMomentum()(weight_decay, loss_scale, variable, accumulation, "
    "learning_rate, gradient, momentum): Ascend only (RuntimeError on CPU; ApplyMomentum is the portable op).")
DynamicRNN = _ascend_only(
    "DynamicRNN", "DynamicRNN(cell_type, direction, ...)(x, w, b, seq_length, init_h, init_c): Ascend only "
    "(RuntimeError on CPU, as MindSpore's CPU backend has no kernel; nn.LSTM is the portable layer).",
    {"cell_type": "LSTM", "direction": "UNIDIRECTIONAL", "cell_depth": 1, "use_peephole": False, "keep_prob": 1.0,
     "cell_clip": -1.0, "num_proj": 0, "time_major": True, "activation": "tanh", "forget_bias": 0.0,
     "is_training": True})
DynamicGRUV2 = _ascend_only(
    "DynamicGRUV2", "DynamicGRUV2(direction, ...)(x, weight_input, weight_hidden, bias_input, bias_hidden, "
    "seq_length, init_h): Ascend only (RuntimeError on CPU; nn.GRU is the portable layer).",
    {"direction": "UNIDIRECTIONAL", "cell_depth": 1, "keep_prob": 1.0, "cell_clip": -1.0, "num_proj": 0,
     "time_major": True, "activation": "tanh", "gate_order": "rzh", "reset_after": True, "is_training": True})

def _graph_only(name: str, doc: str) -> Any:
    """A PrimitiveWithInfer MindSpore 2.10 runs nowhere on CPU: PyNative has no implementation of it (a
    NotImplementedError); in a graph the CPU kernel select fails (the RuntimeError of ``_unsupported``)."""

    def __call__(self: Any, *args: Any) -> Any:
        from ..ir.builder import building_graph

        if building_graph():
            raise _unsupported(name)
        raise NotImplementedError(f"For '{name}', PyNative mode has no implementation of this primitive.")

    return type(name, (CompositePrimitive,), {"__doc__": doc, "_attrs": {}, "__call__": __call__,
                                             "__module__": __name__})


# GE's dataflow control primitives (tests/ut/python/ops/test_control_ops.py builds cells holding them).
GeSwitch = _graph_only("GeSwitch", "GeSwitch()(data, pred): (false_output, true_output) of GE's dataflow switch; "
                       "no CPU kernel in MindSpore 2.10 (an ``if`` is the portable form).")
Merge = _graph_only("Merge", "Merge()(inputs): (the available input, its index) of GE's dataflow merge; no CPU "
                    "kernel in MindSpore 2.10.")

# GetNext reads a dataset-sink channel (device queue); MindSpore's CPU backend has no kernel for it in PyNative.
GetNext = _ascend_only(
    "GetNext", "GetNext(types, shapes, output_num, shared_name)(): reads a dataset-sink channel; RuntimeError on CPU "
    "(MindSpore 2.10's CPU kernel select fails), as there is no device queue here.",
    {"types": None, "shapes": None, "output_num": 1, "shared_name": ""})


# ---------------------------------------------------------------- ops.LSTM (the CPU primitive nn.LSTM uses)

class LSTM(CompositePrimitive):
    """``LSTM(input_size, hidden_size, num_layers, has_bias, bidirectional, dropout, proj_size=0)(x, h, c, w)``.

    ``x`` (T, B, input_size); ``h``, ``c`` (num_layers * num_directions, B, hidden_size); ``w`` the flat weights
    (any shape, e.g. (N, 1, 1)) in MindSpore's CPU layout: every ``w_ih`` (per layer, then direction; (4H, in)),
    then every ``w_hh`` ((4H, H), or (4H, P) with ``proj_size`` P), then every projection ((P, H), with
    ``proj_size``: ``h_t = (o * tanh(c_t)) @ w_proj^T``), then every bias ((4H,), the sum ``b_ih + b_hh``).  Returns ``(output,
    h_n, c_n, reserve, state)``: output (T, B, num_directions * H) and the last states as MindSpore's CPU
    kernel; ``reserve`` and ``state`` (the oneDNN workspace on MindSpore) are zeros of shape (1, 1).
    ``dropout`` between layers is not applied (MindSpore's CPU kernel does not either)."""

    _attrs = {"input_size": None, "hidden_size": None, "num_layers": 1, "has_bias": True, "bidirectional": False,
              "dropout": 0.0, "proj_size": 0}

    def _check_attrs(self) -> None:
        a = self.attrs
        for name in ("input_size", "hidden_size", "num_layers"):
            v = a[name]
            if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
                raise ValueError(f"For 'LSTM', the '{name}' must be a positive int, but got {v!r}.")
        for name in ("has_bias", "bidirectional"):
            if not isinstance(a[name], bool):
                raise TypeError(f"For 'LSTM', the '{name}' must be a bool, but got {user_type(a[name]).__name__}.")
        if not isinstance(a["dropout"], (int, float)) or not 0 <= a["dropout"] <= 1:
            raise ValueError(f"For 'LSTM', the 'dropout' must be in range [0, 1], but got {a['dropout']!r}.")
        p = a["proj_size"]
        if isinstance(p, bool) or not isinstance(p, int) or p < 0 or p >= a["hidden_size"]:
            raise ValueError(f"For 'LSTM', the 'proj_size' must be an int in [0, hidden_size), but got {p!r}.")

    def weight_size(self) -> int:
        a = self.attrs
        hidden, dirs, proj = a["hidden_size"], 2 if a["bidirectional"] else 1, a["proj_size"] or 0
        out = proj or hidden
        n = 0
        for layer in range(a["num_layers"]):
            isz = a["input_size"] if layer == 0 else out * dirs
            n += dirs * (4 * hidden * isz + 4 * hidden * out + proj * hidden + (4 * hidden if a["has_bias"] else 0))
        return n

    def __call__(self, x: Any, h: Any, c: Any, w: Any) -> Any:
        from . import functional as F
        from .rnn_math import run_direction, unpack_flat_weights

        a = self.attrs
        hidden, layers = a["hidden_size"], a["num_layers"]
        proj = a["proj_size"] or 0
        out_size = proj or hidden
        dirs = 2 if a["bidirectional"] else 1
        if len(x.shape) != 3 or x.shape[2] != a["input_size"]:
            raise ValueError(f"For 'LSTM', 'x' must be (seq_len, batch, {a['input_size']}), but got {x.shape}.")
        want_h = (layers * dirs, x.shape[1], out_size)
        want_c = (layers * dirs, x.shape[1], hidden)
        if tuple(h.shape) != want_h or tuple(c.shape) != want_c:
            raise ValueError(f"For 'LSTM', 'h' and 'c' must have shapes {want_h} and {want_c}, but got {h.shape} "
                             f"and {c.shape}.")
        flat = F.reshape(w, (-1,))
        # MindSpore's CPU kernel reads the first weight_size() elements and ignores any more (its docstring's
        # example passes 112 for 104); fewer would be read past the end there: refused here
        if flat.shape[0] < self.weight_size():
            raise ValueError(f"For 'LSTM', the size of 'w' must be at least {self.weight_size()} for these "
                             f"attributes, but got {flat.shape[0]}.")
        if flat.shape[0] > self.weight_size():
            flat = flat[:self.weight_size()]
        keys = [(layer, d) for layer in range(layers) for d in range(dirs)]
        in_size = {layer: a["input_size"] if layer == 0 else out_size * dirs for layer in range(layers)}
        w_ih, w_hh, w_pr, pos = unpack_flat_weights(flat, keys, in_size, 4 * hidden, out_size, proj, hidden)
        bias = {}
        for k in keys:
            bias[k] = flat[pos:pos + 4 * hidden] if a["has_bias"] else None
            pos += 4 * hidden if a["has_bias"] else 0
        layer_in = x
        h_n, c_n = [], []
        for layer in range(layers):
            outs = []
            for d in range(dirs):
                i = layer * dirs + d
                out, hl, cl = run_direction("LSTM", layer_in, h[i], c[i], w_ih[(layer, d)], w_hh[(layer, d)],
                                            bias[(layer, d)], None, d == 1, w_pr[(layer, d)])
                outs.append(out)
                h_n.append(hl)
                c_n.append(cl)
            layer_in = outs[0] if dirs == 1 else F.concat(tuple(outs), 2)
        zeros = F.zeros((1, 1), x.dtype)
        return layer_in, F.stack(tuple(h_n), 0), F.stack(tuple(c_n), 0), zeros, zeros


__all__.append("LSTM")


# ---------------------------------------------------------------- InvertPermutation (a constant tuple op)
class InvertPermutation(CompositePrimitive):
    """InvertPermutation()(x): the inverse of the permutation ``x``, a tuple or list of ints known when the
    graph is built (MindSpore infers it at compile time); the result is a tuple."""

    def __call__(self, x: Any) -> Any:
        if not isinstance(x, (tuple, list)):
            raise TypeError(f"For 'InvertPermutation', the 'input_x' must be a tuple or list, but got "
                            f"{user_type(x).__name__}.")
        if any(isinstance(v, bool) or not isinstance(v, int) for v in x):
            raise TypeError("For 'InvertPermutation', the elements of 'input_x' must be int.")
        n = len(x)
        if sorted(x) != list(range(n)):
            raise ValueError(f"For 'InvertPermutation', the values of 'input_x' must be a permutation of "
                             f"[0, {n}), but got {tuple(x)}.")
        out = [0] * n
        for i, v in enumerate(x):
            out[v] = i
        return tuple(out)


class identity(CompositePrimitive):  # noqa: N801 (MindSpore's name)
    """identity()(x): x itself, unchanged (MindSpore's deprecated ``ops.operations.identity``, "use nn.Identity";
    its side_effect_propagate attribute is 1).  The model zoo's UNet builds its eval loss TempLoss with it (zoo30)."""

    _attrs = {"side_effect_propagate": 1}

    def __call__(self, x: Any) -> Any:
        return x
