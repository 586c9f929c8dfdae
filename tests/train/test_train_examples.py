"""examples/train.py and examples/eval.py run (briefly) and hand a checkpoint from one to the other."""
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(script, *args, cwd):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("MSGRAPH_JIT", None)
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "examples", script), *args], cwd=str(cwd), env=env,
                          capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


@pytest.mark.slow
@pytest.mark.parametrize("train_mode,eval_mode", [("graph", "pynative"), ("pynative", "graph")])
def test_train_then_eval(tmp_path, train_mode, eval_mode):
    pytest.importorskip("sklearn")
    pytest.importorskip("google.protobuf")
    out = run("train.py", "--mode", train_mode, "--epochs", "2", "--limit", "320", "--ckpt-dir", "ck", cwd=tmp_path)
    assert re.search(r"^epoch: 2 step: 10, loss is [\d.e-]+$", out, re.M), out
    assert re.search(r"^Train epoch time: [\d.]+ ms, per step time: [\d.]+ ms$", out, re.M), out
    assert "\r" not in out   # no progress bar when stdout is not a terminal
    assert sorted(os.listdir(tmp_path / "ck")) == ["digits-1_10.ckpt", "digits-2_10.ckpt"]
    out = run("eval.py", "--mode", eval_mode, "--ckpt-dir", "ck", cwd=tmp_path)
    acc = float(re.search(r"test accuracy: ([\d.]+)", out).group(1))
    assert "digits-2_10.ckpt" in out and acc > 0.6, out
