"""The base class of the dataset pipeline debug hooks (MindSpore 2.10's ``mindspore.dataset.debug.DebugHook``)."""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Optional


class DebugHook(ABC):
    """Base of the debug hooks: a subclass defines ``compute(self, *args)``, which receives the tuple of columns
    going into (``is_first_op``) or coming out of the operation ``prev_op_name``.

    Called as a map operation, the hook prints which operation's data it sees (when it knows the operation:
    the hooks that debug mode inserts do, one put in a map's list by hand does not), calls ``compute`` and
    returns the columns unchanged.
    """

    def __init__(self, prev_op_name: Optional[str] = None) -> None:
        self.prev_op_name = prev_op_name
        self.is_first_op: Optional[bool] = None

    def __call__(self, *args: Any) -> tuple:
        if self.prev_op_name:
            side = "INPUT" if self.is_first_op else "OUTPUT"
            print(f"[Dataset debugger] Print the [{side}] of the operation [{self.prev_op_name}].", flush=True)
        self.compute(args)
        return args

    @abstractmethod
    def compute(self, *args: Any) -> Any:
        """What the hook does with the data (``args[0]`` is the tuple of columns); subclasses define it."""
        raise RuntimeError("compute() is not overridden in subclass of class DebugHook.")

    def set_previous_op_name(self, prev_op_name: Optional[str]) -> None:
        self.prev_op_name = prev_op_name

    def set_is_first(self, is_first_op: Optional[bool]) -> None:
        self.is_first_op = is_first_op
