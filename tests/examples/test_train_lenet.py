"""examples/zoo/train_lenet.py, a model-zoo style train.py, in a reduced setting (a few steps).

It runs as a user runs it (a subprocess from a temporary folder): on msgraph directly, through
``python -m msgraph.run``, and -- when a real MindSpore is installed (``MSGRAPH_MINDSPORE_PYTHON``,
default /tmp/ms/bin/python) -- on MindSpore itself, whose checkpoint msgraph then evaluates.
"""
from __future__ import annotations

import ast
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "examples", "zoo", "train_lenet.py")
REDUCED = ["--epoch_size", "2", "--train_size", "96", "--batch_size", "32", "--eval_size", "64",
           "--ckpt_path", "ck"]
MS_PYTHON = os.environ.get("MSGRAPH_MINDSPORE_PYTHON", "/tmp/ms/bin/python")


def run(*args, python=sys.executable, cwd, prefix=(), timeout=300):
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("MSGRAPH_JIT", None)
    proc = subprocess.run([python, *prefix, SCRIPT, *args], cwd=str(cwd), env=env, capture_output=True,
                          text=True, timeout=timeout)
    assert proc.returncode == 0, f"exit {proc.returncode}\n--- stdout ---\n{proc.stdout}\n--- stderr ---\n{proc.stderr}"
    return proc.stdout


def losses(out):
    return [float(x) for x in re.findall(r"^epoch: \d+ step: \d+, loss is ([\d.e+-]+)$", out, re.M)]


def accuracy(out):
    m = re.search(r"^============== \{'Accuracy': ([\d.e+-]+)\} ==============$", out, re.M)
    assert m, out
    return float(m.group(1))


def check_run(out, ckpt_dir, backend="msgraph"):
    assert re.search(rf"Starting Training \({backend} [\w.]*, graph mode, 2 epoch\(s\) of 3 steps\)", out), out
    assert [int(s) for s in re.findall(r"^epoch: (\d+) step: 3, loss is", out, re.M)] == [1, 2], out
    assert len(re.findall(r"^Train epoch time: [\d.]+ ms, per step time: [\d.]+ ms$", out, re.M)) == 2, out
    # (MindSpore's Graph mode also writes checkpoint_lenet-graph.meta, a dump of the graph msgraph does not write)
    ckpts = sorted(f for f in os.listdir(ckpt_dir) if f.endswith(".ckpt"))
    assert ckpts == ["checkpoint_lenet-1_3.ckpt", "checkpoint_lenet-2_3.ckpt"]
    assert "Starting Testing (checkpoint_lenet-2_3.ckpt)" in out
    assert 0.0 <= accuracy(out) <= 1.0
    assert all(1.5 < v < 3.2 for v in losses(out)), losses(out)     # ~ln(10) at the start: a sane net


def test_trains_checkpoints_and_evaluates_on_msgraph(tmp_path):
    out = run(*REDUCED, cwd=tmp_path)
    check_run(out, tmp_path / "ck")


def test_both_modes_give_the_same_losses(tmp_path):
    """Same seed, same data order: PyNative and Graph print the same losses (float32 rounding)."""
    graph = losses(run(*REDUCED, "--mode", "graph", "--ckpt_path", "g", cwd=tmp_path))
    pynative = losses(run(*REDUCED, "--mode", "pynative", "--ckpt_path", "p", cwd=tmp_path))
    assert len(graph) == len(pynative) >= 2
    assert max(abs(a - b) for a, b in zip(graph, pynative)) < 1e-4, (graph, pynative)


def test_runs_through_the_msgraph_run_alias(tmp_path):
    # `python -m msgraph.run` installs the alias itself; --backend mindspore then imports it unchanged
    out = run(*REDUCED, "--backend", "mindspore", "--epoch_size", "1", cwd=tmp_path, prefix=("-m", "msgraph.run"))
    assert "Starting Training (msgraph" in out and "Starting Testing (checkpoint_lenet-1_3.ckpt)" in out


def test_the_script_body_is_mindspore_code():
    """Below the backend switch the script imports only mindspore (and numpy, the zoo's lenet)."""
    tree = ast.parse(open(SCRIPT, encoding="utf-8").read())
    mods = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            mods |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            mods.add((node.module or "").split(".")[0])
    assert mods == {"argparse", "json", "os", "sys", "numpy", "mindspore", "lenet"}, mods


@pytest.mark.slow
@pytest.mark.skipif(not os.path.exists(MS_PYTHON), reason=f"no real MindSpore at {MS_PYTHON}")
def test_runs_on_real_mindspore_and_msgraph_reads_its_checkpoint(tmp_path):
    out = run(*REDUCED, "--backend", "mindspore", python=MS_PYTHON, cwd=tmp_path)
    check_run(out, tmp_path / "ck", backend="mindspore")
    ckpt = str(tmp_path / "ck" / "checkpoint_lenet-2_3.ckpt")
    ours = run("--ckpt_file", ckpt, "--eval_size", "64", cwd=tmp_path)
    # the same weights on the same test images: the same accuracy on both backends
    assert "Starting Training" not in ours
    assert accuracy(ours) == pytest.approx(accuracy(out), abs=1.5 / 64)
