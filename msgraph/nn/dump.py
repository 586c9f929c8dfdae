"""``mindspore.set_dump`` / ``mindspore.tools.set_dump``: mark Cells and Primitives for MindSpore's Ascend
data dump.  msgraph dumps nothing; the marks are kept as MindSpore keeps them (the Cell flag ``dump``,
the Primitive attribute ``"dump"`` = ``"true"``/``"false"``) so code reading them back works."""
from __future__ import annotations

import warnings
from typing import Any

from ..context import get_context
from ..ops.registry import Primitive
from .cell import Cell


def set_dump(target: Any, enabled: bool = True) -> None:
    """Enable (or disable) dump of ``target``: a Cell (with its sub-Cells and its Primitives already
    marked) or a Primitive.  Same checks and warning as MindSpore 2.10."""
    if not isinstance(target, (Cell, Primitive)):
        raise ValueError(f"The \"target\" parameter must be an instance of Cell or Primitive, "
                         f"but got an instance of {type(target)}.")
    if not isinstance(enabled, bool):
        raise ValueError("The \"enabled\" parameter must be bool.")
    current_target = get_context("device_target")
    if current_target != "Ascend":
        warnings.warn("Current device_target is {}, which is not supported by set_dump. "
                      "Only Ascend device target is supported currently. "
                      "If you have Ascend device, consider set device_target to Ascend "
                      "before calling set_dump.".format(current_target))
    _set_dump(target, enabled)


def _set_dump(target: Any, enabled: bool) -> None:
    if isinstance(target, Cell):
        target.add_flags(dump=enabled)
        for cell in target.cells():
            _set_dump(cell, enabled)
        # MindSpore walks the Cell's primitive attributes (``_primitives``): those already marked
        for value in list(vars(target).values()):
            if isinstance(value, Primitive) and "dump" in value.attrs:
                _set_dump(value, enabled)
    if isinstance(target, Primitive):
        target.add_prim_attr("dump", "true" if enabled else "false")
