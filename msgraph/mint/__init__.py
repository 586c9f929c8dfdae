"""``mindspore.mint`` (a first few functions, h-monad): MindSpore's PyTorch-style functional API.

Only functions whose semantics are plain compositions of msgraph's ops are defined here; the rest of
MindSpore's ``mint`` is not yet covered.
"""
from __future__ import annotations

from ..ops import functional as _F

__all__ = ["zeros_like", "ones_like"]


def zeros_like(input, *, dtype=None):  # noqa: A002 - MindSpore's argument name
    """A Tensor of zeros with input's shape (and its dtype unless ``dtype`` is given)."""
    return _F.zeros_like(input, dtype=dtype)


def ones_like(input, *, dtype=None):  # noqa: A002
    """A Tensor of ones with input's shape (and its dtype unless ``dtype`` is given)."""
    return _F.ones_like(input, dtype=dtype)
