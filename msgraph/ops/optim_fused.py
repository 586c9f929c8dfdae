"""MindSpore's fused in-place ``P.AdamWeightDecay`` primitive (h-cpu4, session 7).

Same scheme as ``apply_optim.py``: the math is ONE registry op (``AdamWeightDecayRule``, not public)
computing the new (var, m, v) from the old, as MindSpore 2.10's CPU kernel does in the parameter's dtype::

    m += (g - m) * (1 - beta1);  v += (g*g - v) * (1 - beta2)
    var -= lr * (m / (sqrt(v) + epsilon) + decay * var)

with its rounding in float32 (fused multiply-adds, the last line in double precision: bit-exact).

The primitive writes them to its Parameters with ``Assign``.  MindSpore 2.10's kernel updates its inputs in
place and leaves its three outputs unwritten: they read as zeros shaped like var, m and v (recorded in both
modes), and msgraph returns the same.  Not differentiable (as in MindSpore).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from . import functional as F
from .apply_optim import _ApplyBase, _fma32, _out, _prepare, _rule

__all__: list = []


def _adam_weight_decay_impl(var, m, v, lr, beta1, beta2, epsilon, decay, grad, **_):
    if np.asarray(var).dtype == np.float16 and np.asarray(m).dtype == np.float32:
        # a float16 var with float32 moments (mixed precision): MindSpore's kernel steps in float32 -- moments
        # stored in float32, epsilon 1e-8 kept -- and rounds var once (msgraph stepped in float16: moments of
        # float16 precision, and 0 / (0 + eps) -> NaN where eps underflowed; measured, adapt41asc)
        new_var, new_m, new_v = _adam_weight_decay_impl(np.asarray(var).astype(np.float32), m, v, lr, beta1, beta2,
                                                        epsilon, decay, np.asarray(grad).astype(np.float32))
        return new_var.astype(np.float16), new_m, new_v
    if np.asarray(var).dtype == np.float16:
        # MindSpore's float16 kernel: every hyper-parameter cast to float16, each step rounded to float16
        # (measured, session 33: beta1 0.9 -> 0.8999, so m = 0.5 * 0.1001; v of a small g underflows to 0)
        h = np.float16
        var, m, v, g = (np.asarray(a).astype(h) for a in (var, m, v, grad))
        lr, b1, b2, eps, decay = (h(np.asarray(a, np.float32).reshape(-1)[0]) for a in
                                  (lr, beta1, beta2, epsilon, decay))
        m = m + (g - m) * (h(1) - b1)
        v = v + (g * g - v) * (h(1) - b2)
        return _out((var - lr * (m / (np.sqrt(v) + eps) + decay * var), m, v), h)
    # float64: MindSpore runs the float32 kernel and casts back (results are float32 values, session 33)
    (var, m, v), (lr, b1, b2, eps, decay), (g,), dt = _prepare(
        (var, m, v), (lr, beta1, beta2, epsilon, decay), (grad,), f64_in_f32=True)
    if var.dtype == np.float32:
        # MindSpore's CPU kernel (nnacl AdamWeightDecayFp32), bit for bit: fused multiply-adds for m and v, the
        # parameter step in double precision
        m = _fma32(g - m, np.float32(1) - b1, m)
        v = _fma32(_fma32(g, g, -v), np.float32(1) - b2, v)
        var64 = var.astype(np.float64)
        new = var64 - np.float64(lr) * (m / (np.sqrt(v.astype(np.float64)) + np.float64(eps)) + np.float64(decay) * var64)
        return _out((new.astype(np.float32), m, v), dt)
    m = m + (g - m) * (1 - b1)
    v = v + (g * g - v) * (1 - b2)
    update = m / (v ** 0.5 + eps) + decay * var
    return _out((var - lr * update, m, v), dt)


_AWD_RULE = _rule("AdamWeightDecay", 3, {"use_locking": False}, _adam_weight_decay_impl)


class AdamWeightDecay(_ApplyBase):
    """AdamWeightDecay(use_locking=False)(var, m, v, lr, beta1, beta2, epsilon, decay, gradient): one AdamW step
    on the Parameters var, m and v (updated in place); returns MindSpore 2.10's (unwritten, zero) outputs."""

    _attrs = {"use_locking": False}
    _rule_op = _AWD_RULE
    _states = ("var", "m", "v")
    _grads = ("gradient",)

    def __call__(self, *args: Any) -> Any:
        names = ("var", "m", "v", "lr", "beta1", "beta2", "epsilon", "decay", "gradient")
        new = self._call(names, args)
        return tuple(F.zeros_like(n) for n in new)


__all__ += ["AdamWeightDecay"]
