"""``mindspore.train._utils``: the helpers of MindSpore's training code that user and test code import."""
from __future__ import annotations

from typing import Any, List, Sequence

import numpy as np

from ..common.dtype import dtype_to_nptype
from ..common.tensor import Tensor

__all__: List[str] = []


def _construct_tensor_list(types: Sequence[Any], shapes: Sequence[Sequence[int]], batch_expand_num: int = 1) -> List[Any]:
    """Zero Tensors of the dataset's column ``types`` and ``shapes`` (the first dimension times
    ``batch_expand_num``), marked ``virtual_flag``, as MindSpore builds a network's inputs from a dataset; a
    ValueError when the two lengths differ."""
    if len(types) != len(shapes):
        raise ValueError(f"The length of dataset types must be equal to dataset shapes, but got dataset "
                         f"types={types} and dataset shapes={shapes}")
    out = []
    for dtype, shape in zip(types, shapes):
        shape = tuple(int(d) * (batch_expand_num if i == 0 else 1) for i, d in enumerate(shape))
        t = Tensor(np.zeros(shape, dtype_to_nptype(dtype)), dtype=dtype)
        t.virtual_flag = True
        out.append(t)
    return out
