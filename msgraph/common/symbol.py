"""``ms.Symbol`` (the symbolic facts of a dynamic dimension) and ``ms.enable_dynamic`` (which arguments of a jit
function have dynamic shapes).  msgraph compiles a graph per input signature, so both are checked and recorded
as MindSpore checks them; the values they describe change nothing in the compiled code."""
from __future__ import annotations

import inspect
import types
from typing import Any, Callable, Dict

from .tensor import Tensor


class Symbol:
    """A dynamic dimension ``d * N + r`` (``N >= 1``) with bounds: ``Symbol(max=0, min=1, divisor=1, remainder=0,
    unique=False)``, usable in a placeholder's shape (``Tensor(shape=[Symbol(...), 3], dtype=...)``)."""

    _dynamic_dim = True   # Tensor(shape=...) reads a Symbol as a dynamic dimension (None)

    def __init__(self, max: int = 0, min: int = 1, divisor: int = 1, remainder: int = 0,  # noqa: A002
                 unique: bool = False, **kwargs: Any) -> None:
        for name, value in (("max", max), ("min", min), ("divisor", divisor), ("remainder", remainder)):
            if not isinstance(value, int):
                raise TypeError(f"For 'Symbol', the argument '{name}' must be int, but got {type(value)}")
        if not isinstance(unique, bool):
            raise TypeError(f"For 'Symbol', the argument 'unique' must be bool, but got {type(unique)}")
        if min <= 0:
            raise ValueError(f"For 'Symbol', the 'min' value should be positive, but got {min}")
        if divisor <= 0:
            raise ValueError(f"For 'Symbol', the 'divisor' value should be positive, but got {divisor}")
        if not 0 <= remainder < divisor:
            raise ValueError(f"For 'Symbol', the 'remainder' value should be in the range '[0, {divisor})', "
                             f"but got {remainder}")
        self.max, self.min, self.divisor, self.remainder, self.unique = max, min, divisor, remainder, unique
        self.id = id(self)

    def to_dict(self) -> Dict[str, int]:
        """The facts that say more than "any positive length"."""
        res: Dict[str, int] = {}
        if self.max > self.min:
            res["max"] = self.max
        if self.min > self.divisor + self.remainder:
            res["min"] = self.min
        if self.divisor != 1:
            res["divisor"] = self.divisor
        if self.remainder != 0:
            res["remainder"] = self.remainder
        if self.unique:
            res["id"] = self.id
        return res

    def __str__(self) -> str:
        return str(self.to_dict())


def _has_dynamic_dim(arg: Any, name: str) -> bool:
    if isinstance(arg, Tensor):
        sig = getattr(arg, "_sig_shape", None)
        if sig is None:
            return False
        if sig == (-2,):
            return True
        for d in sig:
            if isinstance(d, int) and d <= 0:
                raise TypeError(f"The argument '{name}' has invalid shape '{sig}', only supports None "
                                f"or a tuple/list of positive integers and None.")
        return any(d is None for d in sig)
    if isinstance(arg, (tuple, list)):
        return any(_has_dynamic_dim(a, name) for a in arg)
    return False


def _check_tensors(arg: Any, name: str) -> None:
    if isinstance(arg, (tuple, list)):
        for a in arg:
            _check_tensors(a, name)
    elif not isinstance(arg, Tensor):
        raise TypeError(f"The decorator enable_dynamic only supports Tensor or a tuple/list of Tensor, but the "
                        f"argument : {name} is type of:{type(arg)}.")


def enable_dynamic(**kwargs: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Decorator: the named arguments of a jit function are Tensors of dynamic shape (a None dimension) or rank."""
    if not kwargs:
        raise ValueError("When using decorator enable_dynamic, the input cannot be empty!")
    for name, arg in kwargs.items():
        _check_tensors(arg, name)
        if not _has_dynamic_dim(arg, name):
            raise TypeError(f"When using decorator enable_dynamic, the shape of argument '{name}' "
                            f"at least have one None.")

    def decorator(func: Callable[..., Any]) -> Callable[..., Any]:
        if not isinstance(func, (types.FunctionType, types.MethodType)):
            raise ValueError(f"Decorator enable_dynamic can only be used for function or method "
                             f"decrocated by ms.jit, but got {func}.")
        names = [p for p in inspect.signature(func).parameters if p != "self"]
        if len(kwargs) > len(names):
            raise ValueError(f"When using decorator enable_dynamic, the number of arguments {len(kwargs)} "
                             f"exceeds the number of function arguments {len(names)}.")
        dynamic = {names.index(key): (key, value) for key, value in kwargs.items()}
        inner = inspect.unwrap(func, stop=lambda f: not hasattr(f, "__wrapped__"))
        target = getattr(inner, "__func__", inner)
        target.__enable_dynamic__ = dynamic
        return func

    return decorator
