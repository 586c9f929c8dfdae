"""Run MindSpore st test files one pytest process per file, mode flipped (flip47o's flipmode.py), with a timeout
per file; junit xml + log per file under --out.  Not run in CI.

    python run_files.py --root /tmp/mst2 --files LIST --out OUT [--jobs 2] [--timeout 300]          # msgraph
    python run_files.py --root /tmp/mst2 --ids IDS --out OUT --python /tmp/ms/bin/python             # MindSpore
LIST: test files relative to tests/st, one a line.  IDS: node ids (tests/st/...::test[...]) one a line; they
are grouped per file.
"""
import argparse
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
TOOLS = os.path.join(REPO, "tests", "conformance", "tools")


def run_one(root, rel, ids, out, python, timeout):
    stem = rel.replace("/", "__")[:-3]
    xml = os.path.join(out, stem + ".xml")
    ours = python == sys.executable
    cmd = [python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", f"--junitxml={xml}"]
    env = dict(os.environ)
    if ours:
        cmd += ["-p", "msgraph.testing.mindspore_alias", "-p", "np1shim"]
        env["MSGRAPH_NUMBA"] = "0"
        env["PYTHONPATH"] = os.pathsep.join([root, REPO, os.path.join(TOOLS, "flip47o_sweep"),
                                             os.path.join(TOOLS, "rr46stb_sweep")])
    else:
        env["PYTHONPATH"] = os.pathsep.join([root, os.path.join(TOOLS, "flip47o_sweep")])
    cmd += ["-p", "flipmode"]
    cmd += ids or [os.path.join("tests", "st", rel)]
    with open(os.path.join(out, stem + ".log"), "w") as log:
        try:
            subprocess.run(cmd, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT, timeout=timeout)
            return rel, "done"
        except subprocess.TimeoutExpired:
            return rel, "timeout"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default="/tmp/mst2")
    ap.add_argument("--files")
    ap.add_argument("--ids")
    ap.add_argument("--out", required=True)
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=300)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    work = []
    if a.files:
        work = [(l.strip(), None) for l in open(a.files) if l.strip()]
    else:
        per = {}
        for l in open(a.ids):
            l = l.strip()
            if l:
                per.setdefault(l.split("::")[0][len("tests/st/"):], []).append(l)
        work = list(per.items())
    with ThreadPoolExecutor(a.jobs) as ex:
        for rel, st in ex.map(lambda w: run_one(a.root, w[0], w[1], a.out, a.python, a.timeout), work):
            print(rel, st, flush=True)


if __name__ == "__main__":
    main()
