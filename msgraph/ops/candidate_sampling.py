"""Candidate samplers: ``P.LogUniformCandidateSampler`` and the function forms ``ops.uniform_candidate_sampler``
/ ``ops.log_uniform_candidate_sampler`` (h-cpu4, session 7; ``P.UniformCandidateSampler`` is st_cpu_b.py's).

LogUniformCandidateSampler is TensorFlow's log-uniform (Zipfian) sampler, as MindSpore's CPU kernel:
``P(c) = log((c + 2) / (c + 1)) / log(range_max + 1)``; a draw is ``floor(exp(u * log(range_max + 1))) - 1``.
With ``unique`` the classes are drawn until ``num_sampled`` distinct ones are found and an expected count
is ``1 - (1 - P(c)) ** tries``, otherwise ``num_sampled * P(c)`` (float32, as the kernel).  The draws are the
kernel's: Philox(87654321, seed) doubles, each call of one primitive starting 2048 * num_sampled words further.
Not differentiable (as in MindSpore).
"""
from __future__ import annotations

import math
from typing import Any, List

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, ShapeError
from .registry import OpKind, define_op, export

__all__: List[str] = ["uniform_candidate_sampler", "log_uniform_candidate_sampler"]


def _luc_check(shape: Any, dtype: Any, num_true: int, num_sampled: int, unique: bool, range_max: int) -> None:
    name = "LogUniformCandidateSampler"
    if np.dtype(dtype).name != "int64":
        raise ArgumentError(f"For '{name}', the 'true_classes' must be a Tensor of int64, but got "
                            f"{np.dtype(dtype).name}.")
    if len(shape) != 2 or (shape[1] is not None and shape[1] != num_true):
        raise ShapeError(f"For '{name}', the 'true_classes' must be 2-D with num_true = {num_true} columns, but got "
                         f"shape {list(shape)}.")
    for arg, v in (("num_true", num_true), ("num_sampled", num_sampled), ("range_max", range_max)):
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 1:
            raise ValueError(f"For '{name}', the '{arg}' must be a positive int, but got {v!r}.")
    if unique and num_sampled > range_max:
        raise ValueError(f"For '{name}', the 'range_max' must be greater than or equal to 'num_sampled' when "
                         f"'unique' is True, but got range_max: {range_max}, num_sampled: {num_sampled}.")


LOG_UNIFORM_CANDIDATE_SAMPLER = define_op(
    "LogUniformCandidateSampler", OpKind.OTHER, n_outputs=3, differentiable=False, stateful=True,
    attrs={"num_true": 1, "num_sampled": 5, "unique": True, "range_max": 5, "seed": 0, "stream": 0},
    doc="LogUniformCandidateSampler(num_true=1, num_sampled=5, unique=True, range_max=5, seed=0)(true_classes): "
        "num_sampled classes drawn log-uniformly from [0, range_max), the expected counts of the true and of "
        "the sampled classes.")


@LOG_UNIFORM_CANDIDATE_SAMPLER.def_impl
def _luc_impl(true_classes: Any, num_true: int = 1, num_sampled: int = 5, unique: bool = True, range_max: int = 5,
              seed: int = 0, stream: int = 0) -> Any:
    from .random_extra import PhiloxDoubles, op_engine

    t = np.asarray(true_classes)
    _luc_check(t.shape, t.dtype, num_true, num_sampled, unique, range_max)
    # the instance's Philox block position: the kernel reserves 2048 * num_sampled 32-bit words per launch
    position = op_engine("LogUniformCandidateSampler", 87654321, seed, (), lambda _seed: [0], (), stream)
    start = position[0]
    position[0] += (2048 * num_sampled + 3) // 4
    gen = PhiloxDoubles(87654321, int(seed), start)
    log_range = math.log1p(range_max)

    def draw() -> int:
        return (int(math.exp(gen.double() * log_range)) - 1) % range_max

    if unique:
        picked: List[int] = []
        seen: set = set()
        tries = 0
        while len(picked) < num_sampled:
            c = draw()
            tries += 1
            if c not in seen:
                seen.add(c)
                picked.append(c)
        sampled = np.array(picked, np.int64)
    else:
        tries = num_sampled
        sampled = np.array([draw() for _ in range(num_sampled)], np.int64)

    def expected(c: np.ndarray) -> np.ndarray:
        c = c.astype(np.float64)
        p = (np.log((c + 2.0) / (c + 1.0)) / log_range).astype(np.float32)
        if tries == num_sampled:
            return (p * np.float32(num_sampled)).astype(np.float32)
        return (-np.expm1(np.float32(tries) * np.log1p(-p))).astype(np.float32)

    return sampled, expected(t), expected(sampled)


@LOG_UNIFORM_CANDIDATE_SAMPLER.def_infer
def _luc_infer(true_classes: Aval, num_true: int = 1, num_sampled: int = 5, unique: bool = True, range_max: int = 5,
               seed: int = 0, stream: int = 0) -> Any:
    _luc_check(true_classes.shape, true_classes.dtype, num_true, num_sampled, unique, range_max)
    return (Aval((num_sampled,), np.dtype(np.int64)), Aval(tuple(true_classes.shape), np.dtype(np.float32)),
            Aval((num_sampled,), np.dtype(np.float32)))


class LogUniformCandidateSampler(LOG_UNIFORM_CANDIDATE_SAMPLER.prim_class):
    """LogUniformCandidateSampler(num_true=1, num_sampled=5, unique=True, range_max=5, seed=0): each instance keeps
    its kernel's Philox position."""

    def __init__(self, num_true: int = 1, num_sampled: int = 5, unique: bool = True, range_max: int = 5,
                 seed: int = 0) -> None:
        from .random_extra import new_stream

        super().__init__(num_true=num_true, num_sampled=num_sampled, unique=unique, range_max=range_max, seed=seed)
        new_stream(self)


LogUniformCandidateSampler.__module__ = "msgraph.ops"
LOG_UNIFORM_CANDIDATE_SAMPLER.prim_class = export(LogUniformCandidateSampler)
LOG_UNIFORM_CANDIDATE_SAMPLER.node_state = True   # one kernel per Graph-mode call site


def uniform_candidate_sampler(true_classes: Any, num_true: int, num_sampled: int, unique: bool, range_max: int,
                              seed: int = 0, remove_accidental_hits: bool = False) -> Any:
    """``P.UniformCandidateSampler(num_true, num_sampled, unique, range_max, seed, remove_accidental_hits)`` applied
    to ``true_classes``: (sampled_candidates, true_expected_count, sampled_expected_count)."""
    from .operations import UniformCandidateSampler

    return UniformCandidateSampler(num_true, num_sampled, unique, range_max, seed=seed,
                                   remove_accidental_hits=remove_accidental_hits)(true_classes)


def log_uniform_candidate_sampler(true_classes: Any, num_true: int = 1, num_sampled: int = 5, unique: bool = True,
                                  range_max: int = 5, seed: int = 0) -> Any:
    """``P.LogUniformCandidateSampler(num_true, num_sampled, unique, range_max, seed)`` applied to ``true_classes``."""
    return LogUniformCandidateSampler(num_true, num_sampled, unique, range_max, seed)(true_classes)
