"""``ops.HookBackward(hook_fn)`` (PyNative): an identity whose backward calls ``hook_fn``.

``hook_fn(grad) -> new grad | None`` receives the gradients of the outputs as a tuple (one per
input; MindSpore's contract) and may return replacements (a tuple, or one Tensor for one input).
Outside a gradient the primitive just returns its input(s): one Tensor for one input, else a tuple.
"""
from __future__ import annotations

from typing import Any

from ..autodiff import tape as _tape
from ..common.tensor import Tensor
from .registry import Primitive

__all__ = ["HookBackward"]


class HookBackward(Primitive):
    """``HookBackward(hook_fn, cell_id="")``."""

    def __init__(self, hook_fn: Any, cell_id: str = "") -> None:
        super().__init__("HookBackward")
        if not callable(hook_fn):
            raise TypeError(f"Expected a callable hook function, but got {type(hook_fn).__name__}.")
        self.hook_fn = hook_fn
        self.cell_id = cell_id
        self.add_prim_attr("cell_id", cell_id)

    def __call__(self, *args: Any) -> Any:
        if not args:
            raise ValueError("For 'HookBackward', the input can not be empty.")
        if _tape.STATE.depth and any(_tape.is_tracked(a) for a in args):
            outs = tuple(Tensor._wrap(a._data) if isinstance(a, Tensor) else a for a in args)
            node = _tape.TapeNode(self, args, outs, bprop=self._bprop_rule, name="HookBackward")
            for o in outs:
                if isinstance(o, Tensor):
                    o._node = node
        else:
            outs = args
        return outs[0] if len(outs) == 1 else tuple(outs)

    def _bprop_rule(self, *args: Any) -> tuple:
        dout = args[-1]
        grads = dout if isinstance(dout, tuple) else (dout,)
        r = self.hook_fn(grads)
        if r is None:
            return grads
        if isinstance(r, Tensor):
            r = (r,)
        if not isinstance(r, (tuple, list)) or len(r) != len(grads):
            raise TypeError("The output gradient should be a tuple!")
        return tuple(r)
