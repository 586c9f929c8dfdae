"""``mindspore.hal.contiguous_tensors_handle`` (h-pyn): a list of Tensors seen as one flat buffer.

On the CPU backend MindSpore 2.10 lays the Tensors end to end with no alignment padding; indexing
the handle slices that flat buffer, ``slice_by_tensor_index`` takes whole Tensors of it.
"""
from __future__ import annotations

from typing import Any, Optional

import numpy as np

__all__ = ["combine_tensor_list_contiguous", "ContiguousTensorsHandle"]


def combine_tensor_list_contiguous(tensor_list: Any, enable_mem_align: bool = True) -> "ContiguousTensorsHandle":
    """A :class:`ContiguousTensorsHandle` over ``tensor_list``."""
    return ContiguousTensorsHandle(tensor_list, enable_mem_align)


class ContiguousTensorsHandle:
    """The Tensors of ``tensor_list`` as one contiguous 1-D buffer of the first Tensor's dtype."""

    def __init__(self, tensor_list: Any, enable_mem_align: bool = True):
        from ..common.tensor import Tensor

        if not isinstance(tensor_list, (list, tuple)) or not all(isinstance(t, Tensor) for t in tensor_list):
            raise TypeError("input list must be [Tensor, ...].")
        if not isinstance(enable_mem_align, bool):
            raise TypeError("enable_mem_align must be bool.")
        self.tensor_list = tuple(tensor_list)
        self.enable_mem_align = enable_mem_align
        itemsize = np.dtype(self.tensor_list[0].asnumpy().dtype).itemsize
        self.before_padding_sizes = [t.asnumpy().nbytes for t in self.tensor_list]
        self.after_padding_sizes = list(self.before_padding_sizes)
        self.total_padding_size = sum(self.after_padding_sizes)
        self.handle_shape = self.total_padding_size / itemsize

    def _flat(self, start: int, end: int) -> Any:
        from ..common.tensor import Tensor

        dt = self.tensor_list[0].asnumpy().dtype
        flat = np.concatenate([t.asnumpy().reshape(-1).astype(dt, copy=False) for t in self.tensor_list])
        return Tensor(flat[start:end])

    def __getitem__(self, item: Any) -> Any:
        start, end = 0, int(self.handle_shape)
        if isinstance(item, slice):
            if item.start is not None:
                start = item.start
            if item.stop is not None:
                end = item.stop
            if not isinstance(start, int) or not isinstance(end, int):
                raise TypeError("slice input error.")
            if start < 0 or end > self.handle_shape or start >= end:
                raise ValueError("slice input error.")
            return self._flat(start, end)
        if not isinstance(item, int):
            raise TypeError("slice input must be 1.index -> int.2.[start: end: step] -> [int: int: int].")
        if item < 0 or item > self.handle_shape:
            raise ValueError("slice input is out of tensor_list size.")
        return self._flat(item, item + 1)

    def __str__(self) -> str:
        text = "Handle total size: " + str(self.total_padding_size) + "\n"
        for i, t in enumerate(self.tensor_list):
            text += "Tensor[" + str(i) + "]: " + str(t.asnumpy()) + "\n"
        return text

    def slice_by_tensor_index(self, start: Optional[int] = None, end: Optional[int] = None) -> Any:
        """Tensors ``start`` .. ``end - 1`` of the list, flat and end to end."""
        index_start, index_end = 0, len(self.tensor_list)
        if start is not None:
            index_start = start
            if end is None:
                index_end = index_start + 1
        if end is not None:
            index_end = end
        if not isinstance(index_start, int) or not isinstance(index_end, int):
            raise TypeError("slice input error.")
        if index_start < 0 or index_end > len(self.tensor_list) or index_start >= index_end:
            raise ValueError("slice input error.")
        sizes = [t.asnumpy().size for t in self.tensor_list]
        return self._flat(sum(sizes[:index_start]), sum(sizes[:index_end]))
