"""``mindspore._extends.parse.standard_method``: MindSpore's Tensor-method implementations as functions
(``standard_method.unsqueeze(x, dim)`` is ``x.unsqueeze(dim)``; h-cpu4, session 7).

msgraph's Tensor methods (common/tensor_methods.py) are the one definition: each function here calls the
method of its first argument, in PyNative and in graph code alike (marked as op entry points, so the
compiler calls them with graph values).  ``tensor_bool`` is ``bool(x)``; ``list_append`` / ``list_insert``
are the list methods MindSpore's graph syntax maps to them.
"""
from __future__ import annotations

from typing import Any, Callable

from ...common.mutable import is_dynamic_len, mark_dynamic_len, seq_grad_as_list
from ...ops.registry import op_function

_METHODS = ("unsqueeze", "view", "var", "topk", "reshape", "take", "choose", "searchsorted", "diagonal", "argmax",
            "argmin", "squeeze", "swapaxes", "bernoulli", "transpose", "flatten", "expand_as", "repeat", "std",
            "mean", "sum", "max", "min", "all", "any", "cumsum", "clip", "ravel", "fill", "astype", "item",
            "itemset", "copy", "narrow", "masked_fill", "abs", "exp", "log", "sqrt", "square", "expand_dims",
            "sort", "argsort", "resize", "trace", "ptp", "roll", "split", "chunk", "tile", "gather", "where")


def _method(name: str) -> Callable[..., Any]:
    def method(x: Any, *args: Any, **kwargs: Any) -> Any:
        return getattr(x, name)(*args, **kwargs)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"``x.{name}(*args, **kwargs)``: the Tensor method as a function."
    return op_function(method)


for _name in _METHODS:
    globals()[_name] = _method(_name)
del _name


@op_function
def tensor_bool(x: Any) -> Any:
    """``bool(x)`` of a one-element Tensor."""
    return bool(x)


@op_function
def list_append(seq: list, value: Any) -> list:
    """``seq.append(value)`` as a new list (MindSpore's graph lists are values); a dynamic-length ``seq`` gives a
    dynamic-length list."""
    if not is_dynamic_len(seq):
        return list(seq) + [value]
    # a dynamic-length tuple gives a tuple (MindSpore 2.10's Graph mode); its gradient is a list (seq_grad_as_list)
    out = seq_grad_as_list(seq) + [value]
    return mark_dynamic_len(tuple(out) if isinstance(seq, tuple) else out)


@op_function
def list_insert(seq: list, index: int, value: Any) -> list:
    """``seq.insert(index, value)`` as a new list."""
    out = seq_grad_as_list(seq) if is_dynamic_len(seq) else list(seq)
    out.insert(index, value)
    return mark_dynamic_len(tuple(out) if isinstance(seq, tuple) else out) if is_dynamic_len(seq) else out


@op_function
def ms_len(input_data: Any) -> Any:
    """``len(input_data)``: MindSpore's implementation of the builtin."""
    return len(input_data)
