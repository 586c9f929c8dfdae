"""Function forms MindSpore's dynamic-shape st tests call that msgraph lacked (h-dyn, session 8)."""
from __future__ import annotations

from typing import Any

from .registry import op_function

__all__ = ["deepcopy"]


@op_function
def deepcopy(input_x: Any) -> Any:
    """``ops.deepcopy(input_x)``: a new Tensor with input_x's values (MindSpore's Identity primitive)."""
    from .control import identity

    return identity(input_x)
