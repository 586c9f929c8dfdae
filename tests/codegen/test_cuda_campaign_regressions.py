"""Shrunk repros from the 10,000-program fuzz campaign (CUDA backend, simulator): they must pass.

950: a host constant reached the device reshape helper; 4250: a non-contiguous host view was
passed straight to a kernel launch; 7150: a folded constant carried into a backward while loop.
"""
import os
import pathlib
import subprocess
import sys

import pytest

REPROS = sorted((pathlib.Path(__file__).parent / "cuda_repros").glob("repro_*.py"))


@pytest.mark.slow
@pytest.mark.parametrize("path", REPROS, ids=[p.stem for p in REPROS])
def test_campaign_repro_passes_under_the_cuda_simulator(path):
    repo = str(pathlib.Path(__file__).resolve().parents[2])      # this checkout, not an installed copy
    path_env = os.pathsep.join([repo] + [p for p in [os.environ.get("PYTHONPATH", "")] if p])
    env = {**os.environ, "NUMBA_ENABLE_CUDASIM": "1", "MSGRAPH_SYNC_COMPILE": "1", "PYTHONPATH": path_env}
    res = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=300, env=env)
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-4000:]
