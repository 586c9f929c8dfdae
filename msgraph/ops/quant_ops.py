"""``FakeQuantParam`` (``mindspore.ops.operations._quant_ops``): a pass-through that carries quantization
parameters as attributes (for export); its output is its input."""
from __future__ import annotations

from typing import Any

from ._compose import CompositePrimitive
from .control import identity_copy
from ._helpers import user_type


def _check(name: str, value: Any, types: tuple) -> None:
    """MindSpore's validator TypeError (msgraph._checkparam's words; ops sit below it)."""
    if isinstance(value, types) and not (isinstance(value, bool) and bool not in types):
        return
    names = [t.__name__ for t in types]
    want = f"one of '{names}'" if len(names) > 1 else f"'{names[0]}'"
    raise TypeError(f"For 'FakeQuantParam', the type of '{name}' should be {want}, but got type "
                    f"'{user_type(value).__name__}'.")


class FakeQuantParam(CompositePrimitive):
    """``FakeQuantParam(quant_dtype, quant_algo_name, is_per_channel, **kwargs)(x) -> x``; the attributes are
    ``quant_dtype`` (the QuantDtype's value), ``quant_algo_name``, ``is_per_channel``, ``kwargs`` and each of
    ``kwargs``."""

    attr_key_linear_quant_scale = "linear_quant_scale"
    attr_key_linear_quant_zero_point = "linear_quant_zero_point"
    attr_value_linear_quant_algo_name = "linear_quant_algo"

    def __init__(self, quant_dtype: Any, quant_algo_name: str, is_per_channel: bool, **kwargs: Any) -> None:
        super().__init__()
        self.attrs = {"quant_dtype": quant_dtype.value(), "quant_algo_name": quant_algo_name,
                      "is_per_channel": is_per_channel, "kwargs": dict(kwargs), **kwargs}

    @classmethod
    def linear_quant_param(cls, quant_dtype: Any, scale: Any, zp: Any, is_per_channel: bool = False,
                           **kwargs: Any) -> "FakeQuantParam":
        """The linear quantization of ``scale`` and zero point ``zp`` (a number or a sequence of them)."""
        _check("scale", scale, (float, tuple, list))
        _check("zero_point", zp, (int, tuple, list))
        _check("is_per_channel", is_per_channel, (bool,))
        kwargs[cls.attr_key_linear_quant_scale] = [scale] if isinstance(scale, float) else scale
        kwargs[cls.attr_key_linear_quant_zero_point] = [zp] if isinstance(zp, int) else zp
        return cls(quant_dtype, cls.attr_value_linear_quant_algo_name, is_per_channel, **kwargs)

    def __call__(self, x: Any) -> Any:
        return identity_copy(x)
