"""``mindspore.common.generator``: MindSpore 2.10's random-state ``Generator`` (a seed and an offset) and the
default generator's functions (``get_rng_state`` / ``set_rng_state``).

The state is two int64 Parameters; ``_step(step)`` returns the current (seed, offset) and advances the offset
by ``step`` (in graph code too: the Generator is a jit_class whose Parameters are graph state).  As MindSpore's:
``get_state()`` is a uint8 Tensor of 16 bytes (seed then offset, int64 little-endian), ``set_state`` takes only
that (RuntimeError otherwise), any Python int (bool too, negative or wide ones wrap to int64) is a seed, and the
default generator starts at seed 0.  msgraph's random ops draw from msgraph.common.random, not from these states
(MindSpore 2.10's CPU has no kernel for the random ops that read them: mint.rand / randn / normal...);
``ms.manual_seed`` and ``ms.seed`` reseed that generator as well.
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
        """Restore a state returned by :meth:`get_state` (a uint8 Tensor of 16 bytes)."""
        if not isinstance(state, Tensor):
            raise RuntimeError("Invalid tensor input: State")
        if state.dtype != mstype.uint8:
            raise RuntimeError(f"State data type must be UInt8, but got {state.dtype}")
        data = np.ascontiguousarray(state.asnumpy()).reshape(-1)
        if data.size != 16:
            raise RuntimeError(f"State data size must be 16, but got {data.size}")
        seed, offset = data.view("<i8")
        self._seed.set_data(Tensor(int(seed), mstype.int64))
        self._offset.set_data(Tensor(int(offset), mstype.int64))

    def get_state(self) -> Tensor:
        """The state: a uint8 Tensor of 16 bytes, the seed and the offset as little-endian int64."""
        pair = np.array([int(self._seed.asnumpy()), int(self._offset.asnumpy())], "<i8")
        return Tensor(pair.view(np.uint8).copy())

    def seed(self) -> int:
        """Seed with a random number (offset back to 0); returns the seed: an unsigned 32-bit value, as
        MindSpore 2.10's (its SEED kernel draws from std::random_device)."""
        s = _random.randrange(2 ** 32)
        self.manual_seed(s)
        return s

    def manual_seed(self, seed: Any) -> "Generator":  # noqa: F811
        """Set the seed (offset back to 0); returns the Generator."""
        if not isinstance(seed, int):
            raise TypeError("Seed must be an integer.")
        wrapped = (int(seed) + 2 ** 63) % 2 ** 64 - 2 ** 63      # int64, as MindSpore stores it
        self._seed.set_data(Tensor(wrapped, mstype.int64))
        self._offset.set_data(Tensor(0, mstype.int64))
        return self

    def initial_seed(self) -> int:
        """The seed."""
        return int(self._seed.asnumpy())

    def _step(self, step: Any) -> Any:
        """The current (seed, offset); the offset then advances by ``step``.  Int64 Tensors of shape () in PyNative,
        (1,) in graph code (as MindSpore 2.10's Graph mode gives them; the state itself stays shape ())."""
        seed_now = ops.functional.identity_copy(self._seed)
        offset_now = ops.functional.identity_copy(self._offset)
        ops.assign(self._offset, offset_now + step)
        return ops.control.generator_step_values(seed_now, offset_now)


default_generator = Generator()      # seed 0, as MindSpore's


def get_rng_state() -> Tensor:
    """The default generator's state."""
    return default_generator.get_state()


def set_rng_state(state: Any) -> None:
    """Restore the default generator's state."""
    default_generator.set_state(state)


def seed() -> int:  # noqa: F811
    """Seed the default generator with a random number (msgraph's random ops' generator too); returns it."""
    s = default_generator.seed()
    _random_ops_seed(s)
    return s


def manual_seed(seed: Any) -> Generator:  # noqa: F811
    """Set the default generator's seed (msgraph's random ops' generator too); returns the default generator."""
    default_generator.manual_seed(seed)
    _random_ops_seed(seed)
    return default_generator


def _random_ops_seed(seed: int) -> None:
    from . import random as _rnd

    _rnd.reseed_ops(int(seed) % 2 ** 64)


def initial_seed() -> int:
    """The default generator's seed."""
    return default_generator.initial_seed()
