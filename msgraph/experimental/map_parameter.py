"""``mindspore.experimental.MapParameter`` (h-gpua2): importable, not built.

MindSpore's MapParameter is a device hash table (keys to value rows, with default initializers and eviction) that
its CPU backend runs only inside its embedding-cache / parameter-server set-ups.  msgraph has no such table: making
one is a RuntimeError, so code that merely imports the name (as MindSpore's optimizer tests do) keeps working.
"""
from __future__ import annotations

from typing import Any


class MapParameter:
    """A key -> value-row table Parameter (not supported by msgraph: constructing it raises RuntimeError)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise RuntimeError("MapParameter (a device hash-table Parameter) is not supported by msgraph: use a "
                           "Parameter holding a dense table and ops.gather / ops.scatter_update instead.")
