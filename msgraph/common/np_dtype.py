"""``mindspore.common.np_dtype``: MindSpore's numpy scalar type ``bfloat16``.

MindSpore registers a bfloat16 numpy type (from its C extension) so that ``x.astype(bfloat16)`` makes a
bfloat16 array.  msgraph's is the ``ml_dtypes`` package's (the numpy extension dtype JAX uses), the type of the
arrays ``asnumpy()`` returns for bfloat16 Tensors; it is imported when the name is first read, so importing this
module stays light.
"""
from __future__ import annotations

from typing import Any

__all__ = ["bfloat16"]


def __getattr__(name: str) -> Any:
    if name == "bfloat16":
        from .dtype import bf16_numpy

        return bf16_numpy().type
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
