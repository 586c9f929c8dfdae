"""README.md's performance table is generated from benchmarks/RESULTS.md and must not go stale.

When RESULTS.md changes, run ``python benchmarks/readme_table.py`` and commit the README with it.
"""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "benchmarks", "readme_table.py")


def _load():
    spec = importlib.util.spec_from_file_location("readme_table", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


rt = _load()


def _read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def test_readme_table_is_regenerated_from_results():
    readme = _read(rt.README)
    expected = rt.expected_readme()
    assert readme == expected, (
        "README.md's performance table differs from benchmarks/RESULTS.md: "
        "run `python benchmarks/readme_table.py` and commit README.md")


def test_every_figure_in_the_table_is_in_results():
    """The block copies RESULTS.md's numbers; none is made up or rounded differently."""
    import re
    block = rt.render(_read(rt.RESULTS), _read(rt.BENCH_README))
    results = _read(rt.RESULTS)
    figures = re.findall(r"\d[\d,.]*\s?(?:ms|µs|ns|s)\b", block)
    assert len(figures) >= 30
    for fig in figures:
        assert fig in results, fig
    for w in ("W1", "W2", "W3", "W4", "W5", "W6"):
        assert f"| {w} " in block


def test_check_mode_fails_on_a_stale_readme(tmp_path):
    results = _read(rt.RESULTS)
    changed = results.replace("| W1 | Graph O1 | ", "| W1 | Graph O1 | 999.99 ms | ", 1)
    # keep the row well-formed: drop the old median cell that follows the inserted one
    line = next(ln for ln in changed.splitlines() if ln.startswith("| W1 | Graph O1 | 999.99 ms"))
    cells = line.split(" | ")
    fixed = " | ".join(cells[:3] + cells[4:])
    changed = changed.replace(line, fixed, 1)
    (tmp_path / "RESULTS.md").write_text(changed, encoding="utf-8")
    (tmp_path / "README.md").write_text(_read(rt.README), encoding="utf-8")
    cmd = [sys.executable, SCRIPT, "--readme", str(tmp_path / "README.md"), "--results", str(tmp_path / "RESULTS.md")]
    proc = subprocess.run(cmd + ["--check"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "999.99 ms" in proc.stdout and "stale" in proc.stderr
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "rewrote" in proc.stdout
    assert "| 999.99 ms |" in (tmp_path / "README.md").read_text(encoding="utf-8")
    proc = subprocess.run(cmd + ["--check"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_targets_become_marks():
    block = rt.render(_read(rt.RESULTS), "")
    row = next(ln for ln in block.splitlines() if ln.startswith("| W4 "))
    assert "✔" in row
    text = ("| workload | implementation | median |\n| --- | --- | ---: |\n| W9 | Graph O1 | 1.00 ms |\n\n"
            "| target | measured here | |\n| --- | --- | --- |\n| W9: fast | 1 ms | **missed** |\n\n"
            "| | W2 | W3 |\n| --- | ---: | ---: |\n| **first call**, empty kernel cache | 1 ms | 2 ms |\n")
    out = rt.render(text, "")
    assert "| W9 | 1.00 ms |" in out and "fast ✘ (missed)" in out and "first call 2 ms cold" in out


def test_a_changed_layout_is_reported_not_guessed():
    with pytest.raises(rt.LayoutError, match="target"):
        rt.render("| workload | implementation | median |\n| --- | --- | --- |\n| W1 | Graph O1 | 1 ms |\n", "")
    with pytest.raises(rt.LayoutError, match="once"):
        rt.splice("no markers here", "x")
