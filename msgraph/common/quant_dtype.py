"""``mindspore.QuantDtype`` (``mindspore.common.dtype.QuantDtype``): quantization data types, INT1..INT16
(values 0..15) and UINT1..UINT16 (100..115), as MindSpore's enum (``value()`` is a method there)."""
from __future__ import annotations

import enum

QuantDtype = enum.Enum("QuantDtype", [(f"INT{i}", i - 1) for i in range(1, 17)] +
                       [(f"UINT{i}", 99 + i) for i in range(1, 17)], module=__name__)
QuantDtype.__str__ = lambda self: self.name  # type: ignore[method-assign]
QuantDtype.value = lambda self: self._value_  # type: ignore[method-assign,assignment]
QuantDtype.__doc__ = "An enum for quantization datatype, contains `INT1` ~ `INT16`, `UINT1` ~ `UINT16`."
