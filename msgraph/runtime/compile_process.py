"""Compile kernels in a long-lived, low-priority compile server that fills the disk cache.

A background compile in a thread competes with the training thread for the GIL (Numba's
type inference and lowering are Python) and for the CPUs.  When the disk cache is on,
the background worker instead writes the kernel module to the cache and hands the job to
a *compile server*: one child process per Python process (``python -m
msgraph.runtime.compile_process --server``, started lazily on the first job, at the lowest
CPU priority), which imports Numba once and then, for each job received over its stdin
pipe, imports the module and compiles every kernel for its signature, so Numba stores the
machine code beside the module, and answers one line on its stdout.  The parent then
*loads* the kernels from the cache (milliseconds per kernel) with the usual in-process
path, which also covers any kernel the server could not compile.  A warm cache skips the
server entirely.

One server per process (not one child per graph): a Python + Numba start-up costs ~1-2 s
of CPU, which a program with hundreds of graphs would otherwise pay hundreds of times.
The server

* exits when its stdin closes (the parent exited or :func:`shutdown` was called);
* is replaced by a fresh one after :data:`MAX_JOBS` jobs (compiled code is never freed by
  LLVM, so its memory would only grow), after a crash or a timeout, or when the Numba
  settings it was started with (``NUMBA_*`` variables) no longer match the parent's;
* belongs to the process that started it: a forked child (a dataset worker) that
  compiles gets a server of its own instead of writing into its parent's pipe.

``MSGRAPH_COMPILE_PROCESS=0`` compiles in the worker thread as before; so does a
platform where the server cannot start (the parent then simply compiles what is
missing; after :data:`MAX_START_FAILURES` failed starts it stops trying).  Synchronous
compiles (``MSGRAPH_SYNC_COMPILE=1``) never use the server: the caller waits either way.
"""
from __future__ import annotations

import glob
import json
import os
import subprocess
import sys
import threading
import time
from typing import Any, Dict, List, Optional, Sequence

_stats_lock = threading.Lock()
_stats: Dict[str, int] = {"runs": 0, "skipped_warm": 0, "failures": 0, "starts": 0}
TIMEOUT_S = 900.0
MAX_JOBS = 400
MAX_START_FAILURES = 3


def enabled() -> bool:
    return os.environ.get("MSGRAPH_COMPILE_PROCESS", "1").strip().lower() not in ("0", "false", "no", "off")


def stats() -> Dict[str, int]:
    """``runs``: jobs the server compiled; ``skipped_warm``: jobs whose kernels were all cached
    already; ``failures``: jobs that failed (the parent compiled them); ``starts``: servers started."""
    with _stats_lock:
        return dict(_stats)


def _bump(key: str) -> None:
    with _stats_lock:
        _stats[key] = _stats.get(key, 0) + 1


def _uncached(path: str, names: Sequence[str]) -> List[str]:
    """The kernels among ``names`` of the module at ``path`` that have no Numba cache index file yet
    (Numba names them ``<module>.<function>-<line>.py3XX.nbi``; a module may hold kernels that were
    never compiled: the groups tiering left to numpy)."""
    stem = os.path.splitext(os.path.basename(path))[0]
    dirs = [os.path.join(os.path.dirname(path), "__pycache__")]
    user = os.environ.get("NUMBA_CACHE_DIR")
    if user:
        dirs.append(user)
    have = set()
    for d in dirs:
        for f in glob.glob(os.path.join(d, "**", f"{stem}.*.nbi"), recursive=True):
            have.add(os.path.basename(f)[len(stem) + 1:].split("-", 1)[0])
    return [n for n in names if n not in have]


def _numba_env() -> Dict[str, str]:
    """The settings a server's Numba was started with (a change means a new server)."""
    return {k: v for k, v in os.environ.items() if k.startswith("NUMBA_")}


#: The server's first statements: lower its priority *before* importing msgraph and Numba (about
#: 1 s of CPU), which would otherwise run at the training process's priority (see :func:`_nice`).
_BOOT = ("import os\n"
         "try:\n"
         "    os.nice(max(0, min(int(os.environ.get('MSGRAPH_COMPILE_SERVER_NICE', '19')), 19)))\n"
         "except (ValueError, OSError, AttributeError):\n"
         "    pass\n"
         "import runpy\n"
         "runpy.run_module('msgraph.runtime.compile_process', run_name='__main__', alter_sys=True)\n")


class _Server:
    """The parent's handle on one compile-server process."""

    def __init__(self) -> None:
        pkg_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        env = dict(os.environ)
        env["PYTHONPATH"] = pkg_root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        self.numba_env = _numba_env()
        self.owner = os.getpid()
        self.jobs = 0
        self.proc = subprocess.Popen([sys.executable, "-c", _BOOT, "--server"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     env=env, close_fds=True)
        self._buf = b""

    def usable(self) -> bool:
        return (self.owner == os.getpid() and self.proc.poll() is None and self.jobs < MAX_JOBS
                and self.numba_env == _numba_env())

    def _readline(self, timeout: float) -> Optional[bytes]:
        """One reply line, or None on EOF/timeout."""
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                import select

                ready, _, _ = select.select([fd], [], [], min(left, 5.0))
            except (ImportError, OSError, ValueError):   # no select on pipes here: block
                ready = [fd]
            if not ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                return None
            self._buf += chunk
        line, _, self._buf = self._buf.partition(b"\n")
        return line

    def run(self, job: Dict[str, Any], timeout: float) -> bool:
        self.jobs += 1
        try:
            self.proc.stdin.write((json.dumps(job) + "\n").encode())
            self.proc.stdin.flush()
        except (OSError, ValueError):
            return False
        # While the server compiles, this process imports Numba (once) to load the result:
        # the two overlap instead of adding up -- where there is a CPU to overlap on.  With one
        # CPU the server (niced) compiles only when the program waits, and the import would
        # take its CPU from the program's steps for a result that may be far off: the load
        # imports Numba when the kernels are there.
        if _usable_cpus() > 1:
            _prepare_loading()
        line = self._readline(timeout)
        if line is None:          # crashed or hung: this server is finished
            self.close(kill=True)
            return False
        try:
            return bool(json.loads(line).get("ok"))
        except ValueError:
            self.close(kill=True)
            return False

    def close(self, kill: bool = False) -> None:
        if self.owner != os.getpid():
            return                # a forked child's copy of its parent's handle: not ours to close
        try:
            self.proc.stdin.close()
        except (OSError, ValueError):
            pass
        if kill and self.proc.poll() is None:
            try:
                self.proc.kill()
            except OSError:
                pass
        try:
            self.proc.wait(timeout=5.0 if not kill else 1.0)
        except subprocess.TimeoutExpired:
            try:
                self.proc.kill()
            except OSError:
                pass
        try:
            self.proc.stdout.close()
        except (OSError, ValueError):
            pass


_prepared = False


def _usable_cpus() -> int:
    """CPUs this process may run on (its affinity mask where the OS has one)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _prepare_loading() -> None:
    """Import Numba and the kernels' math module and set up Numba's CPU target, once.

    Called while the server compiles the first job, so that this start-up overlaps with
    the compile instead of following it."""
    global _prepared
    if _prepared:
        return
    _prepared = True
    try:
        from .numba_env import ensure_numba

        ensure_numba()
        import importlib

        from ..codegen import numba_cpu

        line = numba_cpu.vm_import_line()            # "from msgraph.codegen import X as vm"
        importlib.import_module("msgraph.codegen." + line.split()[3])
        from numba.core.registry import cpu_target

        cpu_target.target_context.refresh()           # imports the typing/lowering registries (lazy)
    except Exception:  # noqa: BLE001 - only a head start; the load does it all again if needed
        pass


_server: Optional[_Server] = None
_server_lock = threading.Lock()
_start_failures = 0


def _get_server() -> Optional[_Server]:
    """The running server of this process (started or replaced as needed), or None."""
    global _server, _start_failures
    if _server is not None and not _server.usable():
        old, _server = _server, None
        old.close()
    if _server is None:
        if _start_failures >= MAX_START_FAILURES:
            return None
        try:
            _server = _Server()
        except (OSError, ValueError, subprocess.SubprocessError):
            _start_failures += 1
            return None
        _bump("starts")
    return _server


def shutdown() -> None:
    """Stop this process's compile server (a new job starts another)."""
    global _server
    with _server_lock:
        if _server is not None:
            _server.close()
            _server = None


def precompile(path: Optional[str], key: str, kernels: Sequence[Any]) -> bool:
    """Compile ``kernels`` (KernelSpecs of the module file ``path``) in the compile server.

    Returns True when the server compiled them (or nothing was left to compile); False
    when it was not used or failed -- the caller's in-process load then compiles.
    """
    if path is None or not enabled() or not kernels:
        return False
    missing = set(_uncached(path, [s.name for s in kernels]))
    if not missing:
        _bump("skipped_warm")
        return True
    kernels = [s for s in kernels if s.name in missing]
    from ..codegen.numba_cpu import signature_desc

    job = {"path": path, "key": key, "kernels": [[s.name, signature_desc(s.params)] for s in kernels]}
    # ensure_numba() sets this too; set it before a server copies the environment, or the
    # first load would find the Numba settings changed and start a second server.
    os.environ.setdefault("NUMBA_DISABLE_ERROR_MESSAGE_HIGHLIGHTING", "1")
    with _server_lock:
        server = _get_server()
        ok = server is not None and server.run(job, TIMEOUT_S)
    if server is None:
        _bump("failures")
        return False
    _bump("runs")
    if not ok:
        _bump("failures")
    return ok


def _compile_job(job: Dict[str, Any]) -> List[str]:
    """Compile one job's kernels into the disk cache; the failures' descriptions."""
    from ..codegen import numba_cpu

    mod = numba_cpu._exec_module(job["path"], "", job["key"])
    failed: List[str] = []
    try:
        for name, desc in job["kernels"]:
            try:
                getattr(mod, name).compile(numba_cpu.signature_from_desc(desc))
            except Exception as exc:  # noqa: BLE001 - the parent compiles (and reports) what is missing
                failed.append(f"{name}: {type(exc).__name__}: {exc}")
    finally:
        sys.modules.pop(mod.__name__, None)
    return failed


def _nice() -> None:
    """``MSGRAPH_COMPILE_SERVER_NICE`` (default 19: only idle CPU, never slow the training process).

    The trade-off, measured on a 2-CPU machine with ~13 other busy processes: at nice 19 the
    server gets almost no CPU, and W3's kernels were ready 43 s after the first call (the
    in-thread compile at nice 10: 9 s); the graph meanwhile runs its numpy version, which is
    at least PyNative's speed.  A lower value (10) makes the server as fast as the thread."""
    try:
        n = int(os.environ.get("MSGRAPH_COMPILE_SERVER_NICE", "19"))
    except ValueError:
        n = 19
    if n <= 0:
        return
    try:
        now = os.nice(0)               # already lowered by _BOOT: nice values add up
        if now < min(n, 19):
            os.nice(min(n, 19) - now)
    except (OSError, AttributeError):
        pass


def _child(job: Dict[str, Any]) -> int:
    """One job read from stdin (the former one-process-per-graph protocol; kept for tools)."""
    _nice()
    from .numba_env import ensure_numba

    ensure_numba()
    failed = _compile_job(job)
    if failed:
        sys.stderr.write("\n".join(failed) + "\n")
        return 1
    return 0


def _serve(inp: Any, out: Any) -> int:
    """The server loop: one JSON job per input line, one JSON reply line each, until EOF."""
    from .numba_env import ensure_numba

    ensure_numba()
    for line in inp:
        line = line.strip()
        if not line:
            continue
        try:
            failed = _compile_job(json.loads(line))
        except Exception as exc:  # noqa: BLE001 - a bad job must not end the server
            failed = [f"{type(exc).__name__}: {exc}"]
        out.write(json.dumps({"ok": not failed, "failed": failed}) + "\n")
        out.flush()
    return 0


if __name__ == "__main__":
    if "--server" in sys.argv[1:]:
        _nice()
        # Replies go to the original stdout; anything else printed (a library's message) goes
        # to stderr, so it can never corrupt the protocol.
        _out = os.fdopen(os.dup(1), "w")
        os.dup2(2, 1)
        sys.stdout = sys.stderr
        sys.exit(_serve(sys.stdin, _out))
    sys.exit(_child(json.loads(sys.stdin.read())))
