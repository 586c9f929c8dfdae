"""``mindspore.common.jit_begin_end``: ``_jit_begin`` / ``_jit_end`` mark a code snippet MindSpore may trace
into a graph.  msgraph runs the snippet as written (PyNative): the markers change no value."""
from __future__ import annotations

from typing import Any

__all__ = ["_jit_begin", "_jit_end"]


def _jit_begin(fn_name: Any, *args: Any) -> None:
    """Start of a traced snippet (nothing to do: the ops run eagerly)."""
    return None


def _jit_end(*output_args: Any) -> Any:
    """End of a traced snippet: returns its outputs (one output bare, several as a tuple)."""
    if len(output_args) == 1:
        return output_args[0]
    return output_args
