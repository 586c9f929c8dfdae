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
and the FAQ pages this way (fixes recorded in tests/conformance/programs/s24_main).
"""
from __future__ import annotations

import argparse
import glob
import os
import re
import subprocess
import sys
import textwrap

HEADER = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops, Tensor, jit, context\nimport mindspore\n"
BLOCK = re.compile(r"^([ \t]*)```python\n(.*?)^[ \t]*```", re.S | re.M)
LOG_LINE = re.compile(r"^\[(WARNING|ERROR|INFO)\]")


def extract(pages, out):
    """Write one program per code block that uses MindSpore; return their paths."""
    paths = []
    for md in pages:
        stem = os.path.splitext(os.path.basename(md))[0]
        with open(md, encoding="utf-8") as f:
            text = f.read()
        for i, m in enumerate(BLOCK.finditer(text)):
            code = textwrap.dedent(m.group(2))
            if "mindspore" not in code and "ms." not in code and "Tensor" not in code:
                continue
            path = os.path.join(out, f"{stem}_{i:02d}.py")
            with open(path, "w", encoding="utf-8") as f:
                f.write(HEADER + code)
            paths.append(path)
    return paths


def run(paths, out, oracle, timeout):
    for side, cmd in (("ms", [oracle]), ("mg", [sys.executable, "-m", "msgraph.run"])):
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
    return lines[-1] if lines else ""


def compare(out):
    """Print the programs whose return code, stdout or last error differ; return how many."""
    n = differ = 0
    for ms_file in sorted(glob.glob(os.path.join(out, "ms", "*.out"))):
        mg_file = os.path.join(out, "mg", os.path.basename(ms_file))
        if not os.path.exists(mg_file):
            continue
        n += 1
        with open(ms_file, encoding="utf-8", errors="replace") as f:
            ms_text = "".join(ln for ln in f if not LOG_LINE.match(ln))
        with open(mg_file, encoding="utf-8", errors="replace") as f:
            mg_text = f.read()
        if ms_text != mg_text:
            differ += 1
            print(f"=== {os.path.basename(ms_file)[:-4]}\n--- MindSpore\n{ms_text.strip()}\n--- msgraph\n{mg_text.strip()}\n")
    print(f"{n - differ} of {n} programs print the same", file=sys.stderr)
    return differ


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("pages", nargs="*", help="markdown pages of MindSpore's docs")
    ap.add_argument("--out", required=True)
    ap.add_argument("--oracle", default="/tmp/ms/bin/python")
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--compare", action="store_true", help="only compare an earlier run's outputs")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    if not args.compare:
        run(extract(args.pages, args.out), args.out, args.oracle, args.timeout)
    compare(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
