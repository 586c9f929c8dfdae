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
