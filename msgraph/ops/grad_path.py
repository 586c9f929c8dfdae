"""One pass-through gradient op: a forward value with a MindSpore grad kernel as the gradient of other inputs.

Where msgraph computes an op's forward value as a composition but MindSpore differentiates the op with its own grad
kernel (GroupNormGrad, the float64 LayerNormGrad that computes in float32, ReLU6Grad, HSigmoidGrad, LogitGrad), the
composition's value goes through ``GradPath(rule, params)(value, *args)``: the op returns ``value`` (whose own
gradient is stopped) and the gradients of ``args`` are what the registered gradient rule ``rule`` computes from
``dout`` and ``args``.  Each rule sits beside its kernel (``@grad_path_rule("GroupNormGrad")`` in nn_extra.py...);
``params`` are the rule's attributes as ``(name, value)`` pairs, so the primitive stays hashable and printable.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Tuple

import numpy as np

from ..common.aval import Aval
from .registry import OpKind, apply, bprop_getters, define_op, prim

GRAD_PATH = define_op(
    "GradPath", OpKind.OTHER, attrs={"rule": "", "params": ()}, public=False,
    doc="GradPath(rule, params)(value, *args) -> value: value passed through (its gradient stopped), with the "
        "gradients of args computed by the gradient rule `rule` (MindSpore's grad kernel; params its attributes).")

#: rule name -> ``fn(dout, *args, **params) -> one gradient per arg``
_RULES: Dict[str, Callable[..., Tuple[Any, ...]]] = {}


def grad_path_rule(name: str) -> Callable[[Callable[..., Tuple[Any, ...]]], Callable[..., Tuple[Any, ...]]]:
    """Register ``fn(dout, *args, **params)`` (the gradients of ``args``, one each) as GradPath's rule ``name``."""
    def register(fn: Callable[..., Tuple[Any, ...]]) -> Callable[..., Tuple[Any, ...]]:
        if name in _RULES:
            raise ValueError(f"GradPath rule {name!r} is defined twice")
        _RULES[name] = fn
        return fn
    return register


@GRAD_PATH.def_impl
def _grad_path_impl(value: Any, *args: Any, rule: str = "", params: Tuple[Tuple[str, Any], ...] = ()) -> Any:
    return np.asarray(value)


@GRAD_PATH.def_infer
def _grad_path_infer(value: Aval, *args: Aval, rule: str = "", params: Tuple[Tuple[str, Any], ...] = ()) -> Aval:
    return Aval(tuple(value.shape), value.dtype)


@bprop_getters.register(GRAD_PATH.prim_class)
def _grad_path_bprop(self: Any) -> Any:
    rule = _RULES[self.attrs["rule"]]
    params = dict(self.attrs["params"])

    def bprop(value: Any, *rest: Any) -> Tuple[Any, ...]:
        from . import functional as F

        args, dout = rest[:-2], rest[-1]
        return (F.zeros_like(value), *rule(dout, *args, **params))
    return bprop


def grad_path(rule: str, value: Any, *args: Any, **params: Any) -> Any:
    """``value`` (its gradient stopped) with the gradients of ``args`` computed by GradPath's rule ``rule``."""
    from . import functional as F

    return apply(prim(GRAD_PATH, rule=rule, params=tuple(params.items())), (F.stop_gradient(value), *args))
