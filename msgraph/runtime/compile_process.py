"""Compile kernels in a separate, low-priority process that fills the disk cache.

A background compile in a thread competes with the training thread for the GIL (Numba's
type inference and lowering are Python) and for the CPUs.  When the disk cache is on,
the background worker instead writes the kernel module to the cache and runs a child
process (``python -m msgraph.runtime.compile_process``, at the lowest CPU priority) that
imports the module and compiles every kernel for its signature, so Numba stores the
machine code beside the module; the parent then *loads* the kernels from the cache
(milliseconds per kernel) with the usual in-process path, which also covers any kernel
the child could not compile.  A warm cache skips the child entirely.

``MSGRAPH_COMPILE_PROCESS=0`` compiles in the worker thread as before; so does a
platform where the child cannot start (the parent then simply compiles what is
missing).  Synchronous compiles (``MSGRAPH_SYNC_COMPILE=1``) never use the child:
the caller waits either way and the process start would only add to it.
"""
from __future__ import annotations

import glob
import json
import os
import subprocess
import sys
import threading
from typing import Any, Dict, List, Optional, Sequence

_stats_lock = threading.Lock()
_stats: Dict[str, int] = {"runs": 0, "skipped_warm": 0, "failures": 0}
TIMEOUT_S = 900.0


def enabled() -> bool:
    return os.environ.get("MSGRAPH_COMPILE_PROCESS", "1").strip().lower() not in ("0", "false", "no", "off")


def stats() -> Dict[str, int]:
    with _stats_lock:
        return dict(_stats)


def _bump(key: str) -> None:
    with _stats_lock:
        _stats[key] = _stats.get(key, 0) + 1


def _cached_count(path: str) -> int:
    """How many kernels of the module at ``path`` already have Numba cache index files."""
    stem = os.path.splitext(os.path.basename(path))[0]
    dirs = [os.path.join(os.path.dirname(path), "__pycache__")]
    user = os.environ.get("NUMBA_CACHE_DIR")
    if user:
        dirs.append(user)
    n = 0
    for d in dirs:
        n += len(glob.glob(os.path.join(d, "**", f"{stem}.*.nbi"), recursive=True))
    return n


def precompile(path: Optional[str], key: str, kernels: Sequence[Any]) -> bool:
    """Compile ``kernels`` (KernelSpecs of the module file ``path``) in a child process.

    Returns True when the child ran and succeeded (or nothing was left to compile); False
    when it was not used or failed -- the caller's in-process load then compiles.
    """
    if path is None or not enabled() or not kernels:
        return False
    if _cached_count(path) >= len(kernels):
        _bump("skipped_warm")
        return True
    from ..codegen.numba_cpu import signature_desc

    job = {"path": path, "key": key, "kernels": [[s.name, signature_desc(s.params)] for s in kernels]}
    pkg_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ)
    env["PYTHONPATH"] = pkg_root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    try:
        proc = subprocess.run([sys.executable, "-m", "msgraph.runtime.compile_process"], input=json.dumps(job),
                              env=env, capture_output=True, text=True, timeout=TIMEOUT_S)
    except (OSError, subprocess.SubprocessError):
        _bump("failures")
        return False
    _bump("runs")
    if proc.returncode != 0:
        _bump("failures")
        return False
    return True


def _child(job: Dict[str, Any]) -> int:
    try:
        os.nice(19)            # only idle CPU: never slow the training process down
    except (OSError, AttributeError):
        pass
    from ..codegen import numba_cpu
    from .numba_env import ensure_numba

    ensure_numba()
    mod = numba_cpu._exec_module(job["path"], "", job["key"])
    failed: List[str] = []
    for name, desc in job["kernels"]:
        try:
            getattr(mod, name).compile(numba_cpu.signature_from_desc(desc))
        except Exception as exc:  # noqa: BLE001 - the parent compiles (and reports) what is missing
            failed.append(f"{name}: {type(exc).__name__}: {exc}")
    if failed:
        sys.stderr.write("\n".join(failed) + "\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(_child(json.loads(sys.stdin.read())))
