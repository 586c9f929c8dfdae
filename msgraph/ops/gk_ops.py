"""Primitives MindSpore's tests/st/graph_kernel call directly (h-gk, session 11).

* ``_grad_ops.TanhGrad()(y, dy)``: ``dy * (1 - y * y)`` with ``y = tanh(x)`` the forward output
  (MindSpore's CPU kernel, bit for bit: float16 computes in float32 and ``1 - y*y`` is one fused rounding; its gradient is
  MindSpore's TanhGrad bprop).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ._helpers import flit
from .grad_prim_checks import first_float_dtype, pair_check
from .registry import apply, define_binary, public_functions


def _F() -> Any:
    from . import functional

    return functional


def _tanh_grad_bprop(y: Any, dy: Any, out: Any, dout: Any) -> Any:
    F = _F()
    # d/d(dy) is TanhGrad(y, dout) itself (MindSpore's bprop: float16 in float32, rounded once)
    return F.mul(F.mul(F.mul(dout, dy), y), -2), apply(_P_TANH_GRAD, (y, dout))


def _tanh_grad(y: Any, dy: Any) -> Any:
    y, dy = np.asarray(y), np.asarray(dy)
    t = np.result_type(y, dy)
    if t.kind == "f" and t.itemsize < 8:   # MindSpore's CPU kernel, bit for bit: in float32 (float16 too),
        wide = y.astype(np.float64)         # 1 - y*y rounded once (a fused multiply-add)
        return ((1.0 - wide * wide).astype(np.float32) * dy.astype(np.float32)).astype(t, copy=False)
    return dy * (1 - y * y)


def _tanh_grad_kernel(t: Any, y: str, d: str) -> str:
    dt = np.dtype(t)
    if dt.kind == "f" and dt.itemsize < 8:
        return f"np.{dt.name}(np.float32({d}) * np.float32(np.float64(1) - np.float64({y}) * np.float64({y})))"
    return f"({d} * ({flit(t, 1.0)} - {y} * {y}))"


TANH_GRAD, TanhGrad, _P_TANH_GRAD, _ = define_binary(
    "TanhGrad", _tanh_grad, _tanh_grad_kernel, _tanh_grad_bprop,
    promote=first_float_dtype, call_check=pair_check("TanhGrad"),
    doc="TanhGrad()(y, dy): dy * (1 - y^2), y = tanh(x) the forward output.")

__all__ = public_functions(globals())
