"""``mindspore.multiprocessing``: Python's ``multiprocessing`` with MindSpore's ``Process`` and ``Pool``.

MindSpore wraps the standard module so that forked children reset its C++ runtime (thread pools, device
streams).  msgraph keeps no such state across a fork (numpy, and Numba kernels that are plain functions), so
``Process`` and ``Pool`` are the standard classes under MindSpore's names; Tensors pickle by value."""
from __future__ import annotations

import multiprocessing as _mp
from multiprocessing import *  # noqa: F401,F403  (MindSpore re-exports the whole module)
from multiprocessing import pool as _mp_pool

__all__ = list(_mp.__all__)


class Process(_mp.Process):  # noqa: F811 - MindSpore's subclass (fork callbacks there; nothing to reset here)
    """``multiprocessing.Process``; MindSpore's fork hooks have nothing to do in msgraph."""


class Pool(_mp_pool.Pool):  # noqa: F811
    """``multiprocessing.pool.Pool`` whose workers are this module's ``Process`` when forking."""
