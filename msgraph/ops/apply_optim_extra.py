"""MindSpore's ``SGD`` primitive (in-place momentum SGD on Parameters; h-monad, session 6).

Same scheme as ``apply_optim.py`` and ``sparse_optim.py``: the math is ONE registry op (``SGDRule``,
not public) computing the new (parameters, accum, stat) from the old; the primitive writes them to its
Parameters with ``Assign`` and returns the new parameters.  As MindSpore 2.10's CPU kernel (recorded:
tests/conformance/programs/st_monad): per element, ``stat > 0`` marks a first step (``accum = grad``,
``stat`` set to 0).  Not differentiable (as in MindSpore).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import ArgumentError, DTypeError
from ._compose import CompositePrimitive
from .sparse_optim import _check_tensor, _rule, _run, _scalar
from ._helpers import user_type

__all__: list = []


def _sgd_impl(param, accum, stat, grad, lr, momentum, dampening=0.0, weight_decay=0.0, nesterov=False):
    param, accum, stat, grad = (np.array(x, copy=True) for x in (param, accum, stat, grad))
    dt = param.dtype
    lr, momentum = _scalar(lr), _scalar(momentum)
    if dt == np.float16:   # MindSpore 2.10's CPU kernel computes float16 in float32 (measured, session 33)
        param, accum, stat, grad = (x.astype(np.float32) for x in (param, accum, stat, grad))
        lr, momentum = np.float32(lr), np.float32(momentum)
    g = grad + weight_decay * param if weight_decay > 0 else grad
    if momentum > 0:
        first = stat > 0
        accum = np.where(first, g, accum * momentum + (1 - dampening) * g)
        stat = np.where(first, np.zeros_like(stat), stat)
        g = g + accum * momentum if nesterov else accum
    return tuple(np.asarray(x).astype(dt) for x in (param - lr * g, accum, stat))


_SGD_RULE = _rule("SGD", 3, {"dampening": 0.0, "weight_decay": 0.0, "nesterov": False}, _sgd_impl)


class SGD(CompositePrimitive):
    """SGD(dampening=0.0, weight_decay=0.0, nesterov=False)(parameters, gradient, learning_rate, accum,
    momentum, stat): momentum SGD step on parameters, accum and stat; returns parameters."""

    _attrs = {"dampening": 0.0, "weight_decay": 0.0, "nesterov": False}

    def _check_attrs(self) -> None:
        a = self.attrs
        if not isinstance(a["nesterov"], bool):
            raise ArgumentError(f"For 'SGD', the type of 'nesterov' must be bool, but got "
                                f"{user_type(a['nesterov']).__name__}.")
        if a["nesterov"] and a["dampening"] != 0:
            raise ValueError(f"For 'SGD', the 'dampening' must be 0 when 'nesterov' is True, "
                             f"but got 'dampening': {a['dampening']}.")

    def __call__(self, parameters: Any, gradient: Any, learning_rate: Any, accum: Any, momentum: Any,
                 stat: Any) -> Any:
        for arg, x in (("parameters", parameters), ("accum", accum), ("stat", stat)):
            _check_tensor("SGD", arg, x)
        dt = str(getattr(parameters, "dtype", "Float32"))
        if dt not in ("Float16", "Float32"):   # MindSpore 2.10: no float64 kernel (measured, session 33)
            raise DTypeError(f"For primitive[SGD], the input argument[parameters] must be a type of "
                             f"{{Tensor[Float16], Tensor[Float32]}}, but got Ref[Tensor[{dt}]].")
        return _run(self, _SGD_RULE, (parameters, accum, stat), (gradient, learning_rate, momentum))[0]


__all__ += ["SGD"]
