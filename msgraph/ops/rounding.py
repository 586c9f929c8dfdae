"""``Round``: round half to even (``ops.round``, ``Tensor.round()``, Python's ``round(t)``).

MindSpore's Round supports ``decimals=0`` only on this backend ("For Round only support decimals
equal 0"), a RuntimeError; msgraph raises :class:`RoundDecimalsError` (an msgraph error that is a
RuntimeError).  The gradient is zero (the op is not differentiable), as for Floor.
"""
from __future__ import annotations

from typing import Any

from ..errors import MsGraphError
from .math_extra import ROUND, Round, round as _round  # noqa: F401 - the op's one definition
from .registry import op_function, public_functions, refuse_numbers


class RoundDecimalsError(MsGraphError, RuntimeError):
    """``round(t, ndigits)`` with ``ndigits != 0``."""


@op_function
def round(input: Any, *, decimals: int = 0) -> Any:  # noqa: A001 - MindSpore's name
    """Round half to even (``decimals`` must be 0, as on MindSpore's CPU backend)."""
    refuse_numbers('Failed calling Round with "Round()(input={k0}, decimals=int)".', input)
    if decimals:
        raise RoundDecimalsError(f"For Round only support decimals equal 0, but got decimals equal {decimals}",
                                 hint="scale first: ops.round(x * 10) / 10")
    return _round(input)

__all__ = public_functions(globals())  # every function form defined here (op_function)
