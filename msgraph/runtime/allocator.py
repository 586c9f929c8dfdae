"""glibc malloc settings for compiled graphs: no page faults on every step.

glibc serves an allocation above ``M_MMAP_THRESHOLD`` (128 KiB at start) with a fresh ``mmap`` and gives
the heap's free top back to the OS above ``M_TRIM_THRESHOLD``; both rise by themselves only when a large
``mmap``-ed block is freed (to that block's size, at most 32 MiB, and twice that). A compiled graph
allocates the same large arrays on every call, and measured on W8 (a ResNet basic-block train step,
``benchmarks/convnets.py``) a Graph-mode process never reached the raised thresholds: 8,500 minor page
faults per step (33 MB of fresh zeroed pages), about 25 % of the step's CPU time, where a process that
had run the same model eagerly first had none. Setting the values glibc's own adjustment tops out at
(32 MiB, 64 MiB) removes them (RESULTS.md, 2026-12-02 f).

:func:`tune` runs once, when the first graph is compiled (``runtime/executable.py``); importing msgraph
changes nothing. It does nothing on a C library other than glibc, when ``MSGRAPH_MALLOC_TUNE=0``, or when
the user set glibc's own ``MALLOC_MMAP_THRESHOLD_`` / ``MALLOC_TRIM_THRESHOLD_`` variables.
"""
from __future__ import annotations

import os

#: glibc's mallopt parameter numbers (malloc.h) and the values its dynamic adjustment reaches at most
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3
MMAP_THRESHOLD = 32 << 20
TRIM_THRESHOLD = 64 << 20

_DONE = [False]


def tune() -> bool:
    """Raise glibc's mmap and trim thresholds once per process; True when they were set."""
    if _DONE[0]:
        return False
    _DONE[0] = True
    if os.environ.get("MSGRAPH_MALLOC_TUNE", "1") == "0" or "MALLOC_MMAP_THRESHOLD_" in os.environ \
            or "MALLOC_TRIM_THRESHOLD_" in os.environ:
        return False
    import platform

    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc":
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes, mallopt.restype = (ctypes.c_int, ctypes.c_int), ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD))
