"""The random state of MindSpore's Python worker processes, kept in this one thread.

With ``python_multiprocessing`` (a ``map``, or a GeneratorDataset reading a random-access source with several
workers) and a dataset seed set, MindSpore's worker ``k`` of an iterator reseeds its process with ``seed + k``
(``ds.config.set_seed``: Python's ``random``, numpy's global generator, and the dataset seed that
``ds.config.get_seed()`` then returns there), and rows go to the workers in turn.  msgraph runs the user's
function in the iterator's thread: :class:`Workers` holds each worker's generator states and swaps them in
around each call, so that a function drawing from ``random`` or ``np.random`` sees the numbers MindSpore's
worker would, and the caller's own generators are left as they were.
"""
from __future__ import annotations

import random
import threading
from typing import Any, Callable, List, Optional

import numpy as np

from ..core import config

_LOCK = threading.Lock()
_LOCK_WAIT_S = 10.0


class Workers:
    """``n`` workers seeded ``seed``, ``seed + 1``, ...; :meth:`call` runs a function as worker ``k``."""

    def __init__(self, seed: int, n: int) -> None:
        self.seed, self.n = seed, max(1, n)
        self._py: List[Any] = [random.Random(seed + k).getstate() for k in range(self.n)]
        self._np: List[Any] = [np.random.RandomState((seed + k) & 0xFFFFFFFF).get_state() for k in range(self.n)]
        self.slot = 0           # the next row's turn (MindSpore's round robin over the workers)

    def call(self, k: int, fn: Callable[..., Any], *args: Any) -> Any:
        # the generators are the process's: one worker's states are in them at a time (iterators run in threads).
        # A function that itself waits on another such pipeline would wait for ever: after _LOCK_WAIT_S it runs
        # on the generators as they are.
        if not _LOCK.acquire(timeout=_LOCK_WAIT_S):
            return fn(*args)
        try:
            saved_py, saved_np = random.getstate(), np.random.get_state()
            random.setstate(self._py[k])
            np.random.set_state(self._np[k])
            previous = config.set_worker_seed(self.seed + k)
            try:
                return fn(*args)
            finally:
                config.set_worker_seed(previous)
                self._py[k], self._np[k] = random.getstate(), np.random.get_state()
                random.setstate(saved_py)
                np.random.set_state(saved_np)
        finally:
            _LOCK.release()

    def next_call(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run ``fn`` as the worker whose turn it is."""
        k = self.slot % self.n
        self.slot += 1
        return self.call(k, fn, *args)


def run_workers(ctx: Any, node: Any, multiprocessing: bool, num_workers: Optional[int]) -> Optional[Workers]:
    """The workers of ``node`` in this iterator run (made on its first pass), or None where MindSpore's workers
    would not reseed (no multiprocessing, or no dataset seed set)."""
    if ctx is None or not multiprocessing or not config.seed_is_set():
        return None
    key = ("workers", id(node))
    workers = ctx.run.get(key)
    if workers is None:
        n = num_workers if num_workers is not None else config.get_num_parallel_workers()
        workers = ctx.run[key] = Workers(ctx.seed, n)
    return workers
