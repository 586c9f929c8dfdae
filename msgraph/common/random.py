"""The global random state: ``ms.set_seed`` / ``ms.get_seed`` and the generator random ops draw from.

Random ops (dropout) draw from one numpy Generator at run time, in PyNative and Graph
mode alike, so the same program after the same ``set_seed`` makes the same draws.
"""
from __future__ import annotations

from typing import Dict, Optional, Tuple

import numpy as np

_seed: Optional[int] = None
_generator: np.random.Generator = np.random.default_rng()
#: the random functions' per-(kernel name, op seed) counters (common/seed.py: how they grow), kept here where
#: ``set_seed`` restarts them
_KERNEL_SEED: Dict[Tuple[str, int], int] = {}


def _reset_op_seed() -> None:
    """Restart every (kernel name, op seed) counter at its op seed (``set_seed`` does)."""
    for key in _KERNEL_SEED:
        _KERNEL_SEED[key] = key[1]


def set_seed(seed: int) -> None:
    """Seed the global generator (a non-negative int) and numpy's (``np.random.seed``, as MindSpore does: the
    initializers take their seeds from it); later random ops and initializers are reproducible."""
    global _seed, _generator
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        from ..errors import ArgumentError

        raise ArgumentError(f"set_seed: the seed must be a non-negative int, but got {seed!r}.")
    np.random.seed(int(seed))  # as MindSpore's (a seed >= 2**32 is numpy's ValueError): initializers seed from it
    import random

    random.seed(int(seed))     # MindSpore seeds Python's generator too (through the dataset seed)
    _reset_op_seed()           # the random functions' per-kernel seed counters (common/seed.py)
    _seed = int(seed)
    _generator = np.random.default_rng(_seed)


def get_seed() -> Optional[int]:
    """The seed last given to :func:`set_seed` (None if never set)."""
    return _seed


def generator() -> np.random.Generator:
    """The global numpy Generator random ops draw from."""
    return _generator


# --- MindSpore 2.x's default-generator API (``ms.manual_seed`` / ``ms.seed`` / ``ms.initial_seed``) lives in
# common/generator.py; it reseeds the generator random ops draw from through this.
def reseed_ops(seed: int) -> None:
    """Restart the generator random ops draw from at ``seed`` (``ms.manual_seed``); ``get_seed()`` is unchanged."""
    global _generator
    _generator = np.random.default_rng(seed)
