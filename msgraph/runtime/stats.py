"""Process-wide compile counters (read by tests, the pytest plugin and users)."""
from __future__ import annotations

import threading
from collections import Counter
from typing import Dict

_lock = threading.Lock()
_compiles: Counter = Counter()
#: one entry per graph compiled for a jit function / Cell and its inputs' signature in this process (MindSpore's
#: ``mindspore.common.api.ms_compile_cache``, the set of compiled phases)
compiled_phases: set = set()


def record_compile(name: str) -> None:
    with _lock:
        _compiles[name] += 1


def total() -> int:
    """Number of graph compilations so far in this process."""
    with _lock:
        return sum(_compiles.values())


def by_function() -> Dict[str, int]:
    with _lock:
        return dict(_compiles)
