"""``mindspore.mint.special``: erfc / exp2 / expm1 / log1p / sinc / round / log_softmax."""
from __future__ import annotations

from ..ops.registry import op_function
from . import _functions
from ._functions import erfc, exp2, expm1, log1p, sinc  # noqa: F401
from .nn.functional import log_softmax  # noqa: F401


@op_function
def round(input):  # noqa: A001,A002
    """mint.special.round(input): mint.round without its ``decimals`` (MindSpore 2.10: a TypeError)."""
    return _functions.round(input)


__all__ = ["erfc", "exp2", "expm1", "log1p", "sinc", "round", "log_softmax"]
