"""``mindspore.RowTensor`` (``mindspore.common.RowTensor``): a slice-sparse tensor, rows ``indices`` of a
dense tensor of shape ``dense_shape`` holding ``values``.  MindSpore's sparse gradients (of Gather and
EmbeddingLookup on Ascend/GPU) come as RowTensors; msgraph's gradients are dense, so a RowTensor is only
ever one a program builds itself.  It is a plain container (no arithmetic), as in MindSpore."""
from __future__ import annotations

from typing import Any, Optional, Tuple


class RowTensorInner:
    """RowTensor without the deprecation warning (MindSpore's internal base class)."""

    def __init__(self, indices: Any = None, values: Any = None, shape: Optional[Tuple[int, ...]] = None,
                 row_tensor: Optional["RowTensorInner"] = None) -> None:
        from .tensor import Tensor

        if row_tensor is not None:
            indices, values, shape = row_tensor.indices, row_tensor.values, row_tensor.dense_shape
        if not isinstance(indices, Tensor) or not isinstance(values, Tensor) or not isinstance(shape, tuple):
            raise TypeError("__init__(): incompatible constructor arguments. The following argument types are "
                            "supported:\n    1. RowTensor(indices: Tensor, values: Tensor, shape: tuple)\n"
                            "    2. RowTensor(row_tensor: RowTensor)")
        self._indices, self._values, self._shape = indices, values, tuple(int(d) for d in shape)
        self.init_finished = True

    @property
    def indices(self) -> Any:
        return self._indices

    @property
    def values(self) -> Any:
        return self._values

    @property
    def dense_shape(self) -> Tuple[int, ...]:
        return self._shape

    def __repr__(self) -> str:
        return (f"RowTensor(shape={list(self._shape)}, dtype={self._values.dtype}, indices={self._indices!r}, "
                f"values={self._values!r})")

    __str__ = __repr__


class RowTensor(RowTensorInner):
    """``RowTensor(indices, values, dense_shape)`` or ``RowTensor(row_tensor=other)``."""
