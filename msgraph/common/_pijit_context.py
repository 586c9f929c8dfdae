"""``mindspore.common._pijit_context``: bytecode capture's context (``jit(capture_mode='bytecode')``).

``PIJitCaptureContext(jit_config=..., fullgraph=...)(fn)`` is how MindSpore (and its tests, through
``tests/st/pi_jit/share/utils.py``'s ``pi_jit_with_config``) wraps a function for bytecode capture; here it
makes msgraph's ``jit(fn, capture_mode='bytecode')`` (``msgraph.api.PIJitFunction``: the function compiled
from its source, a signature the graph compiler rejects run as Python).  ``Unsupported`` is what
``fullgraph=True`` raises at a graph break.  This module sits in the api layer (tests/test_layering.py)."""
from __future__ import annotations

import functools
import inspect
import types

from ..api import PIJitFunction, Unsupported
from . import hooks

__all__ = ["PIJitCaptureContext", "Unsupported"]


class PIJitCaptureContext:
    """MindSpore's bytecode-capture wrapper: ``PIJitCaptureContext(fullgraph=False, jit_config=None)(fn)``."""

    def __init__(self, fullgraph: bool = False, jit_config=None):
        self.fullgraph = fullgraph
        self.config = {"fullgraph": fullgraph}
        if isinstance(jit_config, dict):
            self.config.update(jit_config)
        disable = self.config.get("_disable_pijit")
        if disable is not None and not callable(disable):
            raise TypeError(f"The config '_disable_pijit' must be callable but got {disable}")

    def __call__(self, fn):
        if isinstance(fn, type) and hooks.is_cell(fn):
            fn.construct = self(fn.construct)
            return fn
        if hooks.is_cell(fn):
            return self(type(fn).construct).__get__(fn, type(fn))
        if isinstance(fn, types.MethodType):
            return self(fn.__func__).__get__(fn.__self__, type(fn.__self__))
        if not isinstance(fn, types.FunctionType) or inspect.isgeneratorfunction(fn) \
                or inspect.iscoroutinefunction(fn) or inspect.isasyncgenfunction(fn):
            return fn   # MindSpore warns "unsupported function type" and returns it unchanged
        jf = PIJitFunction(fn, fullgraph=self.fullgraph)
        jf.loop_unrolling = self.config.get("loop_unrolling", True) is not False   # (a for loop breaks the graph)
        disable = self.config.get("_disable_pijit")
        if disable is None:
            return jf

        @functools.wraps(fn)
        def _fn(*args, **kwargs):
            if disable(args, kwargs):
                return fn(*args, **kwargs)   # capture off for these inputs: the plain function
            return jf(*args, **kwargs)

        return _fn
