"""MindSpore 2.10's rules for the elementwise ``_grad_ops`` primitives ``G(y, dy)`` (SqrtGrad, RsqrtGrad, TanhGrad,
AtanGrad, AsinGrad, ACosGrad, ReciprocalGrad, SigmoidGrad), measured on MindSpore 2.10's CPU build (adapt41gpu, a
user calling ``G.SqrtGrad()(y, dy)`` as st/ops/gpu's test_sqrt_grad_op / test_reciprocal_grad_op do):

- the output has the first input's dtype: (float16, float32) is float16 -- :func:`first_float_dtype`, each op's
  ``promote`` (OpDef.compute_dtype), so the numpy impl, the Graph-mode inference and the kernels all compute in it;
- an integer or bool input beside a float one, and a complex one beside another dtype, is a TypeError (kernel
  selection: debt35/sqrt_grad_complex), and ReciprocalGrad, SigmoidGrad and TanhGrad take no integer or bool
  inputs at all (SqrtGrad / AtanGrad / AsinGrad / ACosGrad refuse them in their impls too);
- SqrtGrad / RsqrtGrad / TanhGrad need one shape (ValueError), AtanGrad / AsinGrad / ACosGrad too (RuntimeError)
  unless dy is 0-D.  Where MindSpore checks nothing (ReciprocalGrad / SigmoidGrad of other shapes, a 0-D dy of
  AtanGrad ...) its kernel reads past the smaller input: msgraph broadcasts (numpy's rule), listed in
  docs/differences.md.

The input checks are the user's call only (:func:`pair_check`, each op's ``call_check``, which the primitive's call
runs in both modes); the bprops that apply these ops internally are not affected.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

import numpy as np

from ..common.dtype import _strong_dtype
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


def first_float_dtype(y: Any, dy: Any) -> Optional[np.dtype]:
    """The compute dtype of ``G(y, dy)``: ``y``'s where both are floats of two dtypes (MindSpore's kernel is selected
    by its first input), else None (numpy's result type)."""
    ty, td = _strong_dtype(y), _strong_dtype(dy)
    if ty is None or td is None:
        return None
    ty, td = np.dtype(ty), np.dtype(td)
    return ty if ty != td and ty.kind == "f" and td.kind == "f" else None


def check_pair(name: str, y: Any, dy: Any) -> None:
    """MindSpore 2.10's checks of the user's call ``name()(y, dy)`` (see the module docstring)."""
    if not (is_tensorlike(y) and is_tensorlike(dy)):
        return
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


def pair_check(name: str) -> Callable[..., None]:
    """``name``'s OpDef ``call_check``: :func:`check_pair` on a two-input call."""
    if name not in _RULES:
        raise KeyError(name)

    def call_check(prim: Any, *args: Any) -> None:
        if len(args) == 2:
            check_pair(name, *args)
    call_check.__name__ = f"_{name.lower()}_call_check"
    return call_check
