"""Importing Numba for msgraph's kernels leaves ``scipy.linalg`` to the first kernel that needs BLAS."""
import json
import os
import subprocess
import sys
import textwrap
import threading

import pytest

pytest.importorskip("numba")
pytest.importorskip("scipy")

from msgraph.runtime import numba_env  # noqa: E402

PROG = textwrap.dedent("""
    import json, sys
    import numpy as np
    from msgraph.runtime.numba_env import ensure_numba
    nb = ensure_numba()
    from numba.core.registry import cpu_target
    cpu_target.target_context.refresh()          # the registries a kernel compile/load loads
    from numba.np import arraymath
    after_import = "scipy.linalg" in sys.modules

    @nb.njit(cache=False)
    def corr(a, b):                             # uses arraymath's _HAVE_BLAS (np.dot path)
        return np.correlate(a, b)

    @nb.njit(cache=False)
    def dot(a, b):
        return np.dot(a, b)

    a = np.arange(6.0).reshape(2, 3)
    b = np.arange(12.0).reshape(3, 4)
    print(json.dumps({"after_import": after_import, "have_blas": bool(arraymath._HAVE_BLAS),
                      "dot_ok": bool(np.allclose(dot(a, b), a @ b)),
                      "corr_ok": bool(np.allclose(corr(np.arange(5.0), np.arange(3.0)),
                                                  np.correlate(np.arange(5.0), np.arange(3.0)))),
                      "after_dot": "scipy.linalg.cython_blas" in sys.modules}))
""")


def _run(**env):
    e = {k: v for k, v in os.environ.items() if k != "MSGRAPH_NUMBA_EAGER_SCIPY"}
    e.update(env)
    import msgraph
    root = os.path.dirname(os.path.dirname(os.path.abspath(msgraph.__file__)))
    e["PYTHONPATH"] = root + (os.pathsep + e["PYTHONPATH"] if e.get("PYTHONPATH") else "")
    out = subprocess.run([sys.executable, "-c", PROG], capture_output=True, text=True, timeout=600, env=e)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_scipy_linalg_waits_for_a_kernel_that_calls_blas():
    got = _run()
    assert got == {"after_import": False, "have_blas": True, "dot_ok": True, "corr_ok": True, "after_dot": True}


def test_the_eager_switch_keeps_numbas_own_import():
    got = _run(MSGRAPH_NUMBA_EAGER_SCIPY="1")
    assert got["after_import"] is True and got["have_blas"] and got["dot_ok"] and got["corr_ok"]


def test_the_finder_refuses_scipy_linalg_in_its_own_thread_only():
    finder = numba_env._DeferScipyLinalg()
    with pytest.raises(ModuleNotFoundError):
        finder.find_spec("scipy.linalg")
    with pytest.raises(ModuleNotFoundError):
        finder.find_spec("scipy.linalg.cython_blas")
    assert finder.find_spec("scipy") is None and finder.find_spec("scipy.linalgx") is None
    seen = []
    t = threading.Thread(target=lambda: seen.append(finder.find_spec("scipy.linalg")))
    t.start()
    t.join()
    assert seen == [None]
