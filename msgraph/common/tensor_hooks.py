"""``Tensor.register_hook`` (PyNative): backward hooks on one version of a Tensor.

MindSpore calls ``hook(grad)`` once the gradient of the tensor is complete (summed over all of its
uses) and uses the hook's return value instead of that gradient when it is not None.  A hook
belongs to the *version* of the tensor it was registered on: an in-place update after the
registration makes a new version without hooks (``hooks()`` is then empty), while the gradient of
the old version still goes through the old hook.  The reverse sweep (``autodiff/tape.py``) calls
:func:`apply_hooks` with the version it completes.
"""
from __future__ import annotations

import itertools
import weakref
from typing import Any, Dict, List

_keys = itertools.count()
#: handle id -> the Tensor it was registered on (weakly): ``Tensor.remove_hook(handle.id)``
_BY_ID: Dict[int, Any] = {}

#: Set once any hook is registered: compiled functions then key their cache on the hooks of their Tensor
#: arguments (a gradient taken inside the graph applies them; api.JitFunction.call_with).
ANY = [False]


class TensorHookHandle:
    """What ``Tensor.register_hook`` returns: ``remove()`` unregisters the hook (idempotent)."""

    def __init__(self, tensor: Any, key: int) -> None:
        self._hooks = tensor._hooks
        self._key = key
        self.id = key
        self.tensor_weakref = weakref.ref(tensor)

    def remove(self) -> None:
        if self._hooks is not None:
            self._hooks.pop(self._key, None)
        _BY_ID.pop(self._key, None)


def remove_hook(handle_id: Any) -> None:
    """``Tensor.remove_hook(handle.id)``: unregister the hook of that handle (nothing for an unknown id)."""
    if isinstance(handle_id, bool) or not isinstance(handle_id, int):
        raise TypeError(f"argument 1 must be int, not {type(handle_id).__name__}")
    ref = _BY_ID.pop(handle_id, None)
    tensor = ref() if ref is not None else None
    hooks = getattr(tensor, "_hooks", None)
    if hooks:
        hooks.pop(handle_id, None)


def register_hook(tensor: Any, hook: Any) -> TensorHookHandle:
    if not callable(hook):
        raise TypeError(f"Expected a callable hook function, but got {type(hook).__name__}.")
    if getattr(tensor, "requires_grad", True) is False or "_vnograd" in getattr(tensor, "__dict__", {}):
        # (MindSpore 2.10 PyNative: also the output of a view op -- reshape, view, getitem, transpose, narrow,
        # split... -- made outside any gradient; measured, adapt43pn/hook_on_view_outside_grad)
        raise RuntimeError("The tensor requires grad is false, which can not register tensor hook.")
    hooks = getattr(tensor, "_hooks", None)
    if hooks is None:
        hooks = tensor._hooks = {}
    key = next(_keys)
    hooks[key] = (hook, id(getattr(tensor, "_node", None)))
    ANY[0] = True
    _BY_ID[key] = weakref.ref(tensor, lambda _r, k=key: _BY_ID.pop(k, None))
    return TensorHookHandle(tensor, key)


def hooks_of(tensor: Any) -> List[Any]:
    """The hooks registered on the tensor's current version, in registration order."""
    hooks = getattr(tensor, "_hooks", None)
    if not hooks:
        return []
    version = id(getattr(tensor, "_node", None))
    return [fn for fn, v in hooks.values() if v == version or (type(v) is tuple and version in v)]


def follow_refresh(tensor: Any, old_node: Any) -> None:
    """A view was given a new version because its input (or another view of it) was written (common/views.py):
    MindSpore 2.10 keeps the view's Tensor hooks (measured: adapt43pn/view_hook_after_base_write), so the hooks of
    the old version also hook the new one (and still the old, for the uses made before the write)."""
    hooks = getattr(tensor, "_hooks", None)
    if not hooks:
        return
    old, new = id(old_node), id(getattr(tensor, "_node", None))
    for key, (fn, v) in list(hooks.items()):
        if v == old or (type(v) is tuple and old in v):
            hooks[key] = (fn, (v if type(v) is tuple else (v,)) + (new,))


def apply_hooks(tensor: Any, producer: Any, grad: Any) -> Any:
    """``grad`` passed through the hooks of the version of ``tensor`` made by ``producer``."""
    hooks = getattr(tensor, "_hooks", None)
    if not hooks or grad is None:
        return grad
    version = id(producer)
    for fn, v in list(hooks.values()):
        if v == version or (type(v) is tuple and version in v):
            r = fn(grad)
            if r is not None:
                if not hasattr(r, "_data"):   # MindSpore 2.10 PyNative: a number, tuple, list... is a RuntimeError
                    from ..errors import OpRuntimeError

                    raise OpRuntimeError(f"Tensor hook should be return Tensor, but get type: {type(r).__name__}.")
                grad = r
    return grad
