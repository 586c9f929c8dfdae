"""``mindspore.ops._utils.utils``: shape helpers MindSpore's own tests and custom primitives import (h-ut6)."""
from __future__ import annotations

from typing import Any, List

__all__ = ["get_broadcast_shape"]


def get_broadcast_shape(x_shape: Any, y_shape: Any, prim_name: Any, arg_name1: str = "x",
                        arg_name2: str = "y") -> Any:
    """The broadcast of ``x_shape`` and ``y_shape`` as a list (-1: unknown dimension; [-2]: unknown rank);
    ValueError naming ``prim_name`` where they cannot broadcast.  Equal shapes come back unchanged."""
    if x_shape == y_shape:
        return x_shape
    x_len, y_len = len(x_shape), len(y_shape)
    length = min(x_len, y_len)
    for shape in (x_shape, y_shape):
        if len(shape) == 1 and shape[0] == -2:
            return [-2]
        if -2 in shape:
            raise ValueError(f"'shape' should have only one -2 or no -2 at all but got ({shape}).")
    back: List[int] = []
    for i in range(-length, 0):
        x, y = x_shape[i], y_shape[i]
        if x == 1:
            back.append(y)
        elif y == 1 or x == y:
            back.append(x)
        elif (x == -1 and abs(y) != 1) or (y == -1 and abs(x) != 1):
            back.append(max(x, y))
        elif x == -1 or y == -1:
            back.append(-1)
        else:
            raise ValueError(f"For '{prim_name}', {arg_name1}.shape and {arg_name2}.shape need to "
                             f"broadcast. The value of {arg_name1}.shape[{i}] or {arg_name2}.shape[{i}]"
                             f" must be 1 or -1 when they are not the same, "
                             f"but got {arg_name1}.shape = {x_shape} "
                             f"and {arg_name2}.shape = {y_shape}.")
    front = y_shape[0: y_len - length] if length == x_len else x_shape[0: x_len - length]
    return list(front) + back
