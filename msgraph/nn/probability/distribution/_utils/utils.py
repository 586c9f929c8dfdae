"""``mindspore.nn.probability.distribution._utils.utils`` (h-ut6): ``set_param_type`` (the common dtype of a
distribution's parameters) and the ``CheckTuple`` / ``CheckTensor`` argument checks, as MindSpore 2.10 has them."""
from __future__ import annotations

from typing import Any, Dict

import numpy as np

from .....common import dtype as mstype
from .....common.tensor import Tensor

__all__ = ["set_param_type", "CheckTuple", "CheckTensor"]

_INT_TYPES = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")


def _is_int(dt: Any) -> bool:
    return str(dt).lower() in _INT_TYPES


def set_param_type(args: Dict[str, Any], hint_type: Any) -> Any:
    """The common dtype of the Tensors / arrays among ``args`` (float32 for integers and float64), ``hint_type``
    when there are none (float32 for an integer or None hint); TypeError when two of them differ."""
    if hint_type is None or _is_int(hint_type):
        hint_type = mstype.float32
    common = None
    for name, arg in args.items():
        if hasattr(arg, "dtype"):
            cur = mstype.pytype_to_dtype(arg.dtype) if isinstance(arg, np.ndarray) else arg.dtype
            if common is None:
                common = cur
            elif cur != common:
                raise TypeError(f"{name} should have the same dtype as other arguments.")
    if common is not None and (_is_int(common) or common == mstype.float64):
        return mstype.float32
    return hint_type if common is None else common


class CheckTuple:
    """``CheckTuple()(x, name)``: ``x`` when it is a tuple, else TypeError."""

    def __call__(self, x: Any, name: Any) -> Any:
        if isinstance(x, tuple):
            return x
        raise TypeError(f"For {name}, input type must be a tuple.")


class CheckTensor:
    """``CheckTensor()(x, name)``: ``x`` when it is a Tensor (or None), else TypeError."""

    def __call__(self, x: Any, name: Any) -> Any:
        if x is None or isinstance(x, Tensor):
            return x
        raise TypeError(f"For {name}, input type must be a Tensor or Parameter.")
