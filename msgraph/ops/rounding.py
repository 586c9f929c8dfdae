"""``Round``: round half to even (``ops.round``, ``Tensor.round()``, Python's ``round(t)``).

MindSpore's Round supports ``decimals=0`` only on this backend ("For Round only support decimals
equal 0"), a RuntimeError; msgraph raises :class:`RoundDecimalsError` (an msgraph error that is a
RuntimeError).  The gradient is zero (the op is not differentiable), as for Floor.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import MsGraphError
from .registry import define_unary, op_function

__all__ = ["round"]


class RoundDecimalsError(MsGraphError, RuntimeError):
    """``round(t, ndigits)`` with ``ndigits != 0``."""


def _kernel(t: Any, x: str) -> str:
    # half to even with math only: floor(x + 0.5), minus one on an exact odd tie
    f = f"math.floor({x} + 0.5)"
    return f"({f} - (1.0 if ({x} + 0.5 == {f} and {f} % 2 != 0) else 0.0))"


ROUND, Round, _P_ROUND, _round = define_unary(
    "Round", np.rint, _kernel, None, doc="Round half to even; gradient zero.", fn="round_",
    fn_doc="Round half to even.")


@op_function
def round(input: Any, *, decimals: int = 0) -> Any:  # noqa: A001 - MindSpore's name
    """Round half to even (``decimals`` must be 0, as on MindSpore's CPU backend)."""
    if decimals:
        raise RoundDecimalsError(f"For Round only support decimals equal 0, but got decimals equal {decimals}",
                                 hint="scale first: ops.round(x * 10) / 10")
    return _round(input)
