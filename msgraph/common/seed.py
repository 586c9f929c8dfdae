"""MindSpore's graph-level seeds (``mindspore.common.seed``): how a random function (``ops.rand``,
``ops.dropout``, ``nn.Dropout``...) turns the global seed (``ms.set_seed``) and its ``seed`` argument into the
``(seed, seed2)`` attributes of the primitive it builds.

Each (kernel name, op seed) pair keeps a counter that starts at the op seed and grows by
``keyConstant[0] ^ keyConstant[2]`` at every call, so two calls get different seeds and a rerun after
``set_seed`` (which resets the counters) gets the same ones.  Neither seed set gives ``(0, 0)``: the kernel
then draws from a random seed (msgraph: its global generator).
"""
from __future__ import annotations

from typing import Any, Optional, Tuple

from .random import _KERNEL_SEED, _reset_op_seed, get_seed, set_seed  # noqa: F401  (MindSpore's exports the last two)

DEFAULT_GRAPH_SEED = 87654321
_MAXINT32 = 2 ** 31 - 1
keyConstant = [3528531795, 2654435769, 3449720151, 3144134277]


def _truncate_seed(seed: int) -> int:
    return seed % _MAXINT32


def _update_seeds(op_seed: Optional[int], kernel_name: str) -> None:
    if op_seed is not None:
        _KERNEL_SEED[(kernel_name, op_seed)] = _KERNEL_SEED.get((kernel_name, op_seed)) + \
            (keyConstant[0] ^ keyConstant[2])


def _get_op_seed(op_seed: int, kernel_name: str) -> int:
    if (kernel_name, op_seed) not in _KERNEL_SEED:
        _KERNEL_SEED[(kernel_name, op_seed)] = op_seed
    return _KERNEL_SEED[(kernel_name, op_seed)]


def _check_op_seed(op_seed: Any, kernel_name: str) -> None:
    """MindSpore's ``Validator.check_non_negative_int(op_seed, "seed", kernel_name)``."""
    if isinstance(op_seed, bool) or not isinstance(op_seed, int):
        raise TypeError(f"For '{kernel_name}', the type of 'seed' should be 'int', but got type "
                        f"'{type(op_seed).__name__}'.")
    if op_seed < 0:
        raise ValueError(f"For '{kernel_name}', the 'seed' must be >= 0, but got {op_seed}.")


def _get_graph_seed(op_seed: Optional[int], kernel_name: str) -> Tuple[int, int]:
    """The ``(seed, seed2)`` a random function gives its primitive (see the module docstring)."""
    global_seed = get_seed()
    if global_seed == 0:
        global_seed = DEFAULT_GRAPH_SEED
    elif global_seed is None:
        global_seed = 0
    if op_seed is None:
        op_seed = 0
    if global_seed == 0 and op_seed == 0:
        return 0, 0
    _check_op_seed(op_seed, kernel_name)
    temp_seed = _get_op_seed(op_seed, kernel_name)
    seeds = _truncate_seed(global_seed), _truncate_seed(temp_seed)
    _update_seeds(op_seed, kernel_name)
    return seeds
