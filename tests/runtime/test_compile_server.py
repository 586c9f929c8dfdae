"""The compile server: one long-lived child per process compiles every graph's kernels."""
import io
import json
import os
import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("numba")

from msgraph.runtime import compile_process  # noqa: E402

PROG = textwrap.dedent("""
    import json
    import numpy as np
    import msgraph as ms
    from msgraph import ops
    from msgraph.codegen import backend
    from msgraph.runtime import compile_process, disk_cache

    def make(c):
        def f(x, y):
            return ops.tanh(x * c + y) * 3.0 - ops.sigmoid(y * 2.0)
        return f

    x = ms.Tensor(np.linspace(-1, 1, 64, dtype=np.float32))
    y = ms.Tensor(np.linspace(1, -1, 64, dtype=np.float32))
    pids = []
    for i, c in enumerate((0.5, 1.5, 2.5)):
        jf = ms.jit(make(c))
        first = jf(x, y).asnumpy()
        assert backend.wait_for_kernels(300)
        again = jf(x, y).asnumpy()
        np.testing.assert_allclose(again, first, rtol=2e-6, atol=1e-6)
        pids.append(compile_process._server.proc.pid)
        if KILL and i == 0:                  # a server that dies is replaced on the next job
            compile_process._server.proc.kill()
            compile_process._server.proc.wait()
    print(json.dumps({"proc": compile_process.stats(), "cache": disk_cache.stats(),
                      "backend": backend.stats(), "pids": pids}))
""")


def _run(tmp_path, kill=False):
    path = tmp_path / "server_prog.py"
    path.write_text(f"KILL = {kill!r}\n" + PROG)
    e = {k: v for k, v in os.environ.items() if k not in ("MSGRAPH_SYNC_COMPILE", "MSGRAPH_COMPILE_PROCESS")}
    e["MSGRAPH_CACHE_DIR"] = str(tmp_path / "cache")
    import msgraph
    root = os.path.dirname(os.path.dirname(os.path.abspath(msgraph.__file__)))
    e["PYTHONPATH"] = root + (os.pathsep + e["PYTHONPATH"] if e.get("PYTHONPATH") else "")
    out = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=600, env=e)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_one_server_compiles_every_graph(tmp_path):
    got = _run(tmp_path)
    assert got["proc"] == {"runs": 3, "skipped_warm": 0, "failures": 0, "starts": 1}
    assert len(set(got["pids"])) == 1
    # the server compiled every kernel: this process only loaded machine code
    assert got["cache"]["misses"] == 0 and got["cache"]["hits"] == 3
    assert got["backend"]["switched"] == 3 and got["backend"]["fallbacks"] == 0


def test_a_dead_server_is_replaced(tmp_path):
    got = _run(tmp_path, kill=True)
    assert got["proc"]["starts"] == 2 and got["proc"]["failures"] == 0
    assert got["pids"][0] != got["pids"][1] == got["pids"][2]
    assert got["backend"]["switched"] == 3


def test_the_server_answers_a_bad_job_and_goes_on():
    jobs = "\n".join([json.dumps({"path": "/nonexistent/k_x.py", "key": "0" * 40, "kernels": [["k0", []]]}),
                      "", "not json"]) + "\n"
    out = io.StringIO()
    assert compile_process._serve(io.StringIO(jobs), out) == 0
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["ok"] for r in replies] == [False, False]
    assert "FileNotFoundError" in replies[0]["failed"][0]


class _FakeProc:
    def __init__(self):
        self.killed = False

    def poll(self):
        return None


def _fake_server(**attrs):
    s = compile_process._Server.__new__(compile_process._Server)
    s.proc = _FakeProc()
    s.owner = os.getpid()
    s.jobs = 0
    s.numba_env = compile_process._numba_env()
    s.__dict__.update(attrs)
    return s


def test_a_server_is_reused_only_by_its_own_process_with_the_same_numba_settings(monkeypatch):
    assert _fake_server().usable()
    assert not _fake_server(owner=os.getpid() + 1).usable()          # inherited by fork
    assert not _fake_server(jobs=compile_process.MAX_JOBS).usable()  # recycled: memory only grows
    monkeypatch.setenv("NUMBA_OPT", "1")                             # Numba settings changed
    assert not _fake_server(numba_env={}).usable()


def test_no_server_without_processes(monkeypatch, tmp_path):
    def boom(*a, **k):
        raise OSError("no processes here")

    monkeypatch.setenv("MSGRAPH_COMPILE_PROCESS", "1")
    monkeypatch.setattr(compile_process.subprocess, "Popen", boom)
    monkeypatch.setattr(compile_process, "_server", None)
    monkeypatch.setattr(compile_process, "_start_failures", 0)

    class Spec:
        name = "k0"
        params = []

    mod = tmp_path / "k_y.py"
    mod.write_text("")
    for _ in range(compile_process.MAX_START_FAILURES + 2):
        assert compile_process.precompile(str(mod), "y" * 40, [Spec()]) is False
    # it stops trying after a few failed starts
    assert compile_process._start_failures == compile_process.MAX_START_FAILURES


@pytest.mark.parametrize("cpus,prepared", [(1, False), (2, True)])
def test_the_parent_imports_numba_during_a_compile_only_with_a_cpu_to_spare(monkeypatch, cpus, prepared):
    # With one CPU the niced server compiles only while the program waits; importing Numba
    # meanwhile would take that CPU from the program's steps (the load imports it later).
    calls = []
    monkeypatch.setattr(compile_process, "_usable_cpus", lambda: cpus)
    monkeypatch.setattr(compile_process, "_prepare_loading", lambda: calls.append(1))

    class Pipe(io.BytesIO):
        def flush(self):
            pass

    s = _fake_server()
    s.proc.stdin = Pipe()
    monkeypatch.setattr(s, "_readline", lambda timeout: b'{"ok": true}')
    assert s.run({"path": "x", "key": "k", "kernels": []}, 5.0) is True
    assert json.loads(s.proc.stdin.getvalue()) == {"path": "x", "key": "k", "kernels": []}
    assert calls == ([1] if prepared else [])
