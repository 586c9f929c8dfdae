"""``mindspore.common._pijit_context``: where MindSpore keeps the context object of bytecode capture
(``jit(capture_mode='bytecode')``). msgraph compiles such functions from their source, so the class only
exists to be imported (MindSpore's ``tests/st/pi_jit/share/utils.py`` imports it)."""
from __future__ import annotations

__all__ = ["PIJitCaptureContext"]


class PIJitCaptureContext:
    """MindSpore's bytecode-capture context; msgraph's ``jit(capture_mode='bytecode')`` does not use it."""

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs

    def __call__(self, fn):
        return fn
