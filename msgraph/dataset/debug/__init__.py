"""``mindspore.dataset.debug``: hooks that the pipeline debug mode inserts around each map operation.

``ds.config.set_debug_mode(True, debug_hook_list=[...])`` makes every ``map`` call a copy of each hook before its
first operation (``is_first_op``: its [INPUT]) and after each operation ([OUTPUT]); a hook may also be put in a
map's operation list by hand.  A hook is called with the columns and returns them unchanged.
"""
from __future__ import absolute_import

from .debug_hook import DebugHook
from .pre_defined_hook import PrintDataHook, PrintMetaDataHook

__all__ = ["DebugHook", "PrintMetaDataHook", "PrintDataHook"]
