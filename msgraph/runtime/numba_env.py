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

Import cost: Numba's ``numba.np.arraymath`` (loaded with the CPU target's registries) calls
``ensure_blas()`` while it is imported, which imports ``scipy.linalg`` even when no kernel calls
BLAS (measured, process CPU time of importing Numba and loading its registries, loaded 2-CPU VM:
0.62 s without it vs 0.87 s with it, medians of 5).  :func:`ensure_numba` imports Numba with that one import refused in the
importing thread only (:class:`_DeferScipyLinalg`), then sets the flag the check would have
set; a kernel that does call BLAS (``np.dot`` in a whole-graph function) imports SciPy then,
because Numba's BLAS lowerings call ``ensure_blas()`` again when they are typed.
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


class _DeferScipyLinalg:
    """A ``sys.meta_path`` finder refusing ``scipy.linalg`` in one thread (the one importing Numba).

    Other threads' imports are not affected, and nothing half-imported is left in
    ``sys.modules``: the import fails before any ``scipy.linalg`` module runs."""

    def __init__(self) -> None:
        self.thread = threading.get_ident()

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if threading.get_ident() == self.thread and (name == "scipy.linalg" or name.startswith("scipy.linalg.")):
            raise ModuleNotFoundError(f"msgraph: {name} deferred while Numba is imported", name=name)
        return None


def _import_numba() -> Any:
    """``import numba`` without importing ``scipy.linalg`` (see the module docstring)."""
    import sys

    if "numba" in sys.modules or os.environ.get("MSGRAPH_NUMBA_EAGER_SCIPY") == "1":
        import numba

        return numba
    finder = _DeferScipyLinalg()
    sys.meta_path.insert(0, finder)
    try:
        import numba

        # Imported by Numba's CPU target when its registries load (the first compile or load);
        # import it here, under the finder.
        from numba.np import arraymath
    except ImportError:     # pragma: no cover - numba's layout changed
        import numba

        return numba
    finally:
        sys.meta_path.remove(finder)
    try:
        from importlib.util import find_spec

        if not getattr(arraymath, "_HAVE_BLAS", True):
            # What Numba's own check would have found (scipy.linalg importable); the ILP64
            # width check still runs in ensure_blas() when a kernel first uses BLAS.
            arraymath._HAVE_BLAS = find_spec("scipy") is not None and find_spec("scipy.linalg") is not None
    except (ImportError, ValueError):   # pragma: no cover - numba's layout changed
        pass
    return numba


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
        numba = _import_numba()

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
