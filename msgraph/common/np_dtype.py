"""``mindspore.common.np_dtype``: MindSpore's numpy scalar type ``bfloat16``.

MindSpore registers a bfloat16 numpy type (from its C extension) so that ``x.astype(bfloat16)`` makes a
bfloat16 array.  msgraph has no bfloat16 Tensors (numpy has none; see docs/differences.md), so the name
exists for imports, comparisons and test parametrisation (``[np.float32, np.float16, bfloat16]`` reads
``bfloat16`` in a test id, as with MindSpore); making a value or a Tensor of it is msgraph's bfloat16
DTypeError.
"""
from __future__ import annotations

from typing import Any

__all__ = ["bfloat16"]


class bfloat16:  # noqa: N801 - MindSpore's spelling (a numpy scalar type's name)
    """MindSpore's bfloat16 numpy scalar type: a name only in msgraph (no bfloat16 values exist)."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        from .dtype import _bf16_error

        raise _bf16_error("bfloat16")
