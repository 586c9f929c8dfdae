"""``mindspore.common.generator``: MindSpore 2.10's random-state ``Generator`` (a seed and an offset) and the
default generator's functions (``get_rng_state`` / ``set_rng_state``).

The state is two int64 Parameters; ``_step(step)`` returns the current (seed, offset) and advances the offset
by ``step`` (in graph code too: the Generator is a jit_class whose Parameters are graph state).  msgraph's random
ops draw from msgraph.common.random, not from these states (MindSpore's RNG values cannot be matched anyway).
"""
from __future__ import annotations

import random as _random
from typing import Any

import numpy as np

from . import dtype as mstype
from .tensor import Parameter, Tensor

ops: Any = None   # msgraph.ops, set by msgraph.nn when it is imported (common sits below ops: no import here)

__all__ = ["Generator", "default_generator", "get_rng_state", "set_rng_state", "seed", "manual_seed",
           "initial_seed"]


class Generator:
    """A seed and an offset for random functions; ``manual_seed(n)`` restarts the offset at 0."""

    __ms_class__ = True   # a jit_class (set directly: common sits below msgraph.jit_class)

    def __init__(self) -> None:
        self._seed = Parameter(Tensor(0, mstype.int64), requires_grad=False)
        self._offset = Parameter(Tensor(0, mstype.int64), requires_grad=False)

    def set_state(self, state: Any) -> None:
        """Restore the (seed, offset) state returned by :meth:`get_state`."""
        s = np.asarray(state.asnumpy() if isinstance(state, Tensor) else state).reshape(-1)
        self._seed.set_data(Tensor(int(s[0]), mstype.int64))
        self._offset.set_data(Tensor(int(s[1]), mstype.int64))

    def get_state(self) -> Tensor:
        """The state: an int64 Tensor (seed, offset)."""
        return Tensor(np.array([int(self._seed.asnumpy()), int(self._offset.asnumpy())], np.int64))

    def seed(self) -> int:
        """Seed with a random number (offset back to 0); returns the seed."""
        s = _random.randrange(2 ** 31)
        self._seed.set_data(Tensor(s, mstype.int64))
        self._offset.set_data(Tensor(0, mstype.int64))
        return s

    def manual_seed(self, seed: Any) -> "Generator":  # noqa: F811
        """Set the seed (offset back to 0); returns the Generator."""
        if not isinstance(seed, int):
            raise TypeError("Seed must be an integer.")
        self._seed.set_data(Tensor(seed, mstype.int64))
        self._offset.set_data(Tensor(0, mstype.int64))
        return self

    def initial_seed(self) -> int:
        """The seed."""
        return int(self._seed.asnumpy())

    def _step(self, step: Any) -> Any:
        """The current (seed, offset); the offset then advances by ``step``."""
        seed_now = ops.identity(self._seed)
        offset_now = ops.identity(self._offset)
        ops.assign(self._offset, offset_now + step)
        return seed_now, offset_now


default_generator = Generator()
default_generator.manual_seed(_random.randrange(2 ** 31))


def get_rng_state() -> Tensor:
    """The default generator's state."""
    return default_generator.get_state()


def set_rng_state(state: Any) -> None:
    """Restore the default generator's state."""
    default_generator.set_state(state)


def seed() -> int:  # noqa: F811
    """Seed the default generator with a random number."""
    return default_generator.seed()


def manual_seed(seed: Any) -> Generator:  # noqa: F811
    """Set the default generator's seed."""
    return default_generator.manual_seed(seed)


def initial_seed() -> int:
    """The default generator's seed."""
    return default_generator.initial_seed()
