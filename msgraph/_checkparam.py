"""``mindspore._checkparam``: the argument validators MindSpore code calls (``validator.check_value_type``...).

The subset user code and MindSpore's tests use, with MindSpore's relation constants, error classes and
message wording.  Dtype checks take a dtype (``x.dtype``) or a tensor type and compare element dtypes.
"""
from __future__ import annotations

import math
import re
from functools import reduce
from typing import Any, Iterable

from .errors import check_isinstance  # noqa: F401 - MindSpore's name, defined low for train/ to use

EQ, NE, LT, LE, GT, GE = 1, 2, 3, 4, 5, 6
INC_NEITHER, INC_LEFT, INC_RIGHT, INC_BOTH = 7, 8, 9, 10
IN, NOT_IN = 11, 12

_ONE = {EQ: "= {}", NE: "!= {}", LT: "< {}", LE: "<= {}", GT: "> {}", GE: ">= {}", IN: "in {}", NOT_IN: "not in {}"}
_TWO = {INC_NEITHER: "({}, {})", INC_LEFT: "[{}, {})", INC_RIGHT: "({}, {}]", INC_BOTH: "[{}, {}]"}


def _binary_rel(a: Any, b: Any, rel: int) -> bool:
    ops = {EQ: lambda: a == b, NE: lambda: a != b, LT: lambda: a < b, LE: lambda: a <= b, GT: lambda: a > b,
           GE: lambda: a >= b, IN: lambda: a in b, NOT_IN: lambda: a not in b}
    return bool(ops[rel]()) if rel in ops else False


def _inc_rel(v: Any, lo: Any, hi: Any, rel: int) -> bool:
    return {INC_NEITHER: lo < v < hi, INC_LEFT: lo <= v < hi, INC_RIGHT: lo < v <= hi,
            INC_BOTH: lo <= v <= hi}.get(rel, False)


def _prefix(prim_name: Any, arg_name: Any) -> str:
    head = f"For '{prim_name}', the " if prim_name else "The "
    return head + (f"'{arg_name}'" if arg_name else "input value")


def _check_number(arg_value: Any, value: Any, rel: int, arg_type: type = int, arg_name: Any = None,
                  prim_name: Any = None) -> Any:
    info = _prefix(prim_name, arg_name)
    if not isinstance(arg_value, arg_type):
        raise TypeError(f"{info} must be {arg_type.__name__}, but got '{type(arg_value).__name__}'")
    if math.isinf(arg_value) or math.isnan(arg_value):
        raise ValueError(f"{info} must be a legal value, but got '{arg_value}'.")
    mismatch = isinstance(arg_value, bool)
    if mismatch or not _binary_rel(arg_value, value, rel):
        msg = (f"{info} must be {arg_type.__name__} and must {_ONE.get(rel, '').format(value)}, "
               f"but got '{arg_value}' with type '{type(arg_value).__name__}'.")
        raise (TypeError if mismatch else ValueError)(msg)
    return arg_value


def check_int(arg_value, value, rel, arg_name=None, prim_name=None):
    return _check_number(arg_value, value, rel, int, arg_name, prim_name)


def check_is_int(arg_value, arg_name=None, prim_name=None):
    if not isinstance(arg_value, int) or isinstance(arg_value, bool):
        raise TypeError(f"{_prefix(prim_name, arg_name)} must be int, but got '{type(arg_value).__name__}'")
    return arg_value


def check_is_float(arg_value, arg_name=None, prim_name=None):
    if not isinstance(arg_value, float):
        raise TypeError(f"{_prefix(prim_name, arg_name)} must be float, but got '{type(arg_value).__name__}'")
    return arg_value


def check_equal_int(arg_value, value, arg_name=None, prim_name=None):
    return _check_number(arg_value, value, EQ, int, arg_name, prim_name)


def check_positive_int(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, GT, int, arg_name, prim_name)


def check_negative_int(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, LT, int, arg_name, prim_name)


def check_non_positive_int(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, LE, int, arg_name, prim_name)


def check_non_negative_int(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, GE, int, arg_name, prim_name)


def check_float(arg_value, value, rel, arg_name=None, prim_name=None):
    return _check_number(arg_value, value, rel, float, arg_name, prim_name)


def check_positive_float(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, GT, float, arg_name, prim_name)


def check_negative_float(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, LT, float, arg_name, prim_name)


def check_non_positive_float(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, LE, float, arg_name, prim_name)


def check_non_negative_float(arg_value, arg_name=None, prim_name=None):
    return _check_number(arg_value, 0, GE, float, arg_name, prim_name)


def check_number_range(arg_value, lower_limit, upper_limit, rel, value_type, arg_name=None, prim_name=None):
    info = _prefix(prim_name, arg_name)
    if isinstance(arg_value, bool) or not isinstance(arg_value, value_type):
        raise TypeError(f"{info} must be {value_type.__name__}, but got '{type(arg_value).__name__}'.")
    if not _inc_rel(arg_value, lower_limit, upper_limit, rel):
        raise ValueError(f"{info} must be in range of {_TWO.get(rel, '').format(lower_limit, upper_limit)}, "
                         f"but got {arg_value}.")
    return arg_value


def check_int_range(arg_value, lower_limit, upper_limit, rel, arg_name=None, prim_name=None):
    return check_number_range(arg_value, lower_limit, upper_limit, rel, int, arg_name, prim_name)


def check_float_range(arg_value, lower_limit, upper_limit, rel, arg_name=None, prim_name=None):
    return check_number_range(arg_value, lower_limit, upper_limit, rel, float, arg_name, prim_name)


def check_bool(arg_value, arg_name=None, prim_name=None):
    if not isinstance(arg_value, bool):
        head = f"For '{prim_name}', the" if prim_name else "The"
        name = f"'{arg_name}'" if arg_name else "input value"
        raise TypeError(f"{head} {name} must be a bool, but got {type(arg_value).__name__}.")
    return arg_value


def check_string(arg_value, valid_values, arg_name=None, prim_name=None):
    if not (isinstance(arg_value, str) and arg_value in valid_values):
        head = f"For '{prim_name}', the" if prim_name else "The"
        raise ValueError(f"{head} '{arg_name or 'parameter'}' must be str and must be in '{valid_values}', "
                         f"but got '{arg_value}'.")
    return arg_value


def check_str_by_regular(target, reg=None, flag=re.ASCII, prim_name=None):
    """``target`` matches ``reg`` (default: a name -- a word character, then letters, digits, '_' and '.')."""
    if reg is None:
        reg = r"^\w+[0-9a-zA-Z\_\.]*$"
    if re.match(reg, target, flag) is None:
        prim_name = f"For '{prim_name}', the" if prim_name else "The"
        raise ValueError(f"{prim_name} '{target}' is illegal, it must be match regular'{reg}' by flags'{flag}.'")
    return True


def check_value_type(arg_name, arg_value, valid_types, prim_name=None):
    """``arg_value`` is an instance of one of ``valid_types`` (a bool is not an int unless bool is listed)."""
    valid = tuple(valid_types) if isinstance(valid_types, Iterable) else (valid_types,)

    def fail() -> None:
        names = [t.__name__ if hasattr(t, "__name__") else str(t) for t in valid]
        head = f"For '{prim_name}', the" if prim_name else "The"
        raise TypeError(f"{head} type of '{arg_name}' should be {'one of ' if len(valid) > 1 else ''}"
                        f"'{names if len(valid) > 1 else names[0]}', but got type '{type(arg_value).__name__}'.")

    if isinstance(arg_value, bool) and bool not in valid:
        fail()
    if isinstance(arg_value, float) and float not in valid:
        arg_value = round(arg_value, 6)
    if not isinstance(arg_value, valid):
        fail()
    return arg_value


def _element(t: Any) -> Any:
    from .common import dtype as mstype

    return t.element_type() if hasattr(t, "element_type") and not isinstance(t, mstype.TensorType) else t


def check_subclass(arg_name, type_, template_types, prim_name, addition_error_info=None):
    """``type_`` (a dtype) is one of ``template_types`` (dtypes; a tensor type admits any dtype)."""
    from .common import dtype as mstype

    templates = tuple(template_types) if isinstance(template_types, Iterable) else (template_types,)
    if any(isinstance(t, mstype.TensorType) for t in templates) or _element(type_) in templates:
        return
    extra = f" {addition_error_info}" if addition_error_info else ""
    raise TypeError(f"For '{prim_name}', the element of '{arg_name}' must be a type of {list(templates)}, "
                    f"but got {type_}.{extra}")


def check_tensor_dtype_valid(arg_name, arg_type, valid_dtypes, prim_name):
    valid = list(valid_dtypes) if isinstance(valid_dtypes, Iterable) else [valid_dtypes]
    if _element(arg_type) not in valid:
        raise TypeError(f"For '{prim_name}', the type of '{arg_name}' should be Tensor[{', '.join(map(str, valid))}]"
                        f", but got {arg_type}.")
    return arg_type


def check_types_same_and_valid(args, valid_values, prim_name):
    def same(a, b):
        if _element(a[1]) != _element(b[1]):
            raise TypeError(f"For '{prim_name}', the type of '{b[0]}' should be same as '{a[0]}', but got "
                            f"'{a[0]}' with type {a[1]} and '{b[0]}' with type {b[1]}.")
        return a

    for name, value in args.items():
        check_subclass(name, value, valid_values, prim_name)
    reduce(same, args.items())


def check_tensors_dtypes_same_and_valid(args, valid_dtypes, prim_name):
    for name, value in args.items():
        check_tensor_dtype_valid(name, value, valid_dtypes, prim_name)
    check_types_same_and_valid(args, [_element(v) for v in args.values()], prim_name)


def check_scalar_or_tensor_types_same(args, valid_values, prim_name, allow_mix=False):
    del allow_mix
    for name, value in args.items():
        if _element(value) not in valid_values:
            raise TypeError(f"For '{prim_name}', the type of '{name}' must be in {valid_values}, but got {value}.")

    def same(a, b):
        if _element(a[1]) != _element(b[1]):
            raise TypeError(f"For '{prim_name}', the type of '{b[0]}' must be same as '{a[0]}', but got "
                            f"'{a[0]}' with type {a[1]} and '{b[0]}' with type {b[1]}.")
        return a

    reduce(same, args.items())


def is_stub_tensor(tensor):
    return hasattr(tensor, "stub")


def check_input_format(input_param):
    """The data format is ``"NCHW"`` (the one format MindSpore's layers take here)."""
    if input_param == "NCHW":
        return input_param
    raise ValueError(f"The data format must be NCHW, but got {input_param}.")


def _expander(n_dimensions, kinds, what, element):
    """MindSpore's ``_expand_tuple``/``_expand_sequence_to_tuple``: ``convert(m)`` repeats an int
    ``n_dimensions`` times and checks a ``kinds`` sequence of that many ints (its messages name ``what``)."""

    def convert(m):
        if not isinstance(m, kinds):
            if isinstance(m, int) and not isinstance(m, bool):
                return (m,) * n_dimensions
            raise TypeError(f"When expanding an {what[0]} to tuple, input type must be integer or {what[1]}, "
                            f"but got {type(m)}")
        if len(m) != n_dimensions:
            raise TypeError(f"When expanding an {what[2]} to tuple, input {element} dimension must be {n_dimensions}, "
                            f"but got {m}")
        for i in m:
            if not isinstance(i, int) or isinstance(i, bool):
                raise TypeError(f"When expanding an {what[2]} to tuple, "
                                f"the type of element in input {element} must be an integer, but got {type(i)}.")
        return tuple(m)

    return convert


def _expand_tuple(n_dimensions):
    """``_expand_tuple(2)(3) == (3, 3)``: an int repeated, or an int tuple of that length checked."""
    return _expander(n_dimensions, tuple, ("int number", "tuple[int]", "int number"), "tuple")


def _expand_sequence_to_tuple(n_dimensions):
    """``convert(m)``: an int as a tuple of ``n_dimensions`` copies; a tuple or list of that many ints as a tuple."""
    return _expander(n_dimensions, (tuple, list), ("input", "tuple[int]/list[int]", "sequence"), "sequence")


def args_type_check(*type_args, **type_kwargs):
    """Decorator: each named argument (not None) is an instance of its given type, else TypeError."""
    import inspect
    from functools import wraps

    def type_check(func):
        sig = inspect.signature(func)
        bound_types = sig.bind_partial(*type_args, **type_kwargs).arguments

        @wraps(func)
        def wrapper(*args, **kwargs):
            types = bound_types.get("kwargs", bound_types) if "kwargs" in bound_types else bound_types
            arguments = sig.bind(*args, **kwargs).arguments
            arguments = arguments.get("kwargs", arguments) if "kwargs" in arguments else arguments
            for name, value in arguments.items():
                if name in types and value is not None and not isinstance(value, types[name]):
                    raise TypeError(f"The parameter '{name}' must be {types[name]}, but got {type(value)}")
            return func(*args, **kwargs)

        return wrapper

    return type_check


once = _expand_tuple(1)
twice = _expand_tuple(2)
triple = _expand_tuple(3)
once_sequence = _expand_sequence_to_tuple(1)
twice_sequence = _expand_sequence_to_tuple(2)
triple_sequence = _expand_sequence_to_tuple(3)
