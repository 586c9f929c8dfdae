"""Run the Python code blocks of MindSpore's documentation under MindSpore 2.10 and msgraph; print what differs.

Not run in CI.  MindSpore's tutorials and FAQ pages (``fetch`` mindspore-ai/docs: ``tutorials/source_en/...``,
``docs/mindspore/source_en/...``) show code with the output it prints; the printed output of real MindSpore is the
oracle (the pages can be stale).  Each ```` ```python ```` block becomes one program (with numpy / mindspore /
nn / ops / Tensor / jit imported, as the pages assume), run in its own process on both sides:

    python tests/conformance/tools/doc_snippets.py --out /tmp/snips page1.md page2.md ...
    python tests/conformance/tools/doc_snippets.py --out /tmp/snips --compare     # after a run, or to re-compare

``--oracle`` names MindSpore's interpreter (default /tmp/ms/bin/python); msgraph runs through
``python -m msgraph.run`` (the ``mindspore`` import alias).  A block that depends on an earlier one fails on both
sides alike; compare their error lines.  Session 24 ran the compile, beginner, hook, debug and dataset tutorials
and the FAQ pages this way (fixes recorded in tests/conformance/programs/s24_main).  Session 28 (doc28) ran 81 more
pages with ``--page`` (docs r2.5.0's model_train/ and migration_guide/, master's design/, the note/api_mapping pages
with runnable code, the r2.3.1 layer tutorial, the cv/nlp/generative tutorials up to their downloads: 79 programs,
664 blocks): 54 blocks printed differently before its fixes, 47 after (the rest: unseeded random data, timings,
msgraph's module and error-class names in printed text, MindSpore failing on CPU; docs/differences.md, "Session 28
(doc28)"); fixes recorded in tests/conformance/programs/doc28.  With ``--graph --seed 1``, 12 of those pages
print the same in 148 of 151 blocks.

``--page`` makes one program per page instead: its blocks run in order in one process (later blocks use what
earlier ones defined, as the pages assume), each under ``try`` so that a failing block prints
``!! <ErrorClass>`` and the next one still runs; ``### block N`` lines separate the blocks' output and the
comparison counts differing blocks.  Jupyter notebooks (``.ipynb``) are read the same way, one block per code
cell, lines starting with ``!`` or ``%`` dropped and a cell's last expression printed (``repr``) as Jupyter
shows it.

``--seed N`` starts each program with ``np.random.seed(N)``, ``random.seed(N)`` and ``ms.set_seed(N)``, so that
pages drawing unseeded random data or initial weights can be compared too; ``--graph`` starts each program in Graph
mode (a page may switch back); ``--msgraph-only`` reruns msgraph's side against the oracle outputs an earlier run
left in ``--out`` (after a fix).

Session 46 (docs46) reran 33 pages (tutorials beginner / compile / debug / model_migration / hook, FAQ, features/
compile, r2.3's static_graph_syntax_support, r2.5.0's program_form): ``tools/docs46_sweep/``.
"""
from __future__ import annotations

import argparse
import ast
import glob
import json
import os
import re
import subprocess
import sys
import textwrap

HEADER = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops, Tensor, jit, context\nimport mindspore\n"
BLOCK = re.compile(r"^([ \t]*)```python\n(.*?)^[ \t]*```", re.S | re.M)
LOG_LINE = re.compile(r"^\[(WARNING|ERROR|INFO)\]")


def _uses_mindspore(code):
    return "mindspore" in code or "ms." in code or "Tensor" in code


def _show_last_expression(code):
    """A notebook cell's code with its last expression printed, as Jupyter displays it."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return code
    if not tree.body or not isinstance(tree.body[-1], ast.Expr):
        return code
    last = tree.body[-1]
    lines = code.splitlines()
    start, end = last.lineno - 1, last.end_lineno
    expr = "\n".join(lines[start:end])
    shown = f"_doc_value = (\n{expr}\n)\nif _doc_value is not None:\n    print(repr(_doc_value))"
    return "\n".join(lines[:start] + [shown] + lines[end:])


def blocks_of(page):
    """The code blocks of a Markdown page or the code cells of a notebook, in order."""
    with open(page, encoding="utf-8") as f:
        text = f.read()
    if page.endswith(".ipynb"):
        cells = [c for c in json.loads(text)["cells"] if c["cell_type"] == "code"]
        codes = ["".join(c["source"]) for c in cells]
        codes = ["\n".join(ln for ln in code.splitlines() if not ln.lstrip().startswith(("!", "%")))
                 for code in codes]
        return [_show_last_expression(code) for code in codes]
    return [textwrap.dedent(m.group(2)) for m in BLOCK.finditer(text)]


def _guarded(i, code):
    """A block as a piece of the page's program: it runs under try and prints its error class."""
    try:
        compile(code, f"block{i}", "exec")
    except SyntaxError as e:
        return f"print('### block {i}')\nprint('!! SyntaxError')  # {e.msg}\n"
    body = textwrap.indent(code if code.strip() else "pass", "    ")
    return (f"print('### block {i}', flush=True)\ntry:\n{body}\n"
            "except Exception as _doc_err:\n"
            "    print('!!', type(_doc_err).__name__, flush=True)\n"
            f"    print('!! block {i}:', type(_doc_err).__name__, str(_doc_err).split(chr(10))[0][:300], "
            "file=sys.stderr)\n")


def _stems(pages):
    """Each page's program name: its file name, with its folders in front where two pages share a file name."""
    parts = {page: os.path.splitext(os.path.normpath(page))[0].split(os.sep) for page in pages}
    depth = {page: 1 for page in pages}
    while True:
        names = {page: "_".join(p[-depth[page]:]) for page, p in parts.items()}
        clash = {page for page in pages if list(names.values()).count(names[page]) > 1 and depth[page] < len(parts[page])}
        if not clash:
            return names
        for page in clash:
            depth[page] += 1


def extract(pages, out, per_page=False, seed=None, graph=False):
    """Write one program per code block that uses MindSpore (or one per page); return their paths."""
    paths = []
    stems = _stems(pages)
    header = HEADER if seed is None else (HEADER + f"import random\nnp.random.seed({seed})\nrandom.seed({seed})\n"
                                          f"ms.set_seed({seed})\n")
    if graph:
        header += "ms.set_context(mode=ms.GRAPH_MODE)\n"
    for page in pages:
        stem = stems[page]
        codes = blocks_of(page)
        if per_page:
            if not any(_uses_mindspore(code) for code in codes):
                continue
            path = os.path.join(out, f"{stem}.py")
            with open(path, "w", encoding="utf-8") as f:
                f.write("import sys\n" + header + "".join(_guarded(i, code) for i, code in enumerate(codes)))
            paths.append(path)
            continue
        for i, code in enumerate(codes):
            if not _uses_mindspore(code):
                continue
            path = os.path.join(out, f"{stem}_{i:02d}.py")
            with open(path, "w", encoding="utf-8") as f:
                f.write(header + code)
            paths.append(path)
    return paths


def run(paths, out, oracle, timeout, msgraph_only=False):
    sides = (("ms", [oracle]), ("mg", [sys.executable, "-m", "msgraph.run"]))
    for side, cmd in sides[1:] if msgraph_only else sides:
        work = os.path.join(out, side)
        os.makedirs(work, exist_ok=True)
        for path in paths:
            stem = os.path.splitext(os.path.basename(path))[0]
            env = dict(os.environ)
            if side == "ms":
                env.pop("PYTHONPATH", None)
            try:
                proc = subprocess.run(cmd + [os.path.abspath(path)], cwd=work, env=env, capture_output=True,
                                      text=True, timeout=timeout)
                result = (proc.returncode, proc.stdout, proc.stderr)
            except subprocess.TimeoutExpired:
                result = (124, "", "timeout")
            with open(os.path.join(work, stem + ".out"), "w", encoding="utf-8") as f:
                f.write(f"rc={result[0]}\n" + result[1] + "\n@@stderr\n" + _last_error(result[2]) + "\n")


def _last_error(stderr):
    lines = [ln for ln in stderr.splitlines() if re.match(r"^[A-Za-z_.]*(Error|Exception)\b", ln)]
    blocks = [ln for ln in stderr.splitlines() if ln.startswith("!! block ")]
    return "\n".join(blocks + lines[-1:])


def _split_blocks(text):
    """A page program's output cut at its ``### block N`` lines: {N: text}; the stderr part under key -1."""
    text, _, err = text.partition("\n@@stderr\n")
    parts = {-1: err}
    key = None
    for ln in text.splitlines():
        m = re.match(r"^### block (\d+)$", ln)
        if m:
            key = int(m.group(1))
            parts[key] = ""
        elif key is not None:
            parts[key] += ln + "\n"
    return parts


def compare(out):
    """Print the programs whose return code, stdout or last error differ; return how many."""
    n = differ = blocks = blocks_differ = 0
    for ms_file in sorted(glob.glob(os.path.join(out, "ms", "*.out"))):
        mg_file = os.path.join(out, "mg", os.path.basename(ms_file))
        if not os.path.exists(mg_file):
            continue
        n += 1
        with open(ms_file, encoding="utf-8", errors="replace") as f:
            ms_text = "".join(ln for ln in f if not LOG_LINE.match(ln))
        with open(mg_file, encoding="utf-8", errors="replace") as f:
            mg_text = f.read()
        ms_blocks, mg_blocks = _split_blocks(ms_text), _split_blocks(mg_text)
        keys = sorted(k for k in set(ms_blocks) | set(mg_blocks) if k >= 0)
        blocks += len(keys)
        bad = [k for k in keys if ms_blocks.get(k) != mg_blocks.get(k)]
        blocks_differ += len(bad)
        if ms_text != mg_text and len(keys) > 1:
            differ += 1
            print(f"=== {os.path.basename(ms_file)[:-4]}: blocks {bad} differ")
            for k in bad:
                print(f"--- block {k} MindSpore\n{ms_blocks.get(k, '(not run)').rstrip()}\n"
                      f"--- block {k} msgraph\n{mg_blocks.get(k, '(not run)').rstrip()}")
            print(f"--- errors MindSpore\n{ms_blocks[-1].strip()}\n--- errors msgraph\n{mg_blocks[-1].strip()}\n")
        elif ms_text != mg_text:
            differ += 1
            print(f"=== {os.path.basename(ms_file)[:-4]}\n--- MindSpore\n{ms_text.strip()}\n--- msgraph\n{mg_text.strip()}\n")
    print(f"{n - differ} of {n} programs print the same", file=sys.stderr)
    if blocks:
        print(f"{blocks - blocks_differ} of {blocks} page blocks print the same", file=sys.stderr)
    return differ


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("pages", nargs="*", help="markdown pages of MindSpore's docs")
    ap.add_argument("--out", required=True)
    ap.add_argument("--oracle", default="/tmp/ms/bin/python")
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--compare", action="store_true", help="only compare an earlier run's outputs")
    ap.add_argument("--page", action="store_true", help="one program per page, its blocks run in order")
    ap.add_argument("--seed", type=int, help="seed numpy, random and MindSpore at the start of each program")
    ap.add_argument("--graph", action="store_true", help="start each program in Graph mode (pages may switch)")
    ap.add_argument("--msgraph-only", action="store_true",
                    help="rerun msgraph's side only, against the oracle's outputs of an earlier run in --out")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    if not args.compare:
        paths = extract(args.pages, args.out, args.page, args.seed, args.graph)
        run(paths, args.out, args.oracle, args.timeout, args.msgraph_only)
    compare(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
