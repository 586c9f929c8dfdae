"""Learning-rate lists, one value per step (``mindspore.nn.dynamic_lr``).

Each function returns a Python ``list`` of ``total_step`` floats; pass it (or a Tensor of it) as an
optimizer's ``learning_rate`` and step ``i`` uses element ``i``.  ``epoch(i) = floor(i / step_per_epoch)``.
"""
from __future__ import annotations

import math
from typing import List, Sequence

from . import _checks as chk

__all__ = ["piecewise_constant_lr", "exponential_decay_lr", "natural_exp_decay_lr", "inverse_decay_lr",
           "cosine_decay_lr", "polynomial_decay_lr", "warmup_lr"]


def piecewise_constant_lr(milestone: Sequence[int], learning_rates: Sequence[float]) -> List[float]:
    """``learning_rates[t]`` for every step in ``[milestone[t-1], milestone[t])``; length ``milestone[-1]``."""
    chk.value_type(milestone, "milestone", (tuple, list))
    chk.value_type(learning_rates, "learning_rates", (tuple, list))
    if len(milestone) != len(learning_rates):
        raise ValueError(f"For 'piecewise_constant_lr', the size of 'milestone' must be same with the size of "
                         f"'learning_rates', but got 'milestone' size: {len(milestone)}, 'learning_rates' size: "
                         f"{len(learning_rates)}.")
    out: List[float] = []
    previous = 0
    for i, (stop, rate) in enumerate(zip(milestone, learning_rates)):
        chk.positive_int(stop, f"milestone[{i}]")
        chk.is_float(rate, f"learning_rates[{i}]")
        if stop < previous:
            raise ValueError(f"For 'piecewise_constant_lr', the value of milestone[{i}] must be greater than "
                             f"milestone[{i - 1}], but got milestone[{i}]: {stop}, milestone[{i - 1}]: {previous}.")
        out.extend([rate] * (stop - previous))
        previous = stop
    return out


def _check_steps(total_step, step_per_epoch, epochs, epochs_name):
    chk.positive_int(total_step, "total_step")
    chk.positive_int(step_per_epoch, "step_per_epoch")
    chk.positive_int(epochs, epochs_name)


def _check_decay(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair):
    _check_steps(total_step, step_per_epoch, decay_epoch, "decay_epoch")
    chk.positive_float(learning_rate, "learning_rate")
    chk.positive_float(decay_rate, "decay_rate")
    chk.bool_value(is_stair, "is_stair")


def _epochs(total_step: int, step_per_epoch: int):
    return (math.floor(i / step_per_epoch) for i in range(total_step))


def _decay_list(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair, rate_of_epoch):
    """The checked arguments of the exponential/natural/inverse decays, and ``rate_of_epoch(epoch)`` per step."""
    _check_decay(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    return [rate_of_epoch(epoch) for epoch in _epochs(total_step, step_per_epoch)]


def exponential_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    """``learning_rate * decay_rate ** (epoch / decay_epoch)`` (the exponent floored when ``is_stair``)."""
    def rate(epoch):
        exponent = epoch / decay_epoch
        return learning_rate * decay_rate ** (math.floor(exponent) if is_stair else exponent)
    return _decay_list(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair, rate)


def natural_exp_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    """``learning_rate * e ** (-decay_rate * epoch)``; ``is_stair`` rounds epoch down to a multiple of
    ``decay_epoch``."""
    def rate(epoch):
        if is_stair:
            epoch = math.floor(epoch / decay_epoch) * decay_epoch
        return learning_rate * math.e ** (-decay_rate * epoch)
    return _decay_list(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair, rate)


def inverse_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    """``learning_rate / (1 + decay_rate * epoch / decay_epoch)`` (the ratio floored when ``is_stair``)."""
    def rate(epoch):
        if is_stair:
            return learning_rate / (1 + decay_rate * math.floor(epoch / decay_epoch))
        return learning_rate / (1 + decay_rate * epoch / decay_epoch)
    return _decay_list(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair, rate)


def cosine_decay_lr(min_lr, max_lr, total_step, step_per_epoch, decay_epoch):
    """``min_lr + 0.5 * (max_lr - min_lr) * (1 + cos(pi * min(epoch, decay_epoch) / decay_epoch))``."""
    chk.float_type(min_lr, "min_lr", "cosine_decay_lr")
    chk.non_negative_float(min_lr, "min_lr")
    chk.positive_float(max_lr, "max_lr")
    _check_steps(total_step, step_per_epoch, decay_epoch, "decay_epoch")
    if min_lr >= max_lr:
        raise ValueError(f"For 'cosine_decay_lr', the 'max_lr' must be greater than the 'min_lr', "
                         f"but got 'max_lr' value: {max_lr}, 'min_lr' value: {min_lr}.")
    half = 0.5 * (max_lr - min_lr)
    return [min_lr + half * (1 + math.cos(math.pi * min(epoch, decay_epoch) / decay_epoch))
            for epoch in _epochs(total_step, step_per_epoch)]


def polynomial_decay_lr(learning_rate, end_learning_rate, total_step, step_per_epoch, decay_epoch, power,
                        update_decay_epoch=False):
    """``(learning_rate - end) * (1 - e / D) ** power + end`` with ``e = min(epoch, decay_epoch)`` and
    ``D = decay_epoch``; with ``update_decay_epoch``, ``e = epoch`` and ``D`` grows to the next multiple
    of ``decay_epoch`` (at least ``decay_epoch``)."""
    chk.positive_float(learning_rate, "learning_rate")
    chk.float_type(end_learning_rate, "end_learning_rate", "polynomial_decay_lr")
    chk.non_negative_float(end_learning_rate, "end_learning_rate")
    chk.positive_float(power, "power")
    _check_steps(total_step, step_per_epoch, decay_epoch, "decay_epoch")
    chk.bool_value(update_decay_epoch, "update_decay_epoch")
    delta = learning_rate - end_learning_rate
    out = []
    for epoch in _epochs(total_step, step_per_epoch):
        if update_decay_epoch:
            span, done = decay_epoch * max(math.ceil(epoch / decay_epoch), 1), epoch
        else:
            span, done = decay_epoch, min(decay_epoch, epoch)
        out.append(delta * (1 - done / span) ** power + end_learning_rate)
    return out


def warmup_lr(learning_rate, total_step, step_per_epoch, warmup_epoch):
    """``learning_rate * min(epoch, warmup_epoch) / warmup_epoch``."""
    chk.float_type(learning_rate, "learning_rate", "warmup_lr")
    chk.non_negative_float(learning_rate, "learning_rate")
    chk.positive_int(warmup_epoch, "warmup_epoch")  # MindSpore checks it before the steps
    chk.positive_int(total_step, "total_step")
    chk.positive_int(step_per_epoch, "step_per_epoch")
    return [learning_rate * min(warmup_epoch, epoch) / warmup_epoch for epoch in _epochs(total_step, step_per_epoch)]
