"""Reproduces the race behind tests/codegen/test_disk_cache.py::test_corrupted_numba_cache_entry_recompiles
failing "DID NOT WARN" (session 48): the kernel worker thread compiling other graphs with Numba (which enters and
leaves warnings.catch_warnings, process-wide state) while the main thread is inside pytest.warns.  See README.md."""
import glob, os, warnings
import numpy as np, pytest
import msgraph as ms
from msgraph import ops
from msgraph.codegen import backend
from msgraph.runtime import disk_cache

FLOOD = int(os.environ.get("FLOOD", "40"))
WAIT = os.environ.get("WAIT") == "1"

def _flood():
    x = ms.Tensor(np.linspace(-1, 1, 64, dtype=np.float32))
    for i in range(FLOOD):
        c = 0.1 + i * 0.013 + rep_seed[0]
        def f(x, c=c):
            return ops.tanh(ops.sin(x * c) + ops.cos(x)) * c - ops.sigmoid(x * (c + 1))
        j = ms.jit(f)
        with backend.sync_compile(False):
            j(x); j(x)
        _keep.append(j)
_keep = []
rep_seed = [0.0]

@pytest.mark.parametrize("rep", range(4))
def test_corrupt(tmp_path, monkeypatch, rep):
    monkeypatch.setenv("MSGRAPH_CACHE_DIR", str(tmp_path / "flood"))
    rep_seed[0] = rep * 0.5 + 0.00123
    _flood()
    monkeypatch.setenv("MSGRAPH_CACHE_DIR", str(tmp_path / "c"))
    monkeypatch.setenv("MSGRAPH_SYNC_COMPILE", "1")
    scale = 1.25 + rep * 0.1
    def fn(x):
        return ops.exp(ops.clip_by_value(x, -4.0, 4.0)) * scale + x * 0.5
    x = ms.Tensor(np.linspace(-2, 2, 16, dtype=np.float32))
    ms.jit(fn)(x)
    for f in glob.glob(str(tmp_path / "c" / "kernels" / "__pycache__" / "*.nbc")):
        open(f, "wb").write(b"\x80\x04garbage" * 3)
    if WAIT:
        assert backend.wait_for_kernels(600)
    print("pending at block", backend._worker_obj.pending if backend._worker_obj else None)
    with pytest.warns(disk_cache.CacheWarning, match="recompiling"):
        ms.jit(fn)(x)
