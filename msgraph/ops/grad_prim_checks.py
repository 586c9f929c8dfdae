"""MindSpore 2.10's input rules for the elementwise ``_grad_ops`` primitives a user calls directly
(``G.SqrtGrad()(y, dy)``, ... as st/ops/gpu's test_sqrt_grad_op / test_reciprocal_grad_op / test_atan_grad_op do);
measured on MindSpore 2.10's CPU build (adapt41gpu):

- the output has the first input's dtype: (float16, float32) is float16 (msgraph promoted to float32);
- an integer or bool input beside a float one, and a complex one beside another dtype, is a TypeError (kernel
  selection: debt35/sqrt_grad_complex), and ReciprocalGrad, SigmoidGrad and
  TanhGrad take no integer or bool inputs at all (SqrtGrad / AtanGrad / AsinGrad / ACosGrad refused them already);
- SqrtGrad / RsqrtGrad / TanhGrad need one shape (ValueError), AtanGrad / AsinGrad / ACosGrad too (RuntimeError)
  unless dy is 0-D.  Where MindSpore checks nothing (ReciprocalGrad / SigmoidGrad of other shapes, a 0-D dy of
  AtanGrad ...) its kernel reads past the smaller input: msgraph broadcasts (numpy's rule), listed in
  docs/differences.md.

Only the primitives' ``__call__`` checks (the user's call, in both modes): the bprops that apply these ops go
through :func:`apply` and are not affected.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import DTypeError, OpRuntimeError, ShapeError
from ._helpers import dtype_name, is_tensorlike, np_dtype, shape_of

#: name -> (the error class of a shape mismatch or None (MindSpore checks none), whether a 0-D dy is exempt,
#: whether integer inputs are refused)
_RULES = {
    "SqrtGrad": (ShapeError, False, True),
    "RsqrtGrad": (ShapeError, False, False),
    "TanhGrad": (ShapeError, False, True),
    "AtanGrad": (OpRuntimeError, True, True),
    "AsinGrad": (OpRuntimeError, True, True),
    "ACosGrad": (OpRuntimeError, True, True),
    "ReciprocalGrad": (None, False, True),
    "SigmoidGrad": (None, False, True),
}


def check_grad_call(name: str, y: Any, dy: Any) -> Any:
    """Check ``name``'s two inputs; return ``dy`` cast to ``y``'s dtype where they are two float dtypes."""
    if not (is_tensorlike(y) and is_tensorlike(dy)):
        return dy
    shape_err, exempt_0d, no_int = _RULES[name]
    dt_y, dt_dy = np.dtype(np_dtype(y)), np.dtype(np_dtype(dy))
    kinds = {dt_y.kind, dt_dy.kind}
    if (no_int and kinds & set("iub")) or (len(kinds) > 1 and kinds & set("iub")) or \
            (name == "RsqrtGrad" and kinds & set("ub")) or \
            (dt_y != dt_dy and "c" in kinds):   # (RsqrtGrad takes signed integers alone; complex pairs one dtype)
        raise DTypeError(f"Select CPU operator[{name}] fail! Unsupported data type! (inputs "
                         f"{dtype_name(dt_y)} and {dtype_name(dt_dy)})")
    sy, sd = tuple(shape_of(y)), tuple(shape_of(dy))
    if shape_err is not None and sy != sd and not (exempt_0d and sd == ()) and None not in sy + sd:
        raise shape_err(f"For '{name}', the shapes of the inputs must be equal, but got {list(sy)} and "
                        f"{list(sd)}.")
    if dt_y != dt_dy and dt_y.kind == "f" and dt_dy.kind == "f":
        from .functional import cast

        dy = cast(dy, dt_y)
    return dy


def install() -> None:
    """Wrap the ``__call__`` of the primitives in :data:`_RULES` (called once from ``msgraph.ops``)."""
    from .operations import _grad_ops as G

    for name in _RULES:
        cls = getattr(G, name)
        if getattr(cls.__call__, "_grad_checked", False):
            continue
        inner = cls.__call__

        def __call__(self: Any, *args: Any, _inner: Any = inner, _name: str = name, **kwargs: Any) -> Any:
            if len(args) == 2 and not kwargs:
                args = (args[0], check_grad_call(_name, args[0], args[1]))
            return _inner(self, *args, **kwargs)

        __call__._grad_checked = True   # type: ignore[attr-defined]
        cls.__call__ = __call__
