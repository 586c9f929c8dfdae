"""``TensorToTuple`` (``mindspore.ops.operations._sequence_ops``): a 1-d Tensor as a tuple of its elements."""
from __future__ import annotations

from typing import Any

from ..errors import DTypeError
from ._compose import CompositePrimitive

__all__ = ["TensorToTuple"]


class TensorToTuple(CompositePrimitive):
    """TensorToTuple()(input_x): the elements of a 1-d Tensor, as a tuple of Python numbers."""

    def __call__(self, input_x: Any) -> Any:
        shape = tuple(input_x.shape) if hasattr(input_x, "shape") else None
        if shape is None or len(shape) != 1:
            raise DTypeError(f"For 'TensorToTuple', the input must be a 1-D Tensor, but got {input_x!r}.")
        from ..common.tensor import Tensor

        if isinstance(input_x, Tensor):   # a value: MindSpore returns its Python numbers (h-dyn)
            return tuple(input_x.asnumpy().tolist())
        from .functional_errs2 import tensor_item

        # a graph value: Python numbers when the graph runs, as MindSpore's Graph mode returns (h-opstop)
        return tuple(tensor_item(input_x[i]) for i in range(shape[0]))
