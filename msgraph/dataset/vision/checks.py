"""Argument checks of ``ds.vision`` with MindSpore 2.10's exception classes and messages (its validator
helpers' wording: tests assert on parts of these messages)."""
from __future__ import annotations

import numbers
from typing import Any, Sequence, Tuple

INT32_MAX = 2147483647
INT32_MIN = -2147483648
FLOAT_MAX_INTEGER = 16777216
FLOAT_MIN_INTEGER = -16777216


def _pad(name: str) -> str:
    return name + " " if name else ""


def type_check(arg: Any, types: Tuple[type, ...], name: str) -> None:
    """TypeError unless ``arg`` is one of ``types`` (a bool is no int unless bool is listed)."""
    shown = '""' if repr(arg) == repr("") else arg
    if int in types and bool not in types and isinstance(arg, bool):
        raise TypeError(f"Argument {name} with value {shown} is not of type {types}, but got {type(arg)}.")
    if not isinstance(arg, types):
        raise TypeError(f"Argument {name} with value {shown} is not of type {list(types)}, but got {type(arg)}.")


def type_check_list(args: Any, types: Tuple[type, ...], name: str) -> None:
    type_check(args, (list, tuple), name)
    for i, a in enumerate(args):
        type_check(a, types, f"{name}[{i}]")


def check_value(value: Any, lo_hi: Sequence[Any], name: str = "", left_open: bool = False,
                right_open: bool = False) -> None:
    lo, hi = lo_hi
    bad = (value <= lo if left_open else value < lo) or (value >= hi if right_open else value > hi)
    if bad:
        raise ValueError(f"Input {_pad(name)}is not within the required interval of {'(' if left_open else '['}"
                         f"{lo}, {hi}{')' if right_open else ']'}.")


def check_range(values: Sequence[Any], lo_hi: Sequence[Any], name: str = "") -> None:
    if not lo_hi[0] <= values[0] <= values[1] <= lo_hi[1]:
        raise ValueError(f"Input {_pad(name)}is not within the required interval of [{lo_hi[0]}, {lo_hi[1]}].")


def check_positive(value: Any, name: str = "") -> None:
    if value <= 0:
        raise ValueError(f"Input {_pad(name)}must be greater than 0.")


def check_odd(value: int, name: str = "") -> None:
    if value % 2 != 1:
        raise ValueError(f"Input {_pad(name)}is not an odd value.")


def check_int_range(value: Any, lo: int, hi: int, name: str = "") -> None:
    type_check(value, (int,), name)
    check_value(value, (lo, hi), name)


def check_uint8(value: Any, name: str = "") -> None:
    check_int_range(value, 0, 255, name)


def check_non_negative_float32(value: Any, name: str = "") -> None:
    type_check(value, (float, int), name)
    check_value(value, (0, FLOAT_MAX_INTEGER), name)


def check_prob(prob: Any) -> float:
    type_check(prob, (float, int), "prob")
    check_value(prob, (0.0, 1.0), "prob")
    return float(prob)


def check_fill_value(fill_value: Any) -> None:
    if isinstance(fill_value, int):
        check_uint8(fill_value, "fill_value")
    elif isinstance(fill_value, tuple) and len(fill_value) == 3:
        for i, v in enumerate(fill_value):
            check_uint8(v, f"fill_value[{i}]")
    else:
        raise TypeError("fill_value should be a single integer or a 3-tuple.")


def check_padding(padding: Any) -> None:
    """MindSpore's Pad padding: a number or 2 / 4 ints, each in [0, INT32_MAX]."""
    type_check(padding, (tuple, list, numbers.Number), "padding")
    if isinstance(padding, numbers.Number):
        check_value(padding, (0, INT32_MAX), "padding")
        return
    if len(padding) not in (2, 4):
        raise ValueError("The size of the padding list or tuple should be 2 or 4.")
    for i, p in enumerate(padding):
        type_check(p, (int,), f"padding[{i}]")
        check_value(p, (0, INT32_MAX), "padding")


def check_crop_size(size: Any) -> Tuple[int, int]:
    type_check(size, (int, list, tuple), "size")
    if isinstance(size, int):
        check_value(size, (1, FLOAT_MAX_INTEGER))
        return size, size
    if len(size) == 2:
        for i, v in enumerate(size):
            type_check(v, (int,), f"size[{i}]")
            check_value(v, (1, FLOAT_MAX_INTEGER))
        return int(size[0]), int(size[1])
    raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")


def check_resize_size(size: Any) -> None:
    if isinstance(size, int) and not isinstance(size, bool):
        check_value(size, (1, FLOAT_MAX_INTEGER))
    elif isinstance(size, (tuple, list)) and len(size) == 2:
        for i, v in enumerate(size):
            type_check(v, (int,), f"size at dim {i}")
            check_value(v, (1, INT32_MAX), f"size at dim {i}")
    else:
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")


def check_inter(value: Any, name: str = "interpolation") -> None:
    from .utils import Inter

    type_check(value, (Inter,), name)


def check_normalize_param(mean: Any, std: Any) -> None:
    type_check(mean, (list, tuple), "mean")
    type_check(std, (list, tuple), "std")
    if len(mean) != len(std):
        raise ValueError("Length of mean and std must be equal.")
    for i, m in enumerate(mean):
        type_check(m, (int, float), f"mean[{i}]")
        check_value(m, (0, 255), f"mean[{i}]")
    for i, s in enumerate(std):
        type_check(s, (int, float), f"std[{i}]")
        check_value(s, (0, 255), f"std[{i}]", left_open=True)


def check_degrees_pair(degrees: Any) -> Tuple[float, float]:
    """RandomColor/RandomSharpness ``degrees``: a non-negative (min, max) pair."""
    if not isinstance(degrees, (list, tuple)):
        raise TypeError("degrees must be either a tuple or a list.")
    type_check_list(degrees, (int, float), "degrees")
    if len(degrees) != 2:
        raise ValueError("degrees must be a sequence with length 2.")
    for d in degrees:
        check_value(d, (0, FLOAT_MAX_INTEGER))
    if degrees[0] > degrees[1]:
        raise ValueError("degrees should be in (min,max) format. Got (max,min).")
    return float(degrees[0]), float(degrees[1])


def is_number(value: Any) -> bool:
    return isinstance(value, numbers.Number) and not isinstance(value, bool)
