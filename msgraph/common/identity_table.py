"""A side table of values kept beside objects by their identity, each entry dropped when its object dies.

Graph mode's kernels hand each other facts about an array that the array itself cannot carry (a numpy array has no
attribute dict): MaxPoolPicks keeps each window's pick beside the x it pooled (ops/pooling.py), MaxPoolGradReluGrad
registers the zero-padded rows behind the dout view it returns (ops/conv.py).  Both are this table: keyed by
``id(obj)``, holding a weak reference to obj whose callback removes the entry, and answering a lookup only for that
very object (the reference is checked, so a new object that happens to get a dead one's id never sees its value).
"""
from __future__ import annotations

import weakref
from typing import Any, Dict, Tuple


class IdentityWeakTable:
    """``put(obj, value)`` / ``get(obj)``: ``value`` kept for as long as ``obj`` lives, found by ``obj``'s identity
    (not equality, not hashing: arrays are neither).  ``obj`` must support weak references."""

    __slots__ = ("_entries",)

    def __init__(self) -> None:
        self._entries: Dict[int, Tuple[Any, Any]] = {}   # id(obj) -> (weak reference to obj, value)

    def put(self, obj: Any, value: Any) -> None:
        """Keep ``value`` beside ``obj`` (replacing what was kept for it); dropped when ``obj`` dies."""
        key, entries = id(obj), self._entries

        def drop(ref: Any, key: int = key) -> None:
            hit = entries.get(key)
            if hit is not None and hit[0] is ref:   # not an entry made since for a new object of the same id
                del entries[key]

        entries[key] = (weakref.ref(obj, drop), value)

    def get(self, obj: Any, default: Any = None) -> Any:
        """The value kept for this very object, else ``default``."""
        entries = self._entries
        hit = entries.get(id(obj)) if entries else None
        if hit is None or hit[0]() is not obj:
            return default
        return hit[1]

    def __len__(self) -> int:
        return len(self._entries)
