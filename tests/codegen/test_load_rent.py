"""Ski rental for loading cached kernels: while Numba is not imported, the background worker loads a graph's
kernels only once the numpy versions have spent ``backend.LOAD_RENT_S`` (or a caller asks for them)."""
import json
import os
import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("numba")

PROG = textwrap.dedent("""
    import json, sys, time
    import numpy as np
    import msgraph as ms
    from msgraph import ops
    from msgraph.codegen import backend
    from msgraph.runtime import compile_process, disk_cache

    mode = sys.argv[1]
    if mode == "cheap_rent":
        backend.LOAD_RENT_S = 1e-6

    def f(x, y):
        return ops.tanh(x * 0.5 + y) * 3.0 - ops.sigmoid(y * 2.0)

    x = ms.Tensor(np.linspace(-1, 1, 64, dtype=np.float32))
    y = ms.Tensor(np.linspace(1, -1, 64, dtype=np.float32))
    jf = ms.jit(f)
    outs = [jf(x, y).asnumpy() for _ in range(3)]
    out = {"mode": mode}
    if mode == "fill":
        assert backend.wait_for_kernels(300)
    elif mode == "cheap_rent":          # the rent is paid: the worker loads on its own
        deadline = time.time() + 120
        while backend.stats()["switched"] == 0 and time.time() < deadline:
            time.sleep(0.05)
    else:                               # three calls of a few microseconds: far from the rent
        time.sleep(1.0)                 # the worker has had time to build the plan and ask the server
        out["numba_before"] = "numba" in sys.modules
        out["switched_before"] = backend.stats()["switched"]
        out["proc_before"] = compile_process.stats()
        assert backend.wait_for_kernels(300)       # asking loads them at once
    again = jf(x, y).asnumpy()
    np.testing.assert_allclose(again, outs[0], rtol=2e-6, atol=1e-6)
    out.update({"numba": "numba" in sys.modules, "cache": disk_cache.stats(), "backend": backend.stats()})
    print(json.dumps(out))
""")


def _run(tmp_path, cache, mode):
    path = tmp_path / "rent_prog.py"
    path.write_text(PROG)
    e = {k: v for k, v in os.environ.items() if k not in ("MSGRAPH_SYNC_COMPILE", "MSGRAPH_COMPILE_PROCESS")}
    e.update({"MSGRAPH_CACHE_DIR": str(cache), "MSGRAPH_TIER_US": "0"})
    import msgraph
    root = os.path.dirname(os.path.dirname(os.path.abspath(msgraph.__file__)))
    e["PYTHONPATH"] = root + (os.pathsep + e["PYTHONPATH"] if e.get("PYTHONPATH") else "")
    out = subprocess.run([sys.executable, str(path), mode], capture_output=True, text=True, timeout=600, env=e)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_warm_cache_load_waits_for_the_rent_or_a_request(tmp_path):
    cache = tmp_path / "cache"
    fill = _run(tmp_path, cache, "fill")
    assert fill["backend"]["switched"] == 1 and fill["cache"]["hits"] + fill["cache"]["misses"] >= 1
    warm = _run(tmp_path, cache, "warm")
    # the short run did not import Numba nor switch; the kernels were all in the cache already
    assert warm["numba_before"] is False and warm["switched_before"] == 0
    assert warm["proc_before"]["skipped_warm"] == 1 and warm["proc_before"]["runs"] == 0
    # wait_for_kernels loaded them from the cache
    assert warm["numba"] is True and warm["backend"]["switched"] == 1 and warm["cache"]["misses"] == 0
    assert warm["cache"]["hits"] == fill["cache"]["hits"] + fill["cache"]["misses"]


def test_paid_rent_loads_without_being_asked(tmp_path):
    cache = tmp_path / "cache"
    _run(tmp_path, cache, "fill")
    got = _run(tmp_path, cache, "cheap_rent")
    assert got["numba"] is True and got["backend"]["switched"] == 1 and got["cache"]["misses"] == 0


def test_rent_rule_unit(monkeypatch):
    from msgraph.codegen import backend
    from msgraph.ops import _fastpath

    monkeypatch.setattr(_fastpath, "_seen", {})
    monkeypatch.setattr(backend, "_rent_state", {"paid": 0.0, "forced": False})
    monkeypatch.setattr(backend, "_numba_loaded", lambda: False)
    monkeypatch.setattr(backend, "LOAD_RENT_S", 0.5)
    assert not backend.rent_paid()
    backend._pay_rent(0.3)
    assert not backend.rent_paid()
    backend._pay_rent(0.3)
    assert backend.rent_paid()
    monkeypatch.setattr(backend, "_rent_state", {"paid": 0.0, "forced": False})
    backend.force_load()
    assert backend.rent_paid()
    backend.wait_for_rent()             # returns at once
    monkeypatch.setattr(backend, "_rent_state", {"paid": 0.0, "forced": False})
    # the large calls of ops with eager kernels pay at REQUEST_ELEMENTS ~ EAGER_RENT_S, all ops together
    monkeypatch.setattr(_fastpath, "EAGER_RENT_S", 0.5)
    monkeypatch.setattr(_fastpath, "REQUEST_ELEMENTS", 1000)
    monkeypatch.setattr(_fastpath, "_seen", {("Exp", "<f4"): [1, 300], ("ReLU", "<f4"): [2, 300]})
    assert not backend.rent_paid()
    backend._pay_rent(0.15)             # 0.15 + 600 elements (0.3 s) < 0.5
    assert not backend.rent_paid()
    backend._pay_rent(0.1)
    assert backend.rent_paid()
    monkeypatch.setattr(_fastpath, "_seen", {})
    assert not backend.rent_paid()
    monkeypatch.setattr(backend, "_numba_loaded", lambda: True)
    assert backend.rent_paid()
