"""runtime/allocator.py: compiling a graph raises glibc's mmap/trim thresholds once, importing msgraph does not."""
import os
import platform
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(platform.system() != "Linux" or platform.libc_ver()[0] != "glibc",
                                reason="glibc's mallopt")

# Faults taken by the second 4 MiB allocation of a process: a fresh mmap (untuned: the first one raised the
# threshold to 4 MiB, and the second is as large) or the reused heap top (tuned: both come from the heap).
CHILD = r"""
import resource, sys
import numpy as np
import msgraph as ms
from msgraph.runtime import allocator
assert not allocator._DONE[0], "importing msgraph must not touch malloc"
if sys.argv[1] == "compile":
    @ms.jit
    def f(x):
        return x + 1
    f(ms.Tensor(np.ones(3, np.float32)))
    assert allocator._DONE[0]
def faults():
    r0 = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    a = np.ones(1 << 20, np.float32)
    del a
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt - r0
faults()
print(faults())
"""


def _second_alloc_faults(tmp_path, mode, **env):
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    e = dict(os.environ, MSGRAPH_NUMBA="0", **env)
    for k in ("MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_"):
        e.pop(k, None)
    out = subprocess.run([sys.executable, str(script), mode], env=e, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return int(out.stdout.split()[-1])


def test_compiling_a_graph_stops_page_faults_on_reallocation(tmp_path):
    assert _second_alloc_faults(tmp_path, "compile") < 100


def test_opt_out_and_plain_import_leave_glibc_alone(tmp_path):
    assert _second_alloc_faults(tmp_path, "compile", MSGRAPH_MALLOC_TUNE="0") > 200
    assert _second_alloc_faults(tmp_path, "import") > 200
