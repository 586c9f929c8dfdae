"""``PyExecute``: run Python at run time (MindSpore's LAX-mode fallback for non-constant values).

Graph code in LAX mode may hand a Tensor to plain Python -- ``np.exp(x)``, ``x.asnumpy()`` then
numpy, an f-string or ``str.format`` of a Tensor.  MindSpore runs that Python when the graph runs;
msgraph does the same with one IR node, ``PyExecute<fn=...>(args)``: the generated code calls
``fn`` on the argument arrays.  The node is an effect (never folded, reordered or removed), has
no gradient (a gradient that must flow through it is an error naming the line), and STRICT mode
never creates it (the call is MSG406 there).  Its result type was found at compile time by a trial
call on placeholder arrays of the argument shapes: an array becomes a Tensor value, a number a
Python number, anything else (a string) an opaque Python object that can be printed or returned.
Returned from the graph, its value is what the Python returned (a numpy array stays one, as in
MindSpore); ``scalar`` marks a numpy scalar result (carried as a 0-d array inside the graph).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import GradError
from .registry import OpKind, bprop_getters, define_op

__all__ = []

PY_EXECUTE = define_op("PyExecute", OpKind.EFFECT, public=False, attrs={"fn": None, "out": None, "kwargs": None, "scalar": False},
                       doc="PyExecute(fn, out, kwargs)(*args): fn(*args, **kwargs), run by Python when "
                           "the graph runs (LAX fallback).")
PyExecute = PY_EXECUTE.prim_class


@PY_EXECUTE.def_impl
def _py_execute(*args: Any, fn: Any = None, out: Any = None, kwargs: Any = None, scalar: bool = False) -> Any:
    result = fn(*args, **(kwargs or {}))
    if out is None or out.dtype == np.dtype(object):
        return result
    if out.weak:
        return np.asarray(result).astype(out.dtype).item() if np.ndim(result) == 0 else result
    return np.asarray(result, out.dtype)


@PY_EXECUTE.def_infer
def _py_execute_infer(*args: Any, fn: Any = None, out: Any = None, kwargs: Any = None, scalar: bool = False) -> Any:
    return out


@bprop_getters.register(PY_EXECUTE)
def _py_execute_bprop(self: Any) -> Any:
    name = getattr(self.attrs.get("fn"), "__qualname__", None) or repr(self.attrs.get("fn"))

    def bprop(*args: Any) -> Any:
        raise GradError(f"A gradient must flow through '{name}', which runs as Python when the graph runs "
                        "(JIT fallback): it cannot be differentiated.",
                        hint="compute it with msgraph ops (ops.exp, Tensor methods) instead of numpy or Python")
    return bprop
