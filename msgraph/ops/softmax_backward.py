"""``ops.auto_generate.SoftmaxBackward()(dout, out, dim=-1)``: softmax's input gradient from its output,
``out * (dout - sum(dout * out, dim))``, composed of registry ops (so its own gradient, the double backward of
softmax, comes from them) (h-ops4, st tests/st/ops/test_ops_softmax.py)."""
from __future__ import annotations

from typing import Any

from ._compose import CompositePrimitive

__all__ = ["SoftmaxBackward"]


class SoftmaxBackward(CompositePrimitive):
    """SoftmaxBackward()(dout, out, dim=-1): ``out * (dout - (dout * out).sum(dim, keepdims=True))``."""

    def __call__(self, dout: Any, out: Any, dim: int = -1) -> Any:
        from . import functional as F

        return F.mul(out, F.sub(dout, F.reduce_sum(F.mul(dout, out), dim, True)))
