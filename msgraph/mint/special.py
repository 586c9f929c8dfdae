"""``mindspore.mint.special``: erfc / exp2 / expm1 / log1p / sinc / round / log_softmax."""
from __future__ import annotations

from ._functions import erfc, exp2, expm1, log1p, round, sinc  # noqa: F401,A004
from .nn.functional import log_softmax  # noqa: F401

__all__ = ["erfc", "exp2", "expm1", "log1p", "sinc", "round", "log_softmax"]
