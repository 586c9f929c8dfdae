"""Ops and function forms MindSpore's st CPU op tests (tests/st/ops/cpu/test_[a-m]*.py) use that the
other families lack (h-opsa)."""
from __future__ import annotations

from ._vmap import vmap  # noqa: F401

__all__ = ["vmap"]
