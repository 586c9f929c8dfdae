"""``binop_grad_common`` and the shape helpers of MindSpore's FFT bprops (compile-time Python on constants)."""
from __future__ import annotations

from typing import Any, Tuple

from .._helpers import binop_grad_common  # noqa: F401  (MindSpore's tests import it from here)


def _fft_rank_offset(norm_shape: Any, rank: int) -> int:
    """The product of the last ``rank`` dimensions."""
    out = 1
    for d in norm_shape[-rank:]:
        out *= d
    return out


def _rfft_reshape(shape_a: Any, shape_b: Any) -> Tuple[int, ...]:
    """``shape_b`` behind ``len(shape_a) - 2`` leading ones."""
    return (1,) * max(len(shape_a) - 2, 0) + tuple(shape_b)


def _rfft_tile_reshape(shape_a: Any) -> Tuple[int, ...]:
    """``shape_a`` with its last two dimensions 1."""
    out = list(shape_a)
    out[-2] = 1
    out[-1] = 1
    return tuple(out)


def _rfft_last_term_shape(shape_a: Any, shape_b: Any) -> Tuple[int, ...]:
    """``shape_b`` behind ``len(shape_a) - 1`` leading ones."""
    return (1,) * max(len(shape_a) - 1, 0) + tuple(shape_b)
