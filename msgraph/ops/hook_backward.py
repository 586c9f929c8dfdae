"""``ops.HookBackward(hook_fn)`` (PyNative): an identity whose backward calls ``hook_fn``.

``hook_fn(grad) -> new grad | None`` receives the gradients of the outputs as a tuple (one per
input; MindSpore's contract) and may return replacements (a tuple, or one Tensor for one input).
Outside a gradient the primitive just returns its input(s): one Tensor for one input, else a tuple.
It is not a registry primitive (it has no numeric op): graph code sees an identity.
"""
from __future__ import annotations

from typing import Any

from ..autodiff import tape as _tape
from ..common.tensor import Tensor
from ._helpers import user_type
__all__ = ["HookBackward"]


def _lower_identity(low: Any, args: Any, kwargs: Any, loc: Any) -> Any:
    return args[0] if len(args) == 1 else tuple(args)


class HookBackward:
    """``HookBackward(hook_fn, cell_id="")``.  In graph code (Graph mode, ``@jit``) it is the identity
    and the hook is not called."""

    def __init__(self, hook_fn: Any, cell_id: str = "") -> None:
        self.name = "HookBackward"
        self.attrs: dict = {}
        self.__msgraph_lower__ = _lower_identity
        if not callable(hook_fn):
            raise TypeError(f"Expected a callable hook function, but got {user_type(hook_fn).__name__}.")
        self.hook_fn = hook_fn
        self.cell_id = cell_id
        self.attrs["cell_id"] = cell_id

    def __call__(self, *args: Any) -> Any:
        if not args:   # MindSpore 2.10: an empty tuple, in both modes (as graph code's identity gives)
            return ()
        if _tape.STATE.depth and not _tape.STATE.graph_code and any(_tape.is_tracked(a) for a in args):
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
        if len(grads) == 1:
            # one input: MindSpore 2.10 (PyNative) takes a Tensor or a tuple of Tensors and names anything else
            bad = next((e for e in r if not isinstance(e, Tensor)), None) if type(r) is tuple else r
            if bad is not None:
                name = getattr(self.hook_fn, "__name__", type(self.hook_fn).__name__)
                raise TypeError(f"The output type of function: {name} should be a tensor but got "
                                f"{user_type(bad).__name__}.")
        if not isinstance(r, (tuple, list)) or len(r) != len(grads):
            raise TypeError("The output gradient should be a tuple!")
        return tuple(r)


from . import graph_tensor_hook as _graph_tensor_hook  # noqa: E402,F401  (registers TensorHook: graph-code register_hook)
