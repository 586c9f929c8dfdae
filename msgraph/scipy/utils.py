"""Argument checks of ``mindspore.scipy`` (MindSpore's error classes and wording)."""
from __future__ import annotations

from typing import Any

from .. import ops
from ..common import dtype as mstype
from ..common.tensor import Tensor


def _is_tensor(v: Any) -> bool:
    import numpy as np   # a graph value (symbol) has a dtype and shape too; a numpy array is not a Tensor
    return isinstance(v, Tensor) or (hasattr(v, "dtype") and hasattr(v, "shape")
                                     and not isinstance(v, (np.ndarray, np.generic)))


def _nd_transpose(a: Any) -> Any:
    """Swap the last two axes."""
    return ops.swapaxes(a, -1, -2)


def _type_check(func_name: str, arg: Any, arg_type: Any, arg_name: str) -> None:
    if not isinstance(arg, arg_type) or (arg_type is int and isinstance(arg, bool)):
        name = getattr(arg_type, "__name__", str(arg_type))
        raise TypeError(f"For '{func_name}', the type of '{arg_name}' should be {name}, "
                        f"but got '{arg}' with type {type(arg).__name__}.")


def _mstype_check(func_name: str, arg: Any, arg_name: str = "a") -> None:
    if not _is_tensor(arg):
        raise TypeError(f"For '{func_name}', the type of '{arg_name}' should be Tensor, but got '{arg}' "
                        f"with type {type(arg).__name__}.")


def _dtype_check(func_name: str, arg: Any, allowed: Any, arg_name: str = "a") -> None:
    if arg.dtype not in allowed:
        raise TypeError(f"For '{func_name}', the data type of '{arg_name}' should be one of {list(allowed)}, "
                        f"but got {arg.dtype}.")


def _square_check(func_name: str, arg: Any, arg_name: str = "a") -> None:
    shape = tuple(arg.shape)
    if len(shape) != 2 or shape[0] != shape[1]:
        raise ValueError(f"For '{func_name}', the dimension of '{arg_name}' should be 2 and the shape should be "
                         f"square, but got {len(shape)}-D {shape}.")


def _solve_check(func_name: str, a: Any, b: Any, a_name: str = "a", b_name: str = "b") -> None:
    sa, sb = tuple(a.shape), tuple(b.shape)
    if len(sa) != 2 or sa[0] != sa[1]:
        raise ValueError(f"For '{func_name}', the dimension of '{a_name}' should be 2 and square, but got {sa}.")
    if len(sb) not in (1, 2) or sb[0] != sa[0]:
        raise ValueError(f"For '{func_name}', the last two dimensions of '{a_name}' and '{b_name}' should be "
                         f"matched, but got shape of {sa} and {sb}. Please make sure that the shape of "
                         f"'{a_name}' and '{b_name}' be like (N, N) X (N, M) or (N, N) X (N, ).")
    if a.dtype != b.dtype:   # MindSpore's _solve_check: a TypeError after the shape checks
        raise TypeError(f"For '{func_name}', the data type of '{a_name}' and '{b_name}' should be the same, but got "
                        f"the data type of '{a_name}' is {a.dtype} and the data type of '{b_name}' is {b.dtype}.")


_FLOAT_INT = (mstype.int32, mstype.int64, mstype.float32, mstype.float64)
