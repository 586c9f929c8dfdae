"""APIs MindSpore refuses inside ``construct`` / ``@jit`` code (its ``jit_forbidden_register`` list
and forbidden modules): a call to one is a RuntimeError at compile time naming the API as MindSpore
does ("Failed to compile in GRAPH_MODE because the class 'mindspore.common.initializer.One' is not
supported in 'construct' or function with @jit decorator. ...")."""
from __future__ import annotations

import types
from typing import Any, Optional

# MindSpore's forbidden modules (everything defined there), under msgraph's module names
_MODULES = ("msgraph.common.initializer", "msgraph.context", "msgraph.log")
# Cell methods MindSpore registers with @jit_forbidden_register
_CELL_METHODS = frozenset({
    "register_buffer", "get_buffer", "named_buffers", "buffers", "get_sub_cell", "trainable_params",
    "untrainable_params", "get_parameters", "to", "to_empty", "register_forward_pre_hook",
    "register_forward_hook", "register_backward_pre_hook", "register_backward_hook",
    "register_state_dict_post_hook", "register_state_dict_pre_hook", "state_dict",
    "register_load_state_dict_pre_hook", "register_load_state_dict_post_hook", "load_state_dict",
    "register_saved_tensors_hooks",
})


def _ms_name(mod: str) -> str:
    return "mindspore" + mod[len("msgraph"):] if mod.startswith("msgraph") else mod


def forbidden_message(fn: Any) -> Optional[str]:
    """MindSpore's message when graph code calls ``fn``, or None when ``fn`` is allowed."""
    if isinstance(fn, types.MethodType):
        func = fn.__func__
        mod = getattr(func, "__module__", "") or ""
        if mod.startswith("msgraph.nn.cell") and func.__qualname__.split(".")[-1] in _CELL_METHODS \
                and func.__qualname__.startswith("Cell."):
            return _message("method or function", f"mindspore.nn.cell.{func.__qualname__}")
        return None
    mod = getattr(fn, "__module__", None)
    if not isinstance(mod, str) or not any(mod == m or mod.startswith(m + ".") for m in _MODULES):
        return None
    if isinstance(fn, type):
        return _message("class", f"{_ms_name(mod)}.{fn.__name__}")
    if isinstance(fn, types.FunctionType):
        return _message("method or function", f"{_ms_name(mod)}.{fn.__qualname__}")
    return None


def _message(kind: str, name: str) -> str:
    return (f"Failed to compile in GRAPH_MODE because the {kind} '{name}' is not supported in 'construct' "
            f"or function with @jit decorator. Try to use the {kind} '{name}' externally such as "
            f"initialized in the method '__init__' before assigning.")
