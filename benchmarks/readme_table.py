"""Regenerate the README's performance table from benchmarks/RESULTS.md.

The README shows a summary of RESULTS.md between the marker comments ``<!-- perf-table:begin -->``
and ``<!-- perf-table:end -->``; this script builds that summary from RESULTS.md (and the workload
descriptions of benchmarks/README.md) and writes it there, so the README never shows a number
RESULTS.md does not.  tests/examples/test_readme_table.py fails when the two differ.

    python benchmarks/readme_table.py            # rewrite README.md's table
    python benchmarks/readme_table.py --check    # exit 1 (and show the diff) if README.md is stale
    python benchmarks/readme_table.py --print    # print the generated block

What it reads from RESULTS.md (by content, not by position, so new sections may be added):

* W1-W5: the first table whose header is ``| workload | implementation | median | ...`` (the
  two-CPU run); each cell is that table's median for one implementation;
* W6: the first table with a ``**first call**, empty kernel cache`` row (W3's column);
* W7, W8: the last table with a ``| W7 | Graph O1 |`` row (the latest conv-net run);
* targets: the rows of the first ``| target | ...`` table that start with ``W1:`` ... ``W6:``;
  "met" becomes ✔, anything else ✘ followed by what RESULTS.md says.
"""
from __future__ import annotations

import argparse
import difflib
import os
import re
import sys
from typing import Dict, List, Optional, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RESULTS = os.path.join(HERE, "RESULTS.md")
BENCH_README = os.path.join(HERE, "README.md")
README = os.path.join(ROOT, "README.md")
BEGIN = "<!-- perf-table:begin -->"
END = "<!-- perf-table:end -->"

Table = Tuple[List[str], List[List[str]], int]     # header, rows, index of the section heading above it

# column -> the implementation names (RESULTS.md's second column) it shows, first match wins
COLUMNS = [
    ("Graph (O1)", ("Graph O1",)),
    ("PyNative", ("PyNative",)),
    ("numpy", ("numpy", "numpy (hand-written backward)")),
    ("hand-written Numba", ("hand-written Numba (prange)", "hand-written @njit loop")),
    ("JAX jit", ("JAX jit", "JAX jit (lax.while_loop)")),
    ("PyTorch eager", ("PyTorch eager",)),
]


class LayoutError(ValueError):
    """RESULTS.md no longer has a table this script reads; the message says which."""


def _cells(line: str) -> List[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def tables(text: str) -> List[Tuple[List[str], List[List[str]], str]]:
    """Every markdown table of ``text``: (header cells, body rows, the nearest ``##`` heading above)."""
    out = []
    heading = ""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
        if line.startswith("|") and i + 1 < len(lines) and re.match(r"^\|\s*:?-{3,}", lines[i + 1]):
            header = _cells(line)
            body = []
            i += 2
            while i < len(lines) and lines[i].startswith("|"):
                body.append(_cells(lines[i]))
                i += 1
            out.append((header, body, heading))
            continue
        i += 1
    return out


def _strip_bold(s: str) -> str:
    return s.replace("**", "").strip()


def _workload_names(bench_readme: str) -> Dict[str, str]:
    """W1 -> '`relu(x*1.5+0.3)*...` on 4M elements' from benchmarks/README.md's workload table."""
    names = {}
    for header, body, _ in tables(bench_readme):
        if len(header) >= 2 and header[1].startswith("workload"):
            for row in body:
                if re.fullmatch(r"W\d+", row[0]):
                    names[row[0]] = row[1]
    return names


def _targets(all_tables) -> Dict[str, List[str]]:
    out: Dict[str, List[str]] = {}
    for header, body, _ in all_tables:
        if header and header[0] == "target":
            for row in body:
                m = re.match(r"(W\d+): (.*)", row[0])
                if not m:
                    continue
                status = _strip_bold(row[2]) if len(row) > 2 else ""
                mark = "✔" if status == "met" or status.startswith("met ") else f"✘ ({status})"
                out.setdefault(m.group(1), []).append(f"{m.group(2)} {mark}")
            if out:
                return out
    raise LayoutError("RESULTS.md has no '| target | ...' table with rows 'W1: ...'")


def _median_table(all_tables):
    for header, body, heading in all_tables:
        if header[:3] == ["workload", "implementation", "median"]:
            return body, heading
    raise LayoutError("RESULTS.md has no '| workload | implementation | median |' table (the W1-W5 run)")


def _conv_table(all_tables):
    found = None
    for header, body, heading in all_tables:
        if header[:3] == ["workload", "implementation", "median"] and \
                any(r[:2] == ["W7", "Graph O1"] for r in body):
            found = (body, heading)
    return found


def _w6(all_tables):
    for header, body, _ in all_tables:
        rows = {_strip_bold(r[0]): r for r in body}
        if "first call, empty kernel cache" in rows:
            col = next((i for i, h in enumerate(header) if h.startswith("W3")), None)
            if col is None:
                raise LayoutError("the W6 table has no W3 column")
            get = lambda name: _strip_bold(rows[name][col]) if name in rows else "—"  # noqa: E731
            return {
                "Graph (O1)": f"first call {get('first call, empty kernel cache')} cold, "
                              f"{get('first call, warm kernel cache')} warm cache (numpy while the kernels "
                              f"compile; kernels ready after {get('kernels ready (background), empty cache')} / "
                              f"{get('kernels ready (background), warm cache')})",
                "JAX jit": get("JAX `jit` first call"),
            }
    raise LayoutError("RESULTS.md has no W6 table (a '**first call**, empty kernel cache' row)")


def _cell(row: List[str], impls: Tuple[str, ...]) -> str:
    """The median, with the implementation's qualifier when it is not the column's plain name."""
    value = _strip_bold(row[2])
    m = re.search(r"\((.*)\)$", row[1])
    return f"{value} ({m.group(1)})" if row[1] != impls[0] and m else value


def _row(workload: str, desc: str, cells: Dict[str, str], targets: List[str]) -> str:
    vals = [cells.get(col, "—") or "—" for col, _ in COLUMNS]
    return "| " + " | ".join([f"{workload} {desc}".strip(), *vals, "; ".join(targets) or "—"]) + " |"


def render(results_text: str, bench_readme_text: str = "") -> str:
    """The block between the markers (without them) for this RESULTS.md text."""
    all_tables = tables(results_text)
    names = _workload_names(bench_readme_text)
    targets = _targets(all_tables)
    body, _ = _median_table(all_tables)
    lines = [
        "<!-- generated by `python benchmarks/readme_table.py` from benchmarks/RESULTS.md: "
        "edit RESULTS.md and run it, not this table -->",
        "| workload | " + " | ".join(c for c, _ in COLUMNS) + " | targets |",
        "| --- | " + " | ".join("---:" for _ in COLUMNS) + " | --- |",
    ]
    by_workload: Dict[str, Dict[str, str]] = {}
    order: List[str] = []
    for row in body:
        if len(row) < 3 or not re.fullmatch(r"W\d+", row[0]):
            continue
        if row[0] not in by_workload:
            by_workload[row[0]] = {}
            order.append(row[0])
        for col, impls in COLUMNS:
            if row[1] in impls and col not in by_workload[row[0]]:
                by_workload[row[0]][col] = _cell(row, impls)
    if not order:
        raise LayoutError("the W1-W5 table has no rows")
    for w in order:
        lines.append(_row(w, names.get(w, ""), by_workload[w], targets.get(w, [])))
    lines.append(_row("W6", "first call of W3's train step in a fresh process", _w6(all_tables), targets.get("W6", [])))
    conv = _conv_table(all_tables)
    notes = [_date_note(results_text)]
    if conv is not None:
        cbody, cheading = conv
        for w in ("W7", "W8"):
            cells = {}
            for row in cbody:
                if row[0] == w:
                    for col, impls in COLUMNS:
                        if row[1] in impls and col not in cells:
                            cells[col] = _cell(row, impls)
            if cells:
                lines.append(_row(w, names.get(w, ""), cells, targets.get(w, [])))
        notes.append(f"W7, W8 (steady-state train steps): the latest run in RESULTS.md's section “{cheading}”.")
    return "\n".join(lines + [""] + "\n\n".join(notes).split("\n"))


def _date_note(text: str) -> str:
    m = re.search(r"^\*\*Date:\*\*\s*(.*?)(?:;|,| with|$)", text, re.M)
    m2 = re.search(r"^\*\*Command:\*\*\s*(`[^`]+`)", text, re.M)
    date = m.group(1).strip() if m else "see RESULTS.md"
    cmd = m2.group(1) if m2 else "`python benchmarks/run.py`"
    return (f"W1-W6: {cmd} on {date}, both CPUs, every library with its default threads; medians, "
            f"Graph rows in steady state (W6 is the first call).")


def splice(readme: str, block: str) -> str:
    """``readme`` with the text between the markers replaced by ``block``."""
    if readme.count(BEGIN) != 1 or readme.count(END) != 1 or readme.index(BEGIN) > readme.index(END):
        raise LayoutError(f"README.md must contain {BEGIN} ... {END} once, in that order")
    head, rest = readme.split(BEGIN)
    _, tail = rest.split(END)
    return f"{head}{BEGIN}\n{block}\n{END}{tail}"


def _read(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


def expected_readme(readme_path: str = README, results_path: str = RESULTS,
                    bench_readme_path: Optional[str] = BENCH_README) -> str:
    bench = _read(bench_readme_path) if bench_readme_path and os.path.exists(bench_readme_path) else ""
    return splice(_read(readme_path), render(_read(results_path), bench))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only compare; exit 1 if README.md is stale")
    ap.add_argument("--print", action="store_true", dest="show", help="print the generated block")
    ap.add_argument("--readme", default=README)
    ap.add_argument("--results", default=RESULTS)
    a = ap.parse_args(argv)
    try:
        if a.show:
            print(render(_read(a.results), _read(BENCH_README) if os.path.exists(BENCH_README) else ""))
            return 0
        new = expected_readme(a.readme, a.results)
    except LayoutError as exc:
        print(f"readme_table: {exc}", file=sys.stderr)
        return 2
    old = _read(a.readme)
    if a.check:
        if old == new:
            return 0
        sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                                   "README.md", "README.md (regenerated)"))
        print("README.md's performance table is stale: run python benchmarks/readme_table.py", file=sys.stderr)
        return 1
    if old != new:
        with open(a.readme, "w", encoding="utf-8") as f:
            f.write(new)
        print(f"rewrote the performance table of {os.path.relpath(a.readme)}")
    else:
        print(f"{os.path.relpath(a.readme)} is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
