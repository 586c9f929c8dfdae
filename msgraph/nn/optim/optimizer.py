"""``nn.Optimizer``: the base of SGD, Momentum, Adam, AdamW.

An optimizer is a Cell whose ``construct(self, gradients)`` updates its
Parameters IN PLACE with ``ops.assign`` (an ordered side effect in Graph mode,
an immediate write in PyNative mode).  Its state -- the learning rate, moments,
step counters -- lives in Parameters with ``requires_grad=False``, so it
persists across calls (and across graph executions) and can be changed with
``set_data`` without recompiling.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ...common.tensor import Parameter, Tensor
from ..cell import Cell
from ..parameter_tuple import ParameterTuple

__all__ = ["Optimizer", "default_decay_filter"]


def default_decay_filter(param: Parameter) -> bool:
    """MindSpore's default: weight decay skips BatchNorm/LayerNorm ``gamma`` and ``beta``."""
    return "beta" not in param.name and "gamma" not in param.name


def _check_params(name: str, parameters: Any) -> list:
    if isinstance(parameters, Parameter):
        raise TypeError(f"For '{name}', 'params' must be a list of Parameters, but got a single Parameter.")
    params = list(parameters)
    if not params:
        raise ValueError(f"For '{name}', the 'params' list must not be empty.")
    for p in params:
        if isinstance(p, dict):
            raise NotImplementedError(f"For '{name}', parameter groups (dicts) are not supported yet.")
        if not isinstance(p, Parameter):
            raise TypeError(f"For '{name}', each element of 'params' must be a Parameter, "
                            f"but got {type(p).__name__}.")
    return params


def _lr_parameter(name: str, learning_rate: Any) -> Parameter:
    if isinstance(learning_rate, bool):
        raise TypeError(f"For '{name}', 'learning_rate' must be a float, int or Tensor, but got bool.")
    if isinstance(learning_rate, (int, float)):
        if learning_rate < 0:
            raise ValueError(f"For '{name}', 'learning_rate' must be non-negative, but got {learning_rate}.")
        return Parameter(np.asarray(learning_rate, np.float32), name="learning_rate", requires_grad=False)
    if isinstance(learning_rate, Tensor):
        if learning_rate.ndim != 0:
            raise NotImplementedError(f"For '{name}', only a scalar Tensor learning rate is supported "
                                      f"(dynamic learning-rate lists are not).")
        return Parameter(np.array(learning_rate.asnumpy()), name="learning_rate", requires_grad=False)
    raise TypeError(f"For '{name}', 'learning_rate' must be a float, int or Tensor, "
                    f"but got {type(learning_rate).__name__}.")


class Optimizer(Cell):
    """Base class: holds ``parameters`` (a ParameterTuple), ``learning_rate`` and weight decay.

    Subclasses implement ``construct(self, gradients)``; ``gradients`` is a tuple in
    the order of ``parameters`` (what ``GradOperation(get_by_list=True)`` returns).
    """

    def __init__(self, learning_rate: Any, parameters: Sequence[Parameter], weight_decay: float = 0.0,
                 loss_scale: float = 1.0):
        super().__init__(auto_prefix=False)
        name = type(self).__name__
        params = _check_params(name, parameters)
        if isinstance(weight_decay, bool) or not isinstance(weight_decay, (int, float)) or weight_decay < 0:
            raise ValueError(f"For '{name}', 'weight_decay' must be a non-negative float, but got {weight_decay!r}.")
        if isinstance(loss_scale, bool) or not isinstance(loss_scale, (int, float)) or loss_scale <= 0:
            raise ValueError(f"For '{name}', 'loss_scale' must be a positive float, but got {loss_scale!r}.")
        self.parameters = ParameterTuple(params)
        self.learning_rate = _lr_parameter(name, learning_rate)
        self.weight_decay = float(weight_decay)
        self.loss_scale = float(loss_scale)
        self.reciprocal_scale = 1.0 / self.loss_scale
        self.decay_flags = tuple(default_decay_filter(p) for p in params)
        self.global_step = Parameter(np.array([0], np.int32), name="global_step", requires_grad=False)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        # PyNative applies each assign as it runs: check every gradient first, so a bad one cannot
        # leave the step half-applied (Graph mode writes Parameters back only at the end anyway).
        if args and isinstance(args[0], (tuple, list)):
            self._check_gradients(args[0])
        return super().__call__(*args, **kwargs)

    def _check_gradients(self, gradients: Sequence[Any]) -> None:
        from ...errors import ShapeError

        name = type(self).__name__
        if len(gradients) != len(self.parameters):
            raise ShapeError(f"For '{name}', got {len(gradients)} gradient(s) for {len(self.parameters)} "
                             f"Parameter(s).", hint="pass one gradient per Parameter, in the same order")
        for p, g in zip(self.parameters, gradients):
            shape = getattr(g, "shape", None)
            if shape is not None and tuple(shape) != tuple(p.shape):
                raise ShapeError(f"For '{name}', the gradient of Parameter '{p.name}' has shape {tuple(shape)} "
                                 f"but the Parameter has shape {tuple(p.shape)}.")

    def _state(self, prefix: str, init: Any = "zeros") -> ParameterTuple:
        """One state Parameter per parameter, named ``prefix.<param name>``, not trainable."""
        state = self.parameters.clone(prefix=prefix, init=init)
        for p in state:
            p.requires_grad = False
        return state

    def get_lr(self):
        """The current learning rate (a 0-d Parameter)."""
        return self.learning_rate

    def decay_weight(self, gradients):
        """``g + weight_decay * p`` for parameters passing the decay filter (L2 regularisation)."""
        if self.weight_decay > 0:
            out = ()
            for param, grad, flag in zip(self.parameters, gradients, self.decay_flags):
                if flag:
                    grad = grad + param * self.weight_decay
                out = out + (grad,)
            return out
        return gradients

    def scale_grad(self, gradients):
        """Undo the loss scale: ``g / loss_scale``."""
        if self.loss_scale != 1.0:
            out = ()
            for grad in gradients:
                out = out + (grad * self.reciprocal_scale,)
            return out
        return gradients

    def construct(self, gradients):
        raise NotImplementedError
