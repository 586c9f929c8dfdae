"""The switch the op dispatcher and the graph runner read to time ops for ``mindspore.Profiler``.

Kept in ``common`` (below ops and runtime) so both can report to it without importing the profiler.
"""
from __future__ import annotations

import threading
from typing import Any, Dict, List

ACTIVE = False
_LOCK = threading.Lock()
# name -> [calls, total seconds]
OPS: Dict[str, List[float]] = {}
GRAPHS: Dict[str, List[float]] = {}


def record(table: Dict[str, List[float]], name: str, seconds: float) -> None:
    with _LOCK:
        row = table.get(name)
        if row is None:
            table[name] = [1, seconds]
        else:
            row[0] += 1
            row[1] += seconds


def reset() -> None:
    with _LOCK:
        OPS.clear()
        GRAPHS.clear()


def set_active(on: bool) -> None:
    global ACTIVE
    ACTIVE = bool(on)


def snapshot() -> Dict[str, Any]:
    with _LOCK:
        return {"ops": {k: tuple(v) for k, v in OPS.items()}, "graphs": {k: tuple(v) for k, v in GRAPHS.items()}}
