"""``ops.Morph(fn, infer_shape, infer_dtype, bprop_fn=None)``: a user function used as a primitive.

In graph code (Graph mode, ``@jit``) a call to it is a call to ``fn`` (lowered inline, keyword arguments
too), differentiated through ``fn`` or, when ``bprop_fn`` is given, by ``bprop_fn(*inputs, out, dout)`` as a
Cell's ``bprop`` is.  MindSpore 2.10 supports it only in Graph mode: a call from PyNative code is its
RuntimeError.  ``infer_shape``/``infer_dtype`` are kept (msgraph infers from ``fn`` itself).
"""
from __future__ import annotations

import inspect
from typing import Any, Dict, Sequence

__all__ = ["Morph"]


class Morph:
    """See the module doc."""

    def __init__(self, fn: Any, infer_shape: Any, infer_dtype: Any, bprop_fn: Any = None) -> None:
        self.name = "Morph"
        self.attrs: Dict[str, Any] = {"side_effect_backprop": True, "side_effect_mem": True,
                                      "side_effect_io": True, "__metamorphosis__": True}
        self._infer_shape = infer_shape
        self._infer_dtype = infer_dtype
        self.__morph_fn__ = fn
        self.__morph_bprop_fn__ = None
        if bprop_fn:
            for param in inspect.signature(fn).parameters.values():
                if param.kind is not inspect.Parameter.POSITIONAL_OR_KEYWORD \
                        or param.default is not inspect.Parameter.empty:
                    raise ValueError(f"When use `bprop` in Morph, Morph `fn` only support positional or keyword "
                                     f"parameters with default value is empty, but got param '{param.name}' of "
                                     f"kind '{param.kind.name}' with default value '{param.default}'.")
            self.__morph_bprop_fn__ = bprop_fn
        self.__msgraph_lower__ = self._lower   # on the instance only: constructing one is plain Python

    def add_prim_attr(self, name: str, value: Any) -> "Morph":
        self.attrs[name] = value
        return self

    def infer_shape(self, *args: Any) -> Any:
        return self._infer_shape(*args)

    def infer_dtype(self, *args: Any) -> Any:
        return self._infer_dtype(*args)

    def _lower(self, low: Any, args: Sequence[Any], kwargs: Dict[str, Any], loc: Any) -> Any:
        if self.__morph_bprop_fn__ is None:
            return low.call_function(self.__morph_fn__, list(args), dict(kwargs), loc=loc)
        return low.call_with_bprop(self.__morph_fn__, self.__morph_bprop_fn__, list(args), dict(kwargs), loc,
                                   "Morph.bprop")

    def __call__(self, *args: Any) -> Any:
        raise RuntimeError("Morph is only supported in GRAPH_MODE.")

    def __repr__(self) -> str:
        return "Prim[Morph]"
