"""The fuzzer's module layout: msgraph.testing.fuzz / fuzz_gen stay the entry points, generated
programs and repro files import the prelude instead of carrying a copy of it.

(The fuzzer's behaviour -- the CI budget, shrinking, repro files -- is tested in
tests/reliability/test_fuzz.py.)
"""
import os
import pathlib
import subprocess
import sys

import pytest

from msgraph.testing import fuzz, fuzz_gen
from msgraph.testing.fuzzing import campaign, generator, prelude, program, repro, results, runner, shrink, vocab

ROOT = pathlib.Path(__file__).resolve().parents[2]
CUDA_REPROS = sorted((ROOT / "tests" / "codegen" / "cuda_repros").glob("repro_*.py"))


def test_entry_points_reexport_the_split_modules():
    for name in fuzz.__all__:
        assert hasattr(fuzz, name), name
    for name in fuzz_gen.__all__:
        assert hasattr(fuzz_gen, name), name
    # the same objects, not copies: a table changed in fuzzing.vocab is the one fuzz_gen shows
    assert fuzz.check_program is runner.check_program and fuzz.run_campaign is campaign.run_campaign
    assert fuzz.shrink is shrink.shrink and fuzz.write_repro is repro.write_repro
    assert fuzz.compare is results.compare and fuzz.Failure is results.Failure
    assert fuzz_gen.generate is generator.generate and fuzz_gen.Program is program.Program
    assert fuzz_gen.KNOWN_ISSUES is vocab.KNOWN_ISSUES and fuzz_gen.PRELUDE is prelude.PRELUDE
    # names the repro files and older callers import
    for name in ("assert_same", "python_backend", "numba_backend", "cuda_sim_backend", "fd_report",
                 "primary_failure", "Loaded", "_classify", "_stmt_lists"):
        assert hasattr(fuzz, name), name


def test_command_line_entry_point():
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    out = subprocess.run([sys.executable, "-m", "msgraph.testing.fuzz", "--help"], capture_output=True, text=True,
                         timeout=120, env=env, cwd=str(ROOT))
    assert out.returncode == 0, out.stderr[-2000:]
    assert "--cudasim-every" in out.stdout and "--one" in out.stdout


def test_generated_programs_import_the_prelude(tmp_path):
    src = fuzz_gen.generate(11).source()
    assert "from msgraph.testing.fuzzing.prelude import" in src
    assert "class _Margins" not in src and "def _draw" not in src
    # each module gets its own margin recorder
    a, b = fuzz.Loaded(fuzz_gen.generate(11), str(tmp_path)), fuzz.Loaded(fuzz_gen.generate(12), str(tmp_path))
    try:
        assert isinstance(a.mod._M, prelude._Margins) and a.mod._M is not b.mod._M
        P, inputs, S = a.mod.make_data()
        a.mod._M.reset()
        a.mod.net_ref(P, *inputs)
        assert b.mod._M.branch == float("inf")     # untouched by a's reference run
    finally:
        a.close()
        b.close()


@pytest.mark.parametrize("path", CUDA_REPROS, ids=[p.stem for p in CUDA_REPROS])
def test_checked_in_repros_do_not_copy_the_prelude(path):
    text = path.read_text(encoding="utf-8")
    assert "class _Margins" not in text and "def _draw(" not in text
    if "_M." in text or "_draw(" in text:
        assert "from msgraph.testing.fuzzing.prelude import" in text


def test_generator_makes_the_issue_16_forms():
    """Nested same-class Cells, Tensor-indexed Cell tuples, the runtime fallback and names assigned
    in one branch only appear within a few dozen seeds (besides starred targets, bool/and/or in
    while conditions); the generated module with them loads and its reference runs."""
    from msgraph.testing.fuzz_gen import generate

    seen = {}
    for seed in range(120):
        p = generate(seed)
        for f in p.features:
            seen.setdefault(f, seed)
    for form in ("nested_same_class_cells", "tensor_indexed_cells", "runtime_fallback", "name_in_one_branch",
                 "starred_target", "while_bool_and_or"):
        assert form in seen, (form, sorted(seen))
    src = generate(seen["tensor_indexed_cells"]).source()
    assert "_Wrap(_Wrap())" in src and "ops.cast(" in src
    assert "asnumpy()" in generate(seen["runtime_fallback"]).source()
