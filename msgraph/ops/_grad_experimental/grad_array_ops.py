"""Shape helpers of MindSpore's array-op bprops (compile-time Python on constants)."""
from __future__ import annotations

from typing import Any, Tuple


def _generate_inverse_index(x_shape: Any, axis: int, batch_dims: int = 0) -> Tuple[int, ...]:
    """The permutation that moves the gathered axis (at ``batch_dims``) back to ``axis``."""
    index = tuple(range(len(x_shape)))
    if axis < 0:
        axis += len(x_shape)
    return index[:batch_dims] + index[batch_dims + 1:1 + axis] + (index[batch_dims],) + index[1 + axis:]
