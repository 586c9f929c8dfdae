"""Launch a script under ``mpiexec -n N`` from a test: timeout, no stray processes, clear skips."""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from typing import Optional, Sequence

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts")


def mpiexec() -> str:
    """The mpiexec that belongs to this Python's mpi4py, or skip the test saying why."""
    try:
        import mpi4py  # noqa: F401
    except ImportError:
        pytest.skip('mpi4py is not installed: install the distributed extra, pip install -e ".[distributed]"')
    here = os.path.join(os.path.dirname(sys.executable), "mpiexec")
    exe = here if os.path.exists(here) else shutil.which("mpiexec") or shutil.which("mpirun")
    if exe is None:
        pytest.skip('no mpiexec on PATH: pip install -e ".[distributed]" brings MPICH\'s')
    return exe


class Result:
    def __init__(self, rc: int, out: str, seconds: float, timed_out: bool):
        self.rc, self.out, self.seconds, self.timed_out = rc, out, seconds, timed_out

    def __repr__(self) -> str:
        return f"Result(rc={self.rc}, {self.seconds:.1f} s, timed_out={self.timed_out})\n{self.out[-6000:]}"


def run(script: str, args: Sequence[str] = (), n: int = 2, timeout: float = 120,
        env: Optional[dict] = None) -> Result:
    """``mpiexec -n n python script args`` in the repository root; kills the whole job on timeout."""
    cmd = [mpiexec(), "-n", str(n), sys.executable, script, *args] if n else [sys.executable, script, *args]
    full_env = dict(os.environ)
    for k in list(full_env):                   # never inherit an enclosing MPI job's identity
        if k.startswith(("PMI_", "OMPI_", "PMIX_", "MPI_LOCAL", "HYDRA_")):
            del full_env[k]
    full_env.update({"PYTHONPATH": ROOT + os.pathsep + full_env.get("PYTHONPATH", ""),
                     "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1",
                     "NUMBA_NUM_THREADS": "1"})
    full_env.update(env or {})
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=full_env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
        timed_out = False
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)     # mpiexec and every rank it started
        out, _ = proc.communicate()
        timed_out = True
    return Result(proc.returncode, out, time.perf_counter() - t0, timed_out)
