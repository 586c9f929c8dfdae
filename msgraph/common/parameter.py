"""``mindspore.common.parameter``: ``Parameter`` and ``ParameterTuple`` (a tuple of distinct Parameters:
weights for GradOperation, optimizers)."""
from __future__ import annotations

from typing import Any, Iterable

from .tensor import Parameter

__all__ = ["Parameter", "ParameterTuple"]


def _is_parameter_generated(param_name: Any) -> bool:
    """Whether ``param_name`` is a name generated for an unnamed Parameter (``Parameter#<n>``, as MindSpore 2.10)."""
    return isinstance(param_name, str) and param_name.startswith("Parameter#")


class ParameterTuple(tuple):
    """An immutable tuple of Parameters; ``ParameterTuple(net.trainable_params())``."""

    def __new__(cls, iterable: Iterable[Any] = ()) -> "ParameterTuple":
        items = tuple(iterable)
        seen = set()
        names = set()
        for p in items:
            if not isinstance(p, Parameter):
                raise TypeError("For ParameterTuple initialization, ParameterTuple input should be 'Parameter' "
                                f"collection, but got a {type(iterable)}. ")
            if id(p) in seen:  # the same Parameter twice is allowed (MindSpore checks its name once)
                continue
            if p.name in names:  # MindSpore: two Parameters may not share a name
                raise ValueError(f"The value {p!r} , its name '{p.name}' already exists. "
                                 "Please set a unique name for the parameter.")
            seen.add(id(p))
            names.add(p.name)
        return super().__new__(cls, items)

    def clone(self, prefix: str, init: Any = "same") -> "ParameterTuple":
        """New Parameters named ``prefix.<name>``: copies (``'same'``) or initialised by ``init``.

        The clones have ``requires_grad=False`` semantics left to the caller (optimizer
        state sets it); shape and dtype follow the originals.
        """
        if not isinstance(prefix, str) or not prefix:
            raise ValueError("ParameterTuple.clone: 'prefix' must be a non-empty string.")
        return ParameterTuple(p.clone(init, name=f"{prefix}.{p.name}") for p in self)   # flags kept, as MindSpore

    __repr__ = tuple.__repr__     # MindSpore prints a ParameterTuple as the tuple of its Parameters


# --- h-nn: MindSpore 2.10's ``_Buffer`` (a Cell's non-Parameter state; nn.Cell.register_buffer) ---------------------
class _BufferMeta(type(Parameter.__mro__[1])):
    """``isinstance(t, _Buffer)`` is True for any Tensor flagged as a buffer (MindSpore's metaclass trick)."""

    def __instancecheck__(cls, instance: Any) -> bool:
        from .tensor import Tensor

        if isinstance(instance, Tensor) and getattr(instance, "_is_buffer", False):
            return True
        return super().__instancecheck__(instance)


class _Buffer(Parameter.__mro__[1], metaclass=_BufferMeta):  # a Tensor subclass in name only
    """``_Buffer(data, *, persistent=True)``: the Tensor ``data`` (gradient stopped) flagged as a Cell buffer:
    assigned as a Cell attribute it is registered in ``cell._buffers`` (see msgraph/nn/cell_buffers.py)."""

    def __new__(cls, data: Any, *, persistent: bool = True) -> Any:
        from .tensor import Tensor

        if data is None:
            raise ValueError("For create Buffer, input data should not be None")
        if not isinstance(data, Tensor):
            raise TypeError("For create Buffer, type of input data should be Tensor")
        t = Tensor(data.asnumpy().copy()) if isinstance(data, Parameter) else Tensor(data)
        t._is_buffer = True
        t.persistent = persistent
        return t
