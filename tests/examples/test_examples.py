"""Every example runs, in a reduced setting, in both modes, and prints what it promises.

Each example runs in a subprocess (as a user runs it: ``python examples/NAME.py``) from a
temporary folder, so the files it writes land there.  Only the examples that need the optional
'examples' extra (scikit-learn, matplotlib, tqdm) are skipped when it is missing.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(ROOT, "examples")


def run_example(name, *args, cwd, timeout=240, env_extra=None):
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    env["MPLBACKEND"] = "Agg"
    env.pop("MSGRAPH_JIT", None)
    env.update(env_extra or {})
    proc = subprocess.run([sys.executable, os.path.join(EXAMPLES, name), *args], cwd=str(cwd), env=env,
                          capture_output=True, text=True, timeout=timeout)
    return proc


def ok(proc):
    assert proc.returncode == 0, f"exit {proc.returncode}\n--- stdout ---\n{proc.stdout}\n--- stderr ---\n{proc.stderr}"
    return proc.stdout


def needs_extra():
    for mod in ("sklearn", "matplotlib", "tqdm"):
        pytest.importorskip(mod, reason=f"the 'examples' extra ({mod}) is not installed")


def accuracies(out):
    return {m.group(1): float(m.group(2)) / 100
            for m in re.finditer(r"^\[(PyNative|Graph)\] .*test accuracy ([\d.]+)%", out, re.M)}


def curve_gap(out):
    m = re.search(r"max \|loss_graph - loss_pynative\| = ([\d.e+-]+) over the first epoch \(\d+ steps\), "
                  r"([\d.e+-]+) over all \d+ steps", out)
    assert m, out
    return max(float(m.group(1)), float(m.group(2)))


def agree_gap(out):
    m = re.search(r"PyNative and Graph agree: max abs difference .*= ([\d.e+-]+)", out)
    assert m, out
    return float(m.group(1))


def check_training_output(out, floor, tmp_path, png):
    acc = accuracies(out)
    assert set(acc) == {"PyNative", "Graph"}, out
    assert acc["PyNative"] >= floor and acc["Graph"] >= floor, acc
    assert curve_gap(out) <= 1e-4
    table = re.search(r"^mode\s+steps/s\s+samples/s\s+first step s\s+compile s\s+test acc %$", out, re.M)
    assert table, out
    assert re.search(r"^PyNative\s+[\d,.]+\s+[\d,]+\s+[\d.]+\s+-\s+[\d.]+$", out, re.M), out
    assert re.search(r"^Graph\s+[\d,.]+\s+[\d,]+\s+[\d.]+\s+[\d.]+\s+[\d.]+$", out, re.M), out
    assert "Graph mode runs" in out
    path = tmp_path / png
    assert path.exists() and path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.slow
def test_train_mlp_fast_both_modes(tmp_path):
    needs_extra()
    out = ok(run_example("train_mlp.py", "--fast", "--no-progress", "--plot", "mlp.png", cwd=tmp_path))
    assert "784-512-512-10" in out and "upsampled 3x and padded to 28x28" in out
    assert "1437 training / 360 test images" in out
    check_training_output(out, 0.85, tmp_path, "mlp.png")


def test_train_mlp_progress_bar_and_single_mode(tmp_path):
    needs_extra()
    proc = run_example("train_mlp.py", "--mode", "graph", "--epochs", "1", "--limit", "640", "--plot", "g.png",
                       cwd=tmp_path)
    out = ok(proc)
    assert "MLP [Graph]" in proc.stderr and "loss=" in proc.stderr and "samples_s=" in proc.stderr
    assert "640 training / 360 test images" in out
    assert "[PyNative]" not in out and accuracies(out)["Graph"] >= 0.3
    assert "max |loss_graph" not in out            # one mode: nothing to compare


@pytest.mark.slow
def test_lenet_digits_fast_both_modes(tmp_path):
    needs_extra()
    out = ok(run_example("lenet_digits.py", "--fast", "--no-progress", "--plot", "lenet.png", cwd=tmp_path))
    assert "640 training / 360 test images" in out
    check_training_output(out, 0.4, tmp_path, "lenet.png")


def test_control_flow_both_modes(tmp_path):
    out = ok(run_example("control_flow.py", "--fast", cwd=tmp_path))
    assert agree_gap(out) <= 1e-5
    assert out.count("after 2 halving(s)") == 2 and out.count("after 4 halving(s)") == 2
    assert out.count("after 0 halving(s)") == 2
    # Newton's iteration: the gradient through the while loop equals 1 / (2 sqrt(a))
    grads = re.findall(r"gradient of sum\(newton_sqrt\(a\)\)\s+= (\[.*\])", out)
    analytic = re.findall(r"analytic 1 / \(2 sqrt\(a\)\)\s+= (\[.*\])", out)
    assert len(grads) == 2 and grads[0] == grads[1] == analytic[0]
    assert "compiled 1 time(s) for 3 calls" in out
    ir = out[out.index("-- IR of Attenuate.construct"):]
    assert re.search(r"= while \(", ir) and re.search(r"= if %", ir)
    assert "LoopTapePush" in ir and "LoopTapePop" in ir and "(gradient of line" in ir


@pytest.mark.parametrize("mode", ["pynative", "graph"])
def test_control_flow_single_mode(tmp_path, mode):
    out = ok(run_example("control_flow.py", "--mode", mode, "--no-ir", cwd=tmp_path))
    title = {"pynative": "PyNative", "graph": "Graph"}[mode]
    assert f"== {title} mode ==" in out and "agree" not in out and "-- IR" not in out


def test_custom_bprop_both_modes(tmp_path):
    out = ok(run_example("custom_bprop.py", "--fast", cwd=tmp_path))
    assert agree_gap(out) <= 1e-5
    assert out.count("d/dx sum(clip(x)**3)       = [1.   0.75 0.27 1.  ]") == 2
    assert out.count("quantized weights [0.75, -0.5, 1.25]") == 2
    ir = out[out.index("-- Graph-mode IR"):]
    # clip_by_value is MindSpore's Minimum(Maximum(x, lo), hi) (conformance ops_existing/clip)
    assert "RoundST(" in ir and "Maximum(" in ir and "Minimum(" in ir and "(gradient of line" in ir


def test_inspect_ir_both_modes(tmp_path):
    out = ok(run_example("inspect_ir.py", "--out", "ir", cwd=tmp_path))
    assert agree_gap(out) <= 1e-5
    assert "How to read the text form" in out and "def TinyNet(" in out
    assert "[00_parsed.ir] the IR as lowered from the source" in out
    assert "[01_expand_grad.ir] rewrote the IR" in out
    assert "CacheInfo(hits=2, misses=2, compiles=2, size=2)" in out
    for mode in ("pynative", "graph"):
        dumps = tmp_path / "ir" / mode / "msgraph_ir" / "loss_and_grads"
        assert (dumps / "00_parsed.ir").exists() and (dumps / "99_codegen.py").exists()
        dot = (tmp_path / "ir" / f"loss_and_grads_{mode}.dot").read_text()
        assert dot.startswith('digraph "loss_and_grads"') and "cluster_" in dot
        png = tmp_path / "ir" / f"loss_and_grads_{mode}.png"
        assert png.exists() == (shutil.which("dot") is not None)


def test_missing_extra_is_explained(tmp_path):
    """Without scikit-learn the data examples stop with the install command, not a traceback."""
    blocker = tmp_path / "blocker"
    (blocker / "sklearn").mkdir(parents=True)
    (blocker / "sklearn" / "__init__.py").write_text("raise ImportError('blocked for the test')\n")
    for name in ("train_mlp.py", "lenet_digits.py"):
        proc = run_example(name, "--fast", cwd=tmp_path,
                           env_extra={"PYTHONPATH": f"{blocker}{os.pathsep}{ROOT}"})
        assert proc.returncode == 2, proc.stderr
        assert f"{name} needs scikit-learn" in proc.stderr and 'pip install -e ".[examples]"' in proc.stderr
        assert "Traceback" not in proc.stderr


def test_without_matplotlib_and_tqdm_training_still_runs(tmp_path):
    """matplotlib and tqdm are niceties: without them the example says so and trains anyway."""
    pytest.importorskip("sklearn", reason="the 'examples' extra (sklearn) is not installed")
    blocker = tmp_path / "blocker"
    for mod in ("matplotlib", "tqdm"):
        (blocker / mod).mkdir(parents=True)
        (blocker / mod / "__init__.py").write_text("raise ImportError('blocked for the test')\n")
    proc = run_example("train_mlp.py", "--mode", "graph", "--epochs", "1", "--limit", "320", "--plot", "x.png",
                       cwd=tmp_path, env_extra={"PYTHONPATH": f"{blocker}{os.pathsep}{ROOT}"})
    out = ok(proc)
    assert "tqdm is not installed: plain progress lines" in out
    assert "matplotlib is not installed: no loss-curve plot" in out
    assert "MLP [Graph]: step 10/10" in out and "test accuracy" in out
    assert not (tmp_path / "x.png").exists() and "Loss curves saved" not in out


def test_quickstart_matches_the_seeds(tmp_path):
    # the README's first command (also run by CI); the Cells come from examples/_seed_cells.py,
    # which tests/graph/test_seeds_graph.py shares
    out = ok(run_example("quickstart.py", "--mode", "both", "--repeat", "1", cwd=tmp_path))
    assert "=== all results match the seeds" in out and "MISMATCH" not in out
    assert out.count("[OK]") == 7 + 11          # PyNative: 7 snippets, Graph: 11 (with the ms.jit forms)
    # ... which is what the README's quick start says it runs
    titles = re.findall(r"^--- (.*)  \[OK\]$", out, re.M)
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = " ".join(f.read().split())
    assert f"the {len(set(titles))} code snippets of the two MindSpore tutorials" in readme
    assert "runs the 7 plain snippets in PyNative and in Graph mode and the 4 `ms.jit` forms" in readme
    assert len(set(titles)) == 7 + 4 and sum("jit" in t for t in set(titles)) == 4


def test_every_example_is_tested():
    """A new example must get a test here (``_*.py`` files are shared modules, not examples)."""
    names = sorted(f for f in os.listdir(EXAMPLES) if f.endswith(".py") and not f.startswith("_"))
    source = open(__file__, encoding="utf-8").read()
    untested = [n for n in names if f'"{n}"' not in source]
    assert not untested, f"examples without a test: {untested}"


@pytest.mark.slow
@pytest.mark.parametrize("train_mode,eval_mode", [("graph", "pynative"), ("pynative", "graph")])
def test_train_then_eval_hand_over_a_checkpoint(tmp_path, train_mode, eval_mode):
    """examples/train.py (Model.train + MindSpore callbacks) writes .ckpt files that eval.py loads."""
    pytest.importorskip("sklearn", reason="the 'examples' extra (sklearn) is not installed")
    pytest.importorskip("google.protobuf", reason="the 'checkpoint' extra (protobuf) is not installed")
    out = ok(run_example("train.py", "--mode", train_mode, "--epochs", "2", "--limit", "320", "--ckpt-dir", "ck",
                         cwd=tmp_path))
    assert re.search(r"^epoch: 2 step: 10, loss is [\d.e-]+$", out, re.M), out
    assert re.search(r"^Train epoch time: [\d.]+ ms, per step time: [\d.]+ ms$", out, re.M), out
    assert "\r" not in out   # no progress bar when stdout is not a terminal
    meta = ["digits-graph.meta"] if train_mode == "graph" else []   # MindSpore writes it in Graph mode only
    assert sorted(os.listdir(tmp_path / "ck")) == ["digits-1_10.ckpt", "digits-2_10.ckpt"] + meta
    out = ok(run_example("eval.py", "--mode", eval_mode, "--ckpt-dir", "ck", cwd=tmp_path))
    acc = float(re.search(r"test accuracy: ([\d.]+)", out).group(1))
    assert "digits-2_10.ckpt" in out and acc > 0.6, out


def test_train_data_parallel_runs_as_one_process(tmp_path):
    """Without mpiexec the data-parallel example is a one-process world (tests/distributed runs 2 ranks)."""
    out = ok(run_example("train_data_parallel.py", "--fast", "--steps", "4", cwd=tmp_path))
    assert "1 rank(s) x batch 64 = global batch 64" in out
    assert "[PyNative] 4 steps" in out and "[Graph] 4 steps" in out
