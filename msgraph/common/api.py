"""``mindspore.common.api``: where MindSpore code imports ``jit`` and ``_pynative_executor`` from.

``jit`` is ``msgraph.api.jit`` (this module sits in the api layer; see tests/test_layering.py).
``_pynative_executor`` stands for MindSpore's asynchronous PyNative executor: msgraph's PyNative mode
runs each op synchronously, so ``sync()`` and the executor switches are no-ops.
"""
from __future__ import annotations

from ..api import JitConfig, jit  # noqa: F401


class _PyNativeExecutor:
    """The subset of MindSpore's ``_pynative_executor`` that user code calls."""

    def __init__(self) -> None:
        self._grad_flag = False

    def sync(self) -> None:
        """Wait for the queued ops: msgraph runs them eagerly, nothing is queued."""

    def set_async_for_graph(self, flag: bool) -> None:
        del flag

    def set_grad_flag(self, flag: bool) -> None:
        self._grad_flag = bool(flag)

    def grad_flag(self) -> bool:
        return self._grad_flag

    def __repr__(self) -> str:
        return "<PyNativeExecutor>"


_pynative_executor = _PyNativeExecutor()

