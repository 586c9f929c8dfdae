"""Run MindSpore's own system tests (``tests/st``) on msgraph, unchanged, and count what passes.

MindSpore's st tests are self-checking pytest files (they assert against numpy).  This driver runs
them with ``import mindspore`` aliased to msgraph (the ``msgraph.testing.mindspore_alias`` pytest
plugin), one pytest process per folder, and prints passed / failed / errors per folder.  With
``--python /path/to/mindspore-venv/bin/python`` it runs the same files under real MindSpore instead
(no alias), which tells which failures are targets: the test tree may be newer than MindSpore 2.10.

    # a checkout (or `git archive`) of MindSpore's test tree, holding tests/st/...
    python tests/conformance/st_suite.py --root /path/to/mindspore_tests --dirs compiler/control pynative/hook
    python tests/conformance/st_suite.py --root /path/to/mindspore_tests --python /tmp/ms/bin/python

Graph mode runs the numpy backend (``MSGRAPH_NUMBA=0``): the values are the same, compiles are fast.
Results (junit xml and logs) go to ``--out``.  Not part of the test suite: it needs MindSpore's tests.
"""
from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from typing import Dict, List

#: a folder (recursive) or a file pattern (``ops/test_*.py``: the op tests directly in tests/st/ops, not
#: its gpu/ascend subfolders)
DEFAULT_DIRS = ["compiler", "pynative", "ops/cpu", "ops/test_*.py", "tensor"]


def groups(root: str, dirs: List[str]) -> Dict[str, List[str]]:
    """Folder name -> its test files (files directly in a listed folder form one group)."""
    out: Dict[str, List[str]] = {}
    for d in dirs:
        base = os.path.join(root, "tests", "st", d)
        pattern = base if d.endswith(".py") else os.path.join(base, "**", "test_*.py")
        for path in sorted(glob.glob(pattern, recursive=not d.endswith(".py"))):
            rel = os.path.relpath(os.path.dirname(path), os.path.join(root, "tests", "st"))
            out.setdefault(rel, []).append(os.path.relpath(path, root))
    return out


def run_group(root: str, name: str, files: List[str], out: str, python: str, timeout: int) -> Dict[str, int]:
    stem = name.replace("/", "__")
    xml = os.path.join(out, stem + ".xml")
    cmd = [python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
           "--continue-on-collection-errors", f"--junitxml={xml}"]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")])))
    if python == sys.executable:                      # msgraph: alias mindspore, numpy backend
        cmd[3:3] = ["-p", "msgraph.testing.mindspore_alias"]
        env["MSGRAPH_NUMBA"] = "0"
    with open(os.path.join(out, stem + ".log"), "w") as log:
        try:
            subprocess.run(cmd + files, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT, timeout=timeout)
        except subprocess.TimeoutExpired:
            return {"timeout": 1}
    counts = {"passed": 0, "failed": 0, "errors": 0, "skipped": 0}
    for key in outcomes(xml).values():
        counts[key] += 1
    return counts


def outcomes(xml: str) -> Dict[str, str]:
    """``file::test`` -> passed / failed / errors / skipped, from one folder's junit xml."""
    out: Dict[str, str] = {}
    if not os.path.exists(xml):
        return out
    for case in ET.parse(xml).getroot().iter("testcase"):
        tags = {child.tag for child in case}
        key = "failed" if "failure" in tags else "errors" if "error" in tags else \
            "skipped" if "skipped" in tags else "passed"
        out[f"{case.get('classname')}::{case.get('name')}"] = key
    return out


def targets(ours: str, theirs: str) -> List[str]:
    """Tests that passed in ``theirs`` (an --out folder of a MindSpore run) and not in ``ours``."""
    res = []
    for xml in sorted(glob.glob(os.path.join(theirs, "*.xml"))):
        if not os.path.exists(os.path.join(ours, os.path.basename(xml))):
            continue                                  # a folder this run did not include
        mine = outcomes(os.path.join(ours, os.path.basename(xml)))
        for test, key in outcomes(xml).items():
            if key == "passed" and mine.get(test) != "passed":
                res.append(f"{test}  ({mine.get(test, 'not run')} here)")
    return res


def main(argv: List[str] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", required=True, help="folder holding MindSpore's tests/st tree")
    ap.add_argument("--dirs", nargs="*", default=DEFAULT_DIRS, help="folders under tests/st")
    ap.add_argument("--python", default=sys.executable, help="another interpreter: run under real MindSpore")
    ap.add_argument("--out", default="st_results")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per folder")
    ap.add_argument("--against", metavar="MS_OUT",
                    help="the --out folder of a run under MindSpore: list the tests it passed and this run did not")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    total: Dict[str, int] = {}
    print(f"{'folder':45} {'passed':>7} {'failed':>7} {'errors':>7} {'skipped':>7}")
    for name, files in groups(os.path.abspath(args.root), args.dirs).items():
        c = run_group(os.path.abspath(args.root), name, files, os.path.abspath(args.out), args.python, args.timeout)
        for k, v in c.items():
            total[k] = total.get(k, 0) + v
        if "timeout" in c:
            print(f"{name:45} timed out after {args.timeout} s", flush=True)
        else:
            print(f"{name:45} {c['passed']:7} {c['failed']:7} {c['errors']:7} {c['skipped']:7}", flush=True)
    print("total", {k: v for k, v in total.items()})
    if args.against:
        missed = targets(os.path.abspath(args.out), args.against)
        print(f"{len(missed)} test(s) pass under MindSpore and not here:")
        print("\n".join(missed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
