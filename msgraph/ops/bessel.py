"""Bessel functions: ``ops.bessel_j0/j1/y0/y1/i0/i0e/i1/i1e/k0/k0e/k1/k1e`` and their primitives
(``P.BesselJ0``...; h-cpu4, session 7).

Each is an elementwise registry op on float16/float32/float64 (the result keeps the input's dtype), computed
with ``scipy.special`` (imported when an op first runs: writing Cephes' approximations again would not beat
it) in float64 and rounded to the input's dtype.  They are not fused into kernels (OpKind.OTHER: scipy has no
Numba form).  Bprops are MindSpore's (the derivatives through the other Bessel functions)::

    j0' = -j1            j1' = j0 - j1/x          y0' = -y1            y1' = y0 - y1/x
    i0' = i1             i0e' = i1e - sign(x) i0e i1' = i0 - i1/x      i1e' = i0e - i1e (sign(x) + 1/x)
    k0' = -k1            k0e' = k0e - k1e         k1' = -k0 - k1/x     k1e' = k1e (1 - 1/x) - k0e
"""
from __future__ import annotations

from typing import Any, Callable, Dict, List

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError
from . import tensor_ext as _tensor_ext  # noqa: F401  (defines BesselI0 first)
from .registry import OPS, OpKind, apply, bprop_getters, define_op, export, op_function, prim

__all__: List[str] = []

_FLOATS = ("float16", "float32", "float64")
_SCIPY = {"BesselJ0": "j0", "BesselJ1": "j1", "BesselY0": "y0", "BesselY1": "y1", "BesselI0": "i0",
          "BesselI0e": "i0e", "BesselI1": "i1", "BesselI1e": "i1e", "BesselK0": "k0", "BesselK0e": "k0e",
          "BesselK1": "k1", "BesselK1e": "k1e"}
_PRIMS: Dict[str, Any] = {}


def _check(name: str, dtype: Any) -> None:
    if np.dtype(dtype).name not in _FLOATS:
        raise DTypeError(f"For '{name}', the 'x' must be a Tensor of float16, float32 or float64, but got "
                         f"{np.dtype(dtype).name}.")


def _make(name: str) -> Callable[[Any], Any]:
    if name in OPS:   # BesselI0 is tensor_ext.py's (ops.i0; its bprop through I1): one definition, public here
        OPS[name].public = True   # MindSpore exports P.BesselI0 (math_ops)
        export(OPS[name].prim_class)
        return _function(name, OPS[name])
    op = define_op(name, OpKind.OTHER, doc=f"{name}()(x): scipy.special.{_SCIPY[name]}(x), elementwise.")

    @op.def_impl
    def impl(x: Any) -> np.ndarray:
        from scipy import special   # optional dependency, used only by the Bessel ops

        x = np.asarray(x)
        _check(name, x.dtype)
        with np.errstate(all="ignore"):
            r = np.asarray(getattr(special, _SCIPY[name])(x.astype(np.float64)))
            # MindSpore's CPU kernels (measured, 2.10): K* of x < 0 is inf and Y* of x < 0 is -inf (scipy: NaN);
            # the float16 / float32 Y1 kernel gives NaN at x = +-0 (float64: -inf)
            if name.startswith("BesselK"):
                r = np.where(x < 0, np.inf, r)
            elif name.startswith("BesselY"):
                r = np.where(x < 0, -np.inf, r)
                if name == "BesselY1" and x.dtype != np.float64:
                    r = np.where(x == 0, np.nan, r)
            return r.astype(x.dtype)

    @op.def_infer
    def infer(x: Aval) -> Aval:
        _check(name, x.dtype)
        return Aval(tuple(x.shape), x.dtype)

    return _function(name, op)


def _function(name: str, op: Any) -> Callable[[Any], Any]:
    p = prim(op)
    _PRIMS[name] = p
    globals()[name] = op.prim_class
    fn_name = "bessel_" + _SCIPY[name]

    def function(x: Any) -> Any:
        return apply(p, (x,))

    function.__name__ = function.__qualname__ = fn_name
    function.__doc__ = f"The Bessel function {_SCIPY[name]} of each element of x (float16/32/64)."
    op_function(function)
    globals()[fn_name] = function
    __all__.append(fn_name)
    return function


for _name in _SCIPY:
    _make(_name)


def _b(name: str, x: Any) -> Any:
    return apply(_PRIMS[name], (x,))


def _grads() -> Dict[str, Callable[[Any], Any]]:
    """d/dx of each function, written with the Bessel ops and public ops."""
    from . import functional as F

    return {
        "BesselJ0": lambda x: -_b("BesselJ1", x),
        "BesselJ1": lambda x: _b("BesselJ0", x) - _b("BesselJ1", x) / x,
        "BesselY0": lambda x: -_b("BesselY1", x),
        "BesselY1": lambda x: _b("BesselY0", x) - _b("BesselY1", x) / x,
        "BesselI0": lambda x: _b("BesselI1", x),
        "BesselI0e": lambda x: _b("BesselI1e", x) - F.sign(x) * _b("BesselI0e", x),
        "BesselI1": lambda x: _b("BesselI0", x) - _b("BesselI1", x) / x,
        "BesselI1e": lambda x: _b("BesselI0e", x) - _b("BesselI1e", x) * (F.sign(x) + 1 / x),
        "BesselK0": lambda x: -_b("BesselK1", x),
        "BesselK0e": lambda x: _b("BesselK0e", x) - _b("BesselK1e", x),
        "BesselK1": lambda x: -_b("BesselK0", x) - _b("BesselK1", x) / x,
        "BesselK1e": lambda x: _b("BesselK1e", x) * (1 - 1 / x) - _b("BesselK0e", x),
    }


def _register(name: str) -> None:
    @bprop_getters.register(_PRIMS[name].op.prim_class)
    def get_bprop(self: Any) -> Callable[..., Any]:
        def bprop(x: Any, out: Any, dout: Any) -> Any:
            return (dout * _grads()[name](x),)
        return bprop


_SHARED = ("BesselI0",)   # defined (with its bprop) in tensor_ext.py
for _name in _SCIPY:
    if _name not in _SHARED:
        _register(_name)
del _name
