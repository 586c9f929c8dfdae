"""Differential fuzzing in CI: a fixed-seed budget of random programs, every mode, gradients.

Each program (msgraph.testing.fuzz_gen) runs in PyNative, Graph O0/O1/O2 (compile and cached
call), GRAPH_MODE and, for a sample, the Numba backend; values and dtypes are compared with
each other and with a numpy reference built from the same random choices; gradients are
compared across modes and (float64) with finite differences of the reference.  Long campaigns:
``python -m msgraph.testing.fuzz --n 10000 --seed 0 --out fuzz-out --jobs 2``.
"""
import os
import subprocess
import sys

import numpy as np
import pytest

from msgraph.testing import fuzz
from msgraph.testing.fuzz_gen import generate

pytestmark = pytest.mark.fuzz

CI_SEED = 20240
CI_PROGRAMS = 300
JOBS = 2 if (os.cpu_count() or 1) >= 2 else 1


def _fmt(summ):
    lines = [summ.report()]
    for f in summ.failures[:20]:
        lines.append(f"seed {f['seed']}: {f['kind']} in {f['stage']} [{f['mode']}] {f['exc_type']}: "
                     f"{f['detail']}\n    repro: {f['repro']}")
    return "\n".join(lines)


def test_fixed_seed_budget(tmp_path):
    summ = fuzz.run_campaign(CI_PROGRAMS, CI_SEED, out_dir=str(tmp_path), jobs=JOBS, numba_every=100,
                             timeout=120.0)
    assert summ.programs == CI_PROGRAMS
    assert summ.failed == 0, _fmt(summ)
    # the budget really exercises what it claims to
    assert summ.reference_compared >= 0.9 * CI_PROGRAMS
    assert summ.fd_programs >= 0.25 * CI_PROGRAMS and summ.fd_leaves >= CI_PROGRAMS
    for feature in ("if_tensor", "if_const", "while_tensor", "while_const", "for_range", "for_tuple", "helper",
                    "subcell", "early_return", "outputs2", "outputs3", "matmul", "reduce", "reshape", "slice",
                    "where", "broadcast", "cast", "inplace"):
        assert summ.features.get(feature, 0) >= 3, (feature, summ.features)
    assert os.path.exists(tmp_path / "summary.json")


def test_generation_is_deterministic():
    a, b = generate(123), generate(123)
    assert a.source() == b.source()
    assert generate(124).source() != a.source()


def test_generated_module_is_a_real_file_with_reference_and_data(tmp_path):
    prog = generate(7)
    loaded = fuzz.Loaded(prog, str(tmp_path))
    try:
        mod = loaded.mod
        P, inputs, S = mod.make_data()
        out = mod.net_ref(P, *inputs)
        assert out is not None and len(S) == len(prog.out_paths)
        assert open(mod.__file__).read() == prog.source()
    finally:
        loaded.close()
    assert not os.path.exists(loaded.path)


def test_compare_checks_dtype_shape_structure_and_values():
    import msgraph as ms

    t = ms.Tensor(np.array([1.0, 2.0], np.float32))
    assert fuzz.compare(t, ms.Tensor(np.array([1.0, 2.0], np.float32)), 1e-6) is None
    assert "dtype" in fuzz.compare(t, ms.Tensor(np.array([1.0, 2.0], np.float64)), 1e-6)
    assert "shape" in fuzz.compare(t, ms.Tensor(np.array([[1.0, 2.0]], np.float32)), 1e-6)
    assert "values differ" in fuzz.compare(t, ms.Tensor(np.array([1.0, 2.1], np.float32)), 1e-6)
    assert "structure" in fuzz.compare((t, t), (t,), 1e-6)
    nan = ms.Tensor(np.array([np.nan, 1.0], np.float32))
    assert fuzz.compare(nan, ms.Tensor(np.array([np.nan, 1.0], np.float32)), 1e-6) is None
    assert "non-finite" in fuzz.compare(nan, ms.Tensor(np.array([0.0, 1.0], np.float32)), 1e-6)
    # the numpy reference side: an ndarray / numpy scalar against a Tensor
    assert fuzz.compare(np.float32(3.0), ms.Tensor(np.array(3.0, np.float32)), 1e-6) is None
    assert "dtype" in fuzz.compare(np.float64(3.0), ms.Tensor(np.array(3.0, np.float32)), 1e-6)


def test_crashes_that_are_not_msgraph_errors_are_failures():
    from msgraph import errors

    assert fuzz._classify(errors.ShapeError("bad shape"), True) == "graph_error"
    assert fuzz._classify(errors.CompileError("internal error in pass 'cse': KeyError"), True) == "crash"
    assert fuzz._classify(errors.CompileError("IR is invalid after pass 'dce'"), True) == "crash"
    assert fuzz._classify(KeyError("x"), True) == "crash"
    assert fuzz._classify(UnboundLocalError("x"), False) == "crash"


def test_shrinker_deletes_statements_while_the_property_holds(tmp_path):
    needle = "tanh"
    prog = next(p for p in map(generate, range(100))
                if needle in "\n".join(s.ms for lst in fuzz._stmt_lists(p) for s in lst)
                and sum(len(lst) for lst in fuzz._stmt_lists(p)) >= 6)

    def still(p):
        # the property must hold on a *valid* program: its reference runs
        r = fuzz.check_program(p, grad=False, graph_mode=False, levels=(), workdir=str(tmp_path))
        return not r.failures and needle in "\n".join(s.ms for lst in fuzz._stmt_lists(p) for s in lst)

    small, tries = fuzz.shrink(prog, fuzz.Failure("mismatch", "forward", "O1", ""), fails=still,
                               workdir=str(tmp_path))
    n_before = sum(len(lst) for lst in fuzz._stmt_lists(prog))
    n_after = sum(len(lst) for lst in fuzz._stmt_lists(small))
    assert tries > 0 and n_after < n_before
    assert still(small)


# A deliberate compiler bug, injected for the test: a pass that turns every Tanh into Sin.  The same
# code is installed in the repro's subprocess through sitecustomize.
FAULT = """
import msgraph.compiler as _compiler
from msgraph.ops import operations as _P
from msgraph.passes.manager import Pass as _Pass


class _TanhToSin(_Pass):
    name = "fault_tanh_to_sin"

    def run(self, graph):
        changed = False
        for n in graph.walk():
            if type(n.op).__name__ == "Tanh":
                n.op = _P.Sin()
                changed = True
        return changed


_orig_pipeline = _compiler.pipeline
_compiler.pipeline = lambda level: [_TanhToSin()] + _orig_pipeline(level)
"""


def test_an_injected_compiler_bug_is_found_shrunk_and_reproduced(tmp_path, monkeypatch):
    inject = tmp_path / "inject"
    inject.mkdir()
    (inject / "sitecustomize.py").write_text(FAULT)
    import msgraph.compiler

    # Register the real pipeline with monkeypatch BEFORE the fault replaces it, so teardown puts
    # it back (the fault's exec assigns msgraph.compiler.pipeline directly).
    monkeypatch.setattr(msgraph.compiler, "pipeline", msgraph.compiler.pipeline)
    ns = {}
    exec(compile(FAULT, str(inject / "sitecustomize.py"), "exec"), ns)   # the same fault, in this process
    for seed in range(60):
        prog = generate(seed)
        if "tanh" not in prog.source().split("class Loss")[0]:
            continue
        r = fuzz.check_program(prog, grad=False, fd=False, workdir=str(tmp_path))
        if any(f.kind == "mismatch" for f in r.failures):
            break
    else:
        pytest.fail("the injected Tanh->Sin bug was never detected")
    first = fuzz.primary_failure(r.failures)
    assert first.kind == "mismatch" and first.stage == "forward" and first.mode == "O0", first.title()
    small, tries = fuzz.shrink(prog, first, workdir=str(tmp_path))
    n_before = sum(len(lst) for lst in fuzz._stmt_lists(prog))
    n_after = sum(len(lst) for lst in fuzz._stmt_lists(small))
    assert n_after < n_before and "tanh" in small.source().split("class Loss")[0]
    path = fuzz.write_repro(small, first, str(tmp_path / "repros"), others=r.failures)
    text = open(path).read()
    assert "Reproduces: " + first.title() in text and 'if __name__ == "__main__":' in text
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(inject), os.environ.get("PYTHONPATH", "")])}
    bad = subprocess.run([sys.executable, path], capture_output=True, text=True, timeout=120, env=env,
                         cwd=str(tmp_path))
    assert bad.returncode != 0 and "values differ" in bad.stderr, bad.stderr[-2000:]
    good = subprocess.run([sys.executable, path], capture_output=True, text=True, timeout=120,
                          cwd=str(tmp_path))                   # without the fault the repro passes
    assert good.returncode == 0, good.stderr[-2000:]


def test_known_issue_forms_are_generated_unless_open():
    from msgraph.testing import fuzz_gen

    src = "\n".join(generate(s).source() for s in range(40))
    if "zeros_while_counter" not in fuzz_gen.KNOWN_ISSUES:
        assert "= ops.zeros((), ms." in src             # fixed: the form is fuzzed again
    if "nested_if_param" not in fuzz_gen.KNOWN_ISSUES:
        assert "_params = (" not in src                  # no workaround reads at the top


@pytest.mark.skipif(not fuzz.numba_available(), reason="the Numba backend is not installed")
def test_numba_backend_agrees_on_a_sample():
    # (the budget above runs the Numba backend on every 100th program too; kernels compile slowly)
    r = fuzz.check_program(generate(3, size="small"), numba=True, fd=False, levels=("O1", "O2"))
    assert r.checks.get("modes", 0) == 4
    assert not r.failures, [f.title() + "\n" + f.detail for f in r.failures]
