"""CUDA backend under Numba's simulator (NUMBA_ENABLE_CUDASIM=1), tiny shapes.

The simulator must be chosen before numba.cuda is first imported, so the cases run
in a subprocess with the variable set; they compare ``device_target="GPU"`` with
PyNative (values to tolerance, dtypes exactly).  On a machine with a real GPU the
same script runs on the device (``MSGRAPH_TEST_REAL_GPU=1``).
"""
import os
import subprocess
import sys

import numpy as np
import pytest

pytest.importorskip("numba")

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "cuda_cases.py")


def _run(*args, real=False, timeout=600):
    env = dict(os.environ)
    if not real:
        env["NUMBA_ENABLE_CUDASIM"] = "1"
    env["PYTHONPATH"] = HERE + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True, timeout=timeout,
                          env=env)


@pytest.fixture(scope="module")
def sim_ok():
    out = _run("probe")
    if out.returncode != 0 or "probe-ok" not in out.stdout:
        pytest.skip(f"the CUDA simulator cannot run here: {out.stderr[-500:]}")


@pytest.mark.parametrize("level", ["O1", "O2"])
def test_cuda_programs_match_pynative(sim_ok, level):
    out = _run("programs", level)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-4000:]
    assert "all-ok" in out.stdout


def test_cuda_train_step_matches_pynative(sim_ok):
    out = _run("train")
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-4000:]
    assert "train-ok" in out.stdout


def test_no_gpu_gives_a_clear_error():
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_ENABLE_CUDASIM"}
    env["PYTHONPATH"] = HERE + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run([sys.executable, SCRIPT, "nogpu"], capture_output=True, text=True, timeout=300, env=env)
    assert out.returncode == 0, out.stderr[-3000:]
    assert "nogpu-ok" in out.stdout or "gpu-present" in out.stdout


@pytest.mark.skipif(os.environ.get("MSGRAPH_TEST_REAL_GPU") != "1", reason="needs a real GPU (MSGRAPH_TEST_REAL_GPU=1)")
def test_cuda_programs_on_real_gpu():
    out = _run("programs", "O1", real=True)
    assert out.returncode == 0 and "all-ok" in out.stdout, out.stderr[-4000:]


def test_uploads_are_packed_with_non_negative_strides():
    """numpy calls ``a[::-1]`` of a 1-element array contiguous although its stride is negative; numba-cuda's
    host-to-device copy rejects it on a real GPU (fuzz seeds 5008/5027/5067 on an H200; the simulator accepts
    it), so every upload goes through ``packed``."""
    from msgraph.codegen.numba_cuda import packed

    for view in (np.arange(3.0)[2:][::-1], np.arange(6.0).reshape(3, 2)[2:, 1:][::-1, ::-1],
                 np.arange(4.0).reshape(2, 2)[:, ::-2], np.broadcast_to(np.float32(1), (3, 2))):
        out = packed(view)
        assert out.flags.c_contiguous and all(st >= 0 for st in out.strides), (view.strides, out.strides)
        assert out.strides == np.empty(view.shape, view.dtype).strides or out.size <= 1
        np.testing.assert_array_equal(out, view)
    plain = np.arange(6.0).reshape(2, 3)
    assert packed(plain) is plain       # already packed: no copy
