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

Because kernels compile in a background thread, Numba's colored error messages are
switched off (``NUMBA_DISABLE_ERROR_MESSAGE_HIGHLIGHTING``): colorama swaps
``sys.stdout`` while it formats one, which from another thread would redirect the
main thread's output.

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
_modules: dict = {}
_PREFIXES = ("numba", "llvmlite", "msgraph.codegen.vecmath", "msgraph.codegen._vm_fallback", "_msgraph_kernels_")


def _restore_modules() -> None:
    """Put back numba's modules if something removed them from ``sys.modules``.

    pytest's in-process ``pytester`` restores ``sys.modules`` after each inner run; if the
    compile thread imported numba meanwhile, numba's modules vanish from ``sys.modules``
    while its registries live on, and importing it again fails ("duplicate registration").
    """
    import sys

    if _modules and "numba" not in sys.modules:
        for name, mod in _modules.items():
            sys.modules.setdefault(name, mod)


def remember_modules() -> None:
    import sys

    for name, mod in list(sys.modules.items()):
        if name.startswith(_PREFIXES):
            _modules[name] = mod


def ensure_numba() -> Any:
    """Import numba configured for msgraph; returns the module."""
    global _configured
    with _cfg_lock:
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        # Numba highlights error messages through colorama, which swaps sys.stdout/sys.stderr
        # while formatting one -- from the compile thread that would redirect whatever the main
        # thread prints (pytest's capture, a user's redirect_stdout) at random moments.
        os.environ.setdefault("NUMBA_DISABLE_ERROR_MESSAGE_HIGHLIGHTING", "1")
        _restore_modules()
        import numba

        if not _configured:
            try:   # numba imported before us, with highlighting: switch it off the same way
                from numba.core import errors as _errors

                base = getattr(_errors, "_DummyColorScheme", None)
                colored = getattr(_errors, "HighlightColorScheme", None)
                inst = getattr(_errors, "_termcolor_inst", None)
                if base is not None and (inst is None or (colored is not None and isinstance(inst, colored))):
                    class _Plain(base):  # type: ignore[misc, valid-type]
                        def code(self, msg: Any) -> Any:
                            return msg

                        errmsg = filename = indicate = highlight = reset = code

                    _errors._termcolor_inst = _Plain()
            except ImportError:  # pragma: no cover
                pass
            if not os.environ.get("NUMBA_THREADING_LAYER"):
                try:
                    from numba.np.ufunc import parallel as _par

                    if not getattr(_par, "_is_initialized", False):
                        numba.config.THREADING_LAYER = "workqueue"
                except ImportError:  # pragma: no cover - numba layout changed
                    numba.config.THREADING_LAYER = "workqueue"
            _configured = True
        remember_modules()
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
