"""``PyExecute``: run Python at run time (MindSpore's LAX-mode fallback for non-constant values).

Graph code in LAX mode may hand a Tensor to plain Python -- ``np.exp(x)``, ``x.asnumpy()`` then
numpy, an f-string or ``str.format`` of a Tensor.  MindSpore runs that Python when the graph runs;
msgraph does the same with one IR node, ``PyExecute<fn=...>(args)``: the generated code calls
``fn`` on the argument arrays.  The node is an effect (never folded, reordered or removed), is not
differentiable (its inputs get no gradient through it: MindSpore 2.10 gives zeros, e.g.
``ops.grad`` of ``np.exp(x.asnumpy())``; recorded: st_compiler9/fallback_grad_zero), and STRICT mode
never creates it (the call is MSG406 there).  Its result type was found at compile time by a trial
call on placeholder arrays of the argument shapes: an array becomes a Tensor value, a number a
Python number, anything else (a string) an opaque Python object that can be printed or returned.
Returned from the graph, its value is what the Python returned (a numpy array stays one, as in
MindSpore); ``scalar`` marks a numpy scalar result (carried as a 0-d array inside the graph).
"""
from __future__ import annotations

import threading
from typing import Any, Optional

import numpy as np

from .registry import OpKind, define_op

__all__ = []

PY_EXECUTE = define_op("PyExecute", OpKind.EFFECT, public=False, attrs={"fn": None, "out": None, "kwargs": None, "scalar": False},
                       differentiable=False,
                       doc="PyExecute(fn, out, kwargs)(*args): fn(*args, **kwargs), run by Python when "
                           "the graph runs (LAX fallback).")
PyExecute = PY_EXECUTE.prim_class

#: While a graph holding PyExecute runs: ``inputs`` = (its input arrays, the caller's objects behind them), so
#: the Python run there gets the caller's own Tensor objects, as MindSpore's fallback does (an input handed
#: through a run-time join or a Python call comes back as the same object: ``out == {"k": x}`` compares by
#: identity first).  Set by ``runtime/executable.py``.
RUN = threading.local()


def caller_object(arr: Any) -> Optional[Any]:
    """The caller's Tensor behind input array ``arr`` of the running graph (None: not an input)."""
    inputs = getattr(RUN, "inputs", None)
    if inputs is None:
        return None
    arrays, objects = inputs
    for a, o in zip(arrays, objects):
        if a is arr:
            return o
    return None


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
