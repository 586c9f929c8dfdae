"""``mindspore.common.parameter``: ``Parameter`` and ``ParameterTuple`` (a tuple of distinct Parameters:
weights for GradOperation, optimizers)."""
from __future__ import annotations

from typing import Any, Iterable

from .tensor import Parameter

__all__ = ["Parameter", "ParameterTuple"]


class ParameterTuple(tuple):
    """An immutable tuple of Parameters; ``ParameterTuple(net.trainable_params())``."""

    def __new__(cls, iterable: Iterable[Any] = ()) -> "ParameterTuple":
        items = tuple(iterable)
        seen = set()
        for p in items:
            if not isinstance(p, Parameter):
                raise TypeError(f"ParameterTuple input should be Parameters, but got {type(p).__name__}.")
            if id(p) in seen:
                raise ValueError(f"The value {p!r} in ParameterTuple is duplicated.")
            seen.add(id(p))
        return super().__new__(cls, items)

    def clone(self, prefix: str, init: Any = "same") -> "ParameterTuple":
        """New Parameters named ``prefix.<name>``: copies (``'same'``) or initialised by ``init``.

        The clones have ``requires_grad=False`` semantics left to the caller (optimizer
        state sets it); shape and dtype follow the originals.
        """
        from ..common.initializer import initializer

        if not isinstance(prefix, str) or not prefix:
            raise ValueError("ParameterTuple.clone: 'prefix' must be a non-empty string.")
        out = []
        for p in self:
            if isinstance(init, str) and init == "same":
                data = p.asnumpy().copy()
            else:
                data = initializer(init, p.shape, p.dtype)
            out.append(Parameter(data, name=f"{prefix}.{p.name}", requires_grad=p.requires_grad))
        return ParameterTuple(out)

    def __repr__(self) -> str:
        return "ParameterTuple(" + ", ".join(p.name for p in self) + ")"
