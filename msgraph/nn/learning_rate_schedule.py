"""Learning-rate schedules as Cells (``mindspore.nn.learning_rate_schedule``).

A schedule maps the step (an int32 Tensor, e.g. an optimizer's ``global_step``) to a float32 learning
rate with ops, so it runs inside a Graph-mode training step: the step is a graph value, and a new
step never recompiles.  Pass one as an optimizer's ``learning_rate``.
"""
from __future__ import annotations

import math

from .. import ops
from ..common import dtype as mstype
from . import _checks as chk
from .cell import Cell

__all__ = ["LearningRateSchedule", "ExponentialDecayLR", "NaturalExpDecayLR", "InverseDecayLR", "CosineDecayLR",
           "PolynomialDecayLR", "WarmUpLR"]


class LearningRateSchedule(Cell):
    """Base class: ``construct(global_step)`` returns the learning rate of that step."""

    def __init__(self):
        super().__init__()

    def construct(self, global_step):
        raise NotImplementedError


class _DecayLR(LearningRateSchedule):
    """The arguments the exponential, natural-exponential and inverse decays share, checked once."""

    def __init__(self, learning_rate, decay_rate, decay_steps, is_stair=False):
        super().__init__()
        cls_name = type(self).__name__
        chk.positive_int(decay_steps, "decay_steps", cls_name)
        chk.positive_float(learning_rate, "learning_rate", cls_name)
        chk.positive_float(decay_rate, "decay_rate", cls_name)
        chk.bool_value(is_stair, "is_stair", cls_name)
        self.learning_rate = learning_rate
        self.decay_rate = decay_rate
        self.decay_steps = decay_steps
        self.is_stair = is_stair


def _step(global_step):
    return ops.cast(global_step, mstype.float32)


class ExponentialDecayLR(_DecayLR):
    """``learning_rate * decay_rate ** (step / decay_steps)`` (the exponent floored when ``is_stair``)."""

    def construct(self, global_step):
        p = _step(global_step) / self.decay_steps
        if self.is_stair:
            p = ops.floor(p)
        return self.learning_rate * ops.pow(self.decay_rate, p)


class NaturalExpDecayLR(_DecayLR):
    """``learning_rate * e ** (-decay_rate * step)``; ``is_stair`` rounds the step down to a multiple of
    ``decay_steps``."""

    def __init__(self, learning_rate, decay_rate, decay_steps, is_stair=False):
        super().__init__(learning_rate, decay_rate, decay_steps, is_stair)
        self.math_e = math.e

    def construct(self, global_step):
        p = _step(global_step)
        if self.is_stair:
            p = ops.floor_div(p, self.decay_steps) * self.decay_steps
        return self.learning_rate * ops.pow(self.math_e, -self.decay_rate * p)


class InverseDecayLR(_DecayLR):
    """``learning_rate / (1 + decay_rate * step / decay_steps)`` (the ratio floored when ``is_stair``)."""

    def construct(self, global_step):
        p = _step(global_step) / self.decay_steps
        if self.is_stair:
            p = ops.floor(p)
        return self.learning_rate / (1 + self.decay_rate * p)


class CosineDecayLR(LearningRateSchedule):
    """``min_lr + 0.5 * (max_lr - min_lr) * (1 + cos(pi * min(step, decay_steps) / decay_steps))``
    (computed as MindSpore does, with ``sin(x + pi/2)``)."""

    def __init__(self, min_lr, max_lr, decay_steps):
        super().__init__()
        chk.float_type(min_lr, "min_lr", "CosineDecayLR")
        chk.non_negative_float(min_lr, "min_lr", "CosineDecayLR")
        chk.positive_float(max_lr, "max_lr", "CosineDecayLR")
        chk.positive_int(decay_steps, "decay_steps", "CosineDecayLR")
        if min_lr >= max_lr:
            raise ValueError(f"For 'CosineDecayLR', the 'max_lr' must be greater than the 'min_lr', "
                             f"but got 'max_lr' value: {max_lr}, 'min_lr' value: {min_lr}.")
        self.min_lr = min_lr
        self.max_lr = max_lr
        self.decay_steps = decay_steps
        self.math_pi = math.pi
        self.delta = 0.5 * (max_lr - min_lr)

    def construct(self, global_step):
        p = ops.cast(ops.minimum(global_step, self.decay_steps), mstype.float32)
        return self.min_lr + self.delta * (1.0 + ops.sin(self.math_pi * (p / self.decay_steps + 0.5)))


class PolynomialDecayLR(LearningRateSchedule):
    """``(learning_rate - end) * (1 - s / D) ** power + end`` with ``s = min(step, decay_steps)`` and
    ``D = decay_steps``; with ``update_decay_steps``, ``s = step`` and ``D`` is ``decay_steps`` times
    ``max(ceil(step / decay_steps), 1)``."""

    def __init__(self, learning_rate, end_learning_rate, decay_steps, power, update_decay_steps=False):
        super().__init__()
        chk.positive_float(learning_rate, "learning_rate")
        chk.float_type(end_learning_rate, "end_learning_rate", "PolynomialDecayLR")
        chk.non_negative_float(end_learning_rate, "end_learning_rate", "PolynomialDecayLR")
        chk.positive_int(decay_steps, "decay_steps", "PolynomialDecayLR")
        chk.bool_value(update_decay_steps, "update_decay_steps", "PolynomialDecayLR")
        chk.positive_float(power, "power", "PolynomialDecayLR")
        self.decay_steps = decay_steps
        self.start_learning_rate = learning_rate
        self.end_learning_rate = end_learning_rate
        self.diff_learning_rate = learning_rate - end_learning_rate
        self.power = power
        self.update_decay_steps = update_decay_steps

    def construct(self, global_step):
        step = _step(global_step)
        span = self.decay_steps
        if self.update_decay_steps:
            ceil = -ops.floor(-(step / span))
            span = span * ops.maximum(ceil, 1)
        else:
            step = ops.minimum(step, span)
        p = step / span
        return self.diff_learning_rate * ops.pow(1.0 - p, self.power) + self.end_learning_rate


class WarmUpLR(LearningRateSchedule):
    """``learning_rate * min(step, warmup_steps) / warmup_steps``."""

    def __init__(self, learning_rate, warmup_steps):
        super().__init__()
        chk.float_type(learning_rate, "learning_rate", "WarmUpLR")
        chk.non_negative_float(learning_rate, "learning_rate", "WarmUpLR")
        chk.positive_int(warmup_steps, "warmup_steps", "WarmUpLR")
        self.warmup_steps = warmup_steps
        self.learning_rate = learning_rate

    def construct(self, global_step):
        percent = ops.cast(ops.minimum(global_step, self.warmup_steps), mstype.float32) / self.warmup_steps
        return self.learning_rate * percent
