"""What every generated fuzz program imports: the margin recorder and the reference's numpy helpers.

A generated module (and every repro file written from one) starts with :data:`PRELUDE`, which
imports these names instead of carrying their source::

    from msgraph.testing.fuzzing.prelude import _Margins, _draw, _log_softmax, _softmax, _Wrap, _wrap_ref

    _M = _Margins()

Each module gets its own ``_M``: the numpy reference records, through it, how close a run came to a
data-dependent decision (a Tensor ``if``/``while`` condition, a ``where`` mask, a ``floor`` or
``argmax`` tie: *branch* margins) and to a non-differentiable point (``abs``/``relu`` at 0,
``maximum`` ties, ``clip`` bounds, ``max`` ties: *kink* margins).  The names keep their leading
underscore so that they cannot collide with the generated program's own names.
"""
from __future__ import annotations

import zlib
from typing import Any, Dict

import numpy as np

__all__ = ["PRELUDE", "prelude_namespace", "_Margins", "_softmax", "_log_softmax", "_draw", "_Wrap", "_wrap_ref"]


class _Margins:
    """How close the reference came to a branch decision (branch) or a kink (kink)."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.branch = float("inf")
        self.kink = float("inf")

    def _rec(self, attr, d):
        d = np.abs(np.asarray(d, np.float64))
        if d.size:
            m = float(np.min(d)) if not np.isnan(d).any() else 0.0
            if m < getattr(self, attr):
                setattr(self, attr, m)

    def gt(self, a, b):
        self._rec("branch", (np.asarray(a, np.float64) - b) / (1.0 + np.abs(np.asarray(a, np.float64))))
        return a > b

    def lt(self, a, b):
        self._rec("branch", (np.asarray(a, np.float64) - b) / (1.0 + np.abs(np.asarray(a, np.float64))))
        return a < b

    def near_int(self, a):
        a64 = np.asarray(a, np.float64)
        self._rec("branch", (a64 - np.round(a64)) / (1.0 + np.abs(a64)))
        return a

    def kink(self, a, at=0.0):
        self._rec("kink", np.asarray(a, np.float64) - at)
        return a

    def tie(self, a, b):
        self._rec("kink", np.asarray(a, np.float64) - np.asarray(b, np.float64))
        return a

    def clip(self, a, lo, hi):
        self._rec("kink", np.asarray(a, np.float64) - lo)
        self._rec("kink", np.asarray(a, np.float64) - hi)
        return a

    def _gap(self, attr, a, axis):
        a64 = np.asarray(a, np.float64)
        if a64.ndim == 0:
            return
        if axis is None:
            flat = a64.reshape(1, -1)
        else:
            axes = tuple(ax % a64.ndim for ax in (axis if isinstance(axis, tuple) else (axis,)))
            rest = [i for i in range(a64.ndim) if i not in axes]
            moved = np.transpose(a64, rest + list(axes))
            flat = moved.reshape(int(np.prod([a64.shape[i] for i in rest])), -1)
        if flat.shape[1] >= 2:
            s = np.sort(flat, axis=1)
            self._rec(attr, np.concatenate([s[:, -1] - s[:, -2], s[:, 1] - s[:, 0]]))

    def gap(self, a, axis=None):
        self._gap("kink", a, axis)
        return a

    def bgap(self, a, axis=None):
        self._gap("branch", a, axis)
        return a


def _softmax(a, axis):
    e = np.exp(a - np.max(a, axis=axis, keepdims=True))
    return e / np.sum(e, axis=axis, keepdims=True)


def _log_softmax(a, axis):
    s = a - np.max(a, axis=axis, keepdims=True)
    return s - np.log(np.sum(np.exp(s), axis=axis, keepdims=True))


def _draw(seed, key, shape, dtype, scale=1.0):
    rng = np.random.default_rng([seed, zlib.crc32(key.encode())])
    return np.asarray(rng.standard_normal(shape) * scale, dtype=dtype)


def _wrap_ref(depth, x):
    """The numpy reference of ``depth`` nested :class:`_Wrap` Cells."""
    if depth <= 1:
        return np.tanh(x) * x.dtype.type(0.5) + x.dtype.type(0.25)
    return _wrap_ref(depth - 1, x) * x.dtype.type(0.5) + x * x.dtype.type(0.25)


def _make_wrap():
    import msgraph.nn as nn
    from msgraph import ops

    class _Wrap(nn.Cell):
        """A Cell that may hold another instance of its own class (nested same-class Cells)."""

        def __init__(self, inner=None):
            super().__init__()
            self.inner = inner

        def construct(self, x):
            if self.inner is None:
                return ops.tanh(x) * 0.5 + 0.25
            return self.inner(x) * 0.5 + x * 0.25

    return _Wrap


def __getattr__(name):   # _Wrap is made on first use (this module stays importable without msgraph.nn)
    if name == "_Wrap":
        cls = globals()["_Wrap"] = _make_wrap()
        return cls
    raise AttributeError(name)


# The head of every generated module: imports, then the module's own margin recorder.
PRELUDE = '''\
import os

import numpy as np

import msgraph as ms
import msgraph.nn as nn
from msgraph import ops
from msgraph.testing.fuzzing.prelude import _Margins, _draw, _log_softmax, _softmax, _Wrap, _wrap_ref

_M = _Margins()
'''


def prelude_namespace() -> Dict[str, Any]:
    """A fresh namespace with :data:`PRELUDE` executed in it (what the generator evaluates in)."""
    ns: Dict[str, Any] = {}
    exec(compile(PRELUDE, "<msgraph-fuzz-prelude>", "exec"), ns)
    return ns
