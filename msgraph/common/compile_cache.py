"""Which Cells have compiled graphs: MindSpore's ``mindspore.common.api.cells_compile_cache``.

Every live Cell has a ``compile_cache`` set, the phases of the Graph-mode graphs compiled for it
(one per input signature); this dictionary maps ``id(cell)`` to that set from the Cell's creation to
its collection, as in MindSpore.  ``ms.ms_memory_recycle()`` (msgraph/api.py) empties the sets and
drops the graphs.  It lives in the common layer so that ``nn.Cell`` registers itself without
importing the jit API.
"""
from __future__ import annotations

from typing import Dict, Set

#: id(cell) -> cell.compile_cache (the set of its compiled phases)
cells_compile_cache: Dict[int, Set[str]] = {}


def register(cell: object, phases: Set[str]) -> None:
    cells_compile_cache[id(cell)] = phases


def unregister(cell: object, phases: object) -> None:
    """Forget ``cell`` if the registered set is its own (a copy made without ``__init__`` shares no entry)."""
    key = id(cell)
    if cells_compile_cache.get(key) is phases:
        del cells_compile_cache[key]
