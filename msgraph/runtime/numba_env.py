"""Importing and configuring Numba for msgraph's kernels (never at ``import msgraph``).

Threading: Numba's ``omp`` layer spin-waits between parallel regions and starves
OpenBLAS running next to it; the ``workqueue`` layer aborts the process when two
Python threads launch parallel kernels at once.  msgraph therefore

* selects the ``workqueue`` layer (blocking waits, no spinning) unless the user
  chose one with ``NUMBA_THREADING_LAYER`` -- set before the first parallel
  launch, which is when Numba reads it;
* sets ``OMP_WAIT_POLICY=PASSIVE`` if unset, for users who pick ``omp``;
* serializes every call of a ``parallel=True`` kernel with :data:`PARALLEL_LOCK`
  (cheap next to a kernel big enough to be parallel), so concurrent Python
  threads never launch parallel regions at the same time, with any layer.

Kernels small enough not to pay for threads are compiled without ``parallel``
and run under ``nogil`` concurrently.
"""
from __future__ import annotations

import os
import threading
from typing import Any, Callable

PARALLEL_LOCK = threading.Lock()
_configured = False
_cfg_lock = threading.Lock()


def ensure_numba() -> Any:
    """Import numba configured for msgraph; returns the module."""
    global _configured
    with _cfg_lock:
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        import numba

        if not _configured:
            if not os.environ.get("NUMBA_THREADING_LAYER"):
                try:
                    from numba.np.ufunc import parallel as _par

                    if not getattr(_par, "_is_initialized", False):
                        numba.config.THREADING_LAYER = "workqueue"
                except ImportError:  # pragma: no cover - numba layout changed
                    numba.config.THREADING_LAYER = "workqueue"
            _configured = True
        return numba


def serialized(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` wrapped so that calls hold :data:`PARALLEL_LOCK` (for parallel kernels)."""
    lock = PARALLEL_LOCK

    def call(*args: Any) -> Any:
        with lock:
            return fn(*args)

    call.__wrapped__ = fn  # type: ignore[attr-defined]
    call.__name__ = getattr(fn, "__name__", "kernel")
    return call
