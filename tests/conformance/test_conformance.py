"""msgraph against MindSpore 2.10's recorded outputs (``programs/**/*.expected.json``), in both modes.

Every program under ``programs/`` with a recording runs in-process under the ``mindspore`` import
alias; each record must match MindSpore's (types, dtypes, shapes, values within tolerance, the
builtin class of an exception).  See ``harness.py`` for the format and ``record.py`` to re-record.
"""
from __future__ import annotations

import glob
import json
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from harness import compare, missing_features, program_meta, run_program  # noqa: E402

PROGRAMS = sorted(p for p in glob.glob(os.path.join(HERE, "programs", "**", "*.py"), recursive=True)
                  if not os.path.basename(p).startswith("_"))
DEFAULT_RTOL, DEFAULT_ATOL = 1e-5, 1e-6


def _cases():
    for path in PROGRAMS:
        rel = os.path.relpath(path, os.path.join(HERE, "programs"))
        for mode in program_meta(path)["MODES"]:
            yield pytest.param(path, mode, id=f"{rel[:-3]}[{mode}]")


def test_every_program_is_recorded():
    missing = [os.path.relpath(p, HERE) for p in PROGRAMS if not os.path.exists(p[:-3] + ".expected.json")]
    assert not missing, f"programs without a MindSpore recording (run record.py): {missing}"


@pytest.mark.parametrize("path,mode", list(_cases()))
def test_program_matches_mindspore(path, mode):
    _check(path, mode)


#: Graph-mode programs run again on the Numba kernels (the suite's Graph mode runs the numpy backend: see
#: tests/conftest.py).  Chosen for their elementwise work -- activations, rounding, promotion, integer
#: overflow, NaN/inf and signed-zero tails -- where a kernel expression can disagree with the numpy impl of its op
#: (session 24 found the fused Sigmoid's subnormal tails and Round's floor(x + 0.5) this way).
NUMBA_SAMPLE = ("nn/activations", "st_opscpu/unary_grads", "st_pynative4/activation_tails_fp16", "ops/math_extra",
                "diff_sweep2/binary_promotion", "diff_sweep2/nan_compare", "diff_sweep2/int_pow_overflow",
                "s22_main/mixed_dtype_results", "st_nn_mint/mint_nn", "ops/aliases", "doc28/trig_correctly_rounded",
                "bn29/sigmoid_silu_nnacl", "s30_main/exp_nnacl", "s30_main/tanh_fma",
                "s30_main/elu_nnacl", "numba30/kernel_edges", "s30_main/gelu_tanh_f32",
                "st30o/tanh_grad_float16", "act32/float64_softplus_selu", "act32/gelu_tanh_grad",
                "cpu32/div_by_zero", "adapt33o/clamp_bounds", "adapt34b/sqrt_grad_negzero", "adapt34b/xdivy_negzero",
                "adapt34b/softplus_nan", "adapt37gk/cast_float_to_int_chain",
                "adapt37gk/fast_gelu_kernel", "left37/celu_alpha", "nb50/cast_float_to_uint32_uint64",
                "nb50/int_pow_unsigned_kernel", "nb50/reciprocal_int_rounding", "left51/int64_wrap_kernel",
                "left51/float64_libm_kernels", "left52/gelu_tanh_tanhf",
                "left52/expm1_expf", "left52/erf_erff", "left52/tanh_f64_libm")


@pytest.mark.parametrize("rel", NUMBA_SAMPLE)
def test_numba_kernels_match_mindspore(rel, monkeypatch):
    path = os.path.join(HERE, "programs", rel + ".py")
    if "graph" not in program_meta(path)["MODES"]:
        pytest.skip("a PyNative-only program")
    pytest.importorskip("numba")
    from msgraph.codegen import backend

    for k, v in (("MSGRAPH_NUMBA", "1"), ("MSGRAPH_SYNC_COMPILE", "1"), ("MSGRAPH_TIER_US", "0")):
        monkeypatch.setenv(k, v)
    before = backend.stats()["kernels"]
    _check(path, "graph")
    assert backend.stats()["kernels"] > before, "no Numba kernel ran: the sample tests nothing"


def _check(path, mode):
    exp_path = path[:-3] + ".expected.json"
    if not os.path.exists(exp_path):
        pytest.fail(f"{os.path.relpath(path, HERE)} has no recording")
    with open(exp_path, encoding="utf-8") as f:
        expected = json.load(f)
    meta = program_meta(path)
    missing = missing_features(meta["REQUIRES"], mode)
    if missing:
        pytest.skip(f"msgraph lacks {missing} (REQUIRES of the program)")
    follow = meta["FOLLOW_PYNATIVE"]
    got = run_program(path, "msgraph", mode)
    want = expected[mode]
    by_label_pynative = {r["label"]: r for r in expected.get("pynative", [])}
    problems = []
    got_labels = [r["label"] for r in got]
    want_labels = [r["label"] for r in want]
    if got_labels != want_labels:
        uncaught = [r for r in got if r["label"] == "<uncaught>"]
        detail = uncaught[0]["value"]["msg"] if uncaught else ""
        problems.append(f"labels differ: msgraph {got_labels}, MindSpore {want_labels} {detail}")
    for w, g in zip(want, got):
        if w["label"] != g["label"]:
            break
        if mode == "graph" and w["label"] in follow:
            w = by_label_pynative[w["label"]]
        r = compare(w["value"], g["value"], w.get("rtol", DEFAULT_RTOL), w.get("atol", DEFAULT_ATOL), w["label"])
        if r:
            problems.append(r)
    assert not problems, "\n".join(problems)
