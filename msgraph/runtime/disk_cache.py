"""The on-disk kernel cache: content-addressed module files that Numba's own cache serves.

Generated kernel source is written to ``<cache dir>/kernels/k_<key>.py`` where
``key`` hashes the module text (which holds the kernel code and its dtypes) with
the msgraph, Numba, NumPy and Python versions, the code generator's version, the
vecmath source and the host CPU.  The kernels in that module are decorated with
``@njit(cache=True)``, so Numba stores their machine code beside the file
(``kernels/__pycache__``) and a later process that generates the same module
loads it instead of compiling.

* Location: ``MSGRAPH_CACHE_DIR``, else ``$XDG_CACHE_HOME/msgraph``, else
  ``~/.cache/msgraph``.  The directory is created with mode 0700; an existing
  one that another user owns, or that others can write to, is not used (a
  warning says why).  ``MSGRAPH_CACHE=0`` disables the cache (kernels then
  compile in memory, every process).
* Writes are atomic (a private temporary file in the same directory, then
  ``os.link``/``os.replace``), and an existing valid file is never rewritten
  (its stamp keys Numba's index).
* Every module file carries a SHA-256 of its body in its first line.  A file
  that fails the check (truncated, edited, corrupted) is replaced with a
  warning; if loading Numba's cached code fails, that module's Numba cache files
  are deleted and the kernels recompile, with a warning -- never a crash.
* :func:`stats` counts kernels served from the cache (``hits``), compiled
  (``misses``), module files reused/written, and corrupt entries repaired.
"""
from __future__ import annotations

import glob
import hashlib
import os
import platform
import sys
import tempfile
import threading
import warnings
from typing import Any, Dict, Optional

_lock = threading.Lock()
_stats: Dict[str, int] = {"hits": 0, "misses": 0, "module_hits": 0, "module_writes": 0,
                          "corrupt": 0, "uncached": 0}
_warned: set = set()

_HEADER = "# msgraph-kernel-module sha256="


class CacheWarning(UserWarning):
    """The kernel cache had to repair or skip something; results are unaffected."""


def enabled() -> bool:
    return os.environ.get("MSGRAPH_CACHE", "1").strip().lower() not in ("0", "false", "no", "off")


class _Collector(threading.local):
    def __init__(self) -> None:
        self.items: Optional[list] = None


_collector = _Collector()


def warn(msg: str, category: type = None, stacklevel: int = 3) -> None:
    """``warnings.warn``, or -- inside :func:`collect_warnings` -- kept for later.

    The background compile thread must not emit warnings itself: it would write them
    into whatever stream is current when it happens to run (another test's capture, a
    closed file); the graph re-emits them in the caller's thread at its next call.
    """
    category = category or CacheWarning
    items = _collector.items
    if items is not None:
        items.append((msg, category))
    else:
        warnings.warn(msg, category, stacklevel=stacklevel)


class collect_warnings:
    """``with collect_warnings() as got:`` -- this thread's :func:`warn` calls append to ``got``."""

    def __enter__(self) -> list:
        self._prev = _collector.items
        _collector.items = []
        return _collector.items

    def __exit__(self, *exc: Any) -> None:
        _collector.items = self._prev


def _warn_once(key: str, msg: str) -> None:
    with _lock:
        if key in _warned:
            return
        _warned.add(key)
    warn(msg, CacheWarning, stacklevel=4)


def root_dir() -> str:
    """The configured cache directory (not created)."""
    d = os.environ.get("MSGRAPH_CACHE_DIR")
    if d:
        return os.path.abspath(os.path.expanduser(d))
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "msgraph")


def _private_dir(path: str) -> Optional[str]:
    """Create ``path`` (0700) or check an existing one is ours and private; None if unusable."""
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
        st = os.stat(path)
    except OSError as exc:
        _warn_once(f"mk:{path}", f"msgraph kernel cache disabled: cannot create {path!r} ({exc}).")
        return None
    if hasattr(os, "getuid"):
        if st.st_uid != os.getuid():
            _warn_once(f"own:{path}", f"msgraph kernel cache disabled: {path!r} belongs to another user; "
                                      f"set MSGRAPH_CACHE_DIR to a private directory.")
            return None
        if st.st_mode & 0o022:
            try:
                os.chmod(path, 0o700)
            except OSError:
                _warn_once(f"perm:{path}", f"msgraph kernel cache disabled: {path!r} is writable by others.")
                return None
    return path


def snapshot() -> Optional[str]:
    """The cache root to use for a compile requested now (None: disabled).

    Background compiles take it when the graph is compiled, so a later change of
    ``MSGRAPH_CACHE_DIR``/``MSGRAPH_CACHE`` does not redirect work already queued.
    """
    return root_dir() if enabled() else None


def kernel_dir(root: Any = "") -> Optional[str]:
    """``<root>/kernels`` (private), or None when the cache is disabled or unusable.

    ``root``: a :func:`snapshot` (None = disabled); by default the current settings.
    """
    if root == "":
        root = snapshot()
    if root is None:
        return None
    root = _private_dir(root)
    if root is None:
        return None
    return _private_dir(os.path.join(root, "kernels"))


_HOST: Dict[str, str] = {}


def _dist_version(name: str) -> str:
    """An installed distribution's version, read once from its metadata (importing Numba to ask it costs
    ~0.3 s of Python under the GIL); the module's own ``__version__`` once it is imported."""
    mod = sys.modules.get(name)
    if getattr(mod, "__version__", None):
        return mod.__version__
    if name not in _HOST:
        from importlib import metadata

        try:
            _HOST[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            _HOST[name] = "no-" + name
    return _HOST[name]


def _cpu_identity() -> str:
    """The host CPU's model and feature flags (once per process): from ``/proc/cpuinfo`` where there is one
    (no import), else from LLVM's view of the host (llvmlite)."""
    if "cpu" in _HOST:
        return _HOST["cpu"]
    ident = None
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            head = f.read().split("\n\n", 1)[0]
        keep = [ln for ln in head.splitlines() if ln.split(":", 1)[0].strip() in
                ("vendor_id", "cpu family", "model", "model name", "flags", "Features", "CPU implementer",
                 "CPU part")]
        if keep:
            ident = hashlib.sha1("\n".join(keep).encode()).hexdigest()[:12]
    except OSError:
        pass
    if ident is None:
        try:
            from llvmlite import binding as llvm

            ident = llvm.get_host_cpu_name() + "-" + hashlib.sha1(
                llvm.get_host_cpu_features().flatten().encode()).hexdigest()[:12]
        except Exception:   # pragma: no cover - platform dependent
            ident = platform.processor() or "cpu"
    _HOST["cpu"] = ident
    return ident


def host_fingerprint() -> str:
    """Library versions and the host CPU (what compiled code depends on besides its source).

    Without importing Numba: the background worker keys a kernel module before the compile server has
    compiled it, and a main process whose kernels are not ready yet should not pay Numba's import (its first
    seconds run the graph's numpy version)."""
    import numpy

    from .._version import __version__

    return "|".join([sys.version.split()[0], platform.machine(), numpy.__version__, _dist_version("numba"),
                     _dist_version("llvmlite"), _cpu_identity(), __version__])


def _vecmath_digest() -> str:
    try:
        import importlib.util

        spec = importlib.util.find_spec("msgraph.codegen.vecmath")
        if spec is not None and spec.origin:
            with open(spec.origin, "rb") as f:
                return hashlib.sha256(f.read()).hexdigest()[:16]
    except (OSError, ImportError, ValueError):
        pass
    return "none"


def module_key(source: str, extra: str = "") -> str:
    h = hashlib.sha256()
    for part in (source, extra, host_fingerprint(), _vecmath_digest()):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def _body_digest(body: str) -> str:
    return hashlib.sha256(body.encode()).hexdigest()


def _valid(path: str) -> bool:
    try:
        with open(path, "r", encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError):
        return False
    head, _, body = text.partition("\n")
    return head.startswith(_HEADER) and head[len(_HEADER):] == _body_digest(body)


def _atomic_write(path: str, text: str, replace: bool) -> None:
    d = os.path.dirname(path)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".py", dir=d)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if replace:
            os.replace(tmp, path)
            tmp = ""
        else:
            try:
                os.link(tmp, path)       # no-clobber: a concurrent writer's identical file wins
            except FileExistsError:
                pass
            except OSError:
                os.replace(tmp, path)
                tmp = ""
    finally:
        if tmp:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def purge_numba_cache(path: str) -> None:
    """Delete Numba's index/data files for the module at ``path``."""
    stem = os.path.splitext(os.path.basename(path))[0]
    dirs = [os.path.join(os.path.dirname(path), "__pycache__")]
    user = os.environ.get("NUMBA_CACHE_DIR")
    if user:
        dirs.append(user)
    for d in dirs:
        for f in glob.glob(os.path.join(d, "**", f"{stem}.*.nb[ic]"), recursive=True):
            try:
                os.unlink(f)
            except OSError:
                pass


def write_module(key: str, source: str, root: Any = "") -> Optional[str]:
    """The path of the module file for ``key`` holding ``source`` (written if needed)."""
    d = kernel_dir(root)
    if d is None:
        return None
    path = os.path.join(d, f"k_{key[:40]}.py")
    text = f"{_HEADER}{_body_digest(source)}\n{source}"
    if os.path.exists(path):
        if _valid(path):
            bump("module_hits")
            return path
        bump("corrupt")
        warn(f"msgraph kernel cache: {path} is corrupted (checksum mismatch); rewriting it.", CacheWarning)
        purge_numba_cache(path)
        _atomic_write(path, text, replace=True)
        bump("module_writes")
        return path
    try:
        _atomic_write(path, text, replace=False)
    except OSError as exc:
        _warn_once(f"w:{d}", f"msgraph kernel cache: cannot write {path!r} ({exc}); compiling in memory.")
        return None
    bump("module_writes")
    return path


def bump(name: str, n: int = 1) -> None:
    with _lock:
        _stats[name] = _stats.get(name, 0) + n


def stats() -> Dict[str, int]:
    """Counters: hits/misses (kernel signatures loaded from / compiled into the cache), module files."""
    with _lock:
        return dict(_stats)


def reset_stats() -> None:
    with _lock:
        for k in _stats:
            _stats[k] = 0


def clear() -> None:
    """Delete every cached kernel module and its Numba cache files."""
    d = os.path.join(root_dir(), "kernels")
    for f in glob.glob(os.path.join(d, "k_*.py")):
        purge_numba_cache(f)
        try:
            os.unlink(f)
        except OSError:
            pass


def info() -> Dict[str, Any]:
    d = os.path.join(root_dir(), "kernels")
    files = glob.glob(os.path.join(d, "k_*.py"))
    return {"dir": d, "enabled": enabled(), "modules": len(files)}
