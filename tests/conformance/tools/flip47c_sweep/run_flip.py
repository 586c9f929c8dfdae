"""Run MindSpore's st folders with the mode flipped (flipmode.py), on msgraph, then on MindSpore by node id.

    python run_flip.py --root /tmp/mst2 --dirs compiler pynative --out OUT              # msgraph, per folder
    python run_flip.py --root /tmp/mst2 --out OUT --ms /tmp/ms/bin/python --against OUT  # MindSpore on msgraph's
                                                                                        # failures, one process per file
    python run_flip.py --root /tmp/mst2 --out OUT --recheck OUT/ms_passed.txt           # msgraph again, per file

Writes OUT/<folder>.xml / .log (msgraph), OUT/ms/<file>.xml (MindSpore), OUT/targets.txt.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
from st_suite import groups, outcomes  # noqa: E402

PYTEST = ["-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "--continue-on-collection-errors"]


def run(python, root, args, xml, log, timeout, msgraph):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [HERE, root, os.environ.get("PYTHONPATH")])))
    plugins = ["-p", "msgraph.testing.mindspore_alias", "-p", "flipmode"] if msgraph else ["-p", "flipmode"]
    if msgraph:
        env["MSGRAPH_NUMBA"] = "0"
    else:
        env.pop("PYTHONPATH", None)
        env["PYTHONPATH"] = os.pathsep.join([HERE, root])
    with open(log, "w") as fh:
        try:
            subprocess.run([python] + PYTEST + plugins + [f"--junitxml={xml}"] + args, cwd=root, env=env,
                           stdout=fh, stderr=subprocess.STDOUT, timeout=timeout)
        except subprocess.TimeoutExpired:
            fh.write("\nTIMEOUT\n")
    return outcomes(xml)


def nodeid(key):
    """junit classname::name -> a pytest node id."""
    cls, name = key.split("::", 1)
    parts = cls.split(".")
    for i in range(len(parts), 0, -1):
        path = "/".join(parts[:i]) + ".py"
        if os.path.exists(os.path.join(ROOT, path)):
            return "::".join([path] + parts[i:] + [name]), path
    return None, None


def main():
    global ROOT
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--dirs", nargs="*", default=[])
    ap.add_argument("--out", required=True)
    ap.add_argument("--ms")
    ap.add_argument("--against")
    ap.add_argument("--recheck")
    ap.add_argument("--ms-ids", help="a file of node ids to run under --ms (instead of --against's failures)")
    ap.add_argument("--timeout", type=int, default=1500)
    a = ap.parse_args()
    ROOT = os.path.abspath(a.root)
    os.makedirs(a.out, exist_ok=True)
    for name, files in groups(ROOT, a.dirs).items():
        stem = name.replace("/", "__")
        res = run(sys.executable, ROOT, files, os.path.join(a.out, stem + ".xml"), os.path.join(a.out, stem + ".log"),
                  a.timeout, True)
        c = defaultdict(int)
        for v in res.values():
            c[v] += 1
        print(f"{name:45} {dict(c)}", flush=True)
    if a.ms and (a.against or a.ms_ids):
        by_file = defaultdict(list)
        for line in open(a.ms_ids) if a.ms_ids else ():
            if line.strip():
                by_file[line.split("::")[0]].append(line.strip())
        for xml in sorted(os.listdir(a.against)) if a.against else ():
            if xml.endswith(".xml"):
                for key, v in outcomes(os.path.join(a.against, xml)).items():
                    if v in ("failed", "errors"):
                        nid, path = nodeid(key)
                        if nid:
                            by_file[path].append(nid)
        os.makedirs(os.path.join(a.out, "ms"), exist_ok=True)
        passed = []
        for path, nids in sorted(by_file.items()):
            stem = path.replace("/", "__")[:-3]
            res = run(a.ms, ROOT, nids, os.path.join(a.out, "ms", stem + ".xml"),
                      os.path.join(a.out, "ms", stem + ".log"), 600, False)
            ok = [nodeid(k)[0] for k, v in res.items() if v == "passed"]
            passed += ok
            print(f"MS {path}: {len(nids)} msgraph failures, MindSpore passed {len(ok)}", flush=True)
        with open(os.path.join(a.out, "ms_passed.txt"), "w") as fh:
            fh.write("\n".join(passed) + "\n")
    if a.recheck:
        by_file = defaultdict(list)
        for line in open(a.recheck):
            if line.strip():
                by_file[line.split("::")[0]].append(line.strip())
        os.makedirs(os.path.join(a.out, "recheck"), exist_ok=True)
        targets = []
        for path, nids in sorted(by_file.items()):
            stem = path.replace("/", "__")[:-3]
            res = run(sys.executable, ROOT, nids, os.path.join(a.out, "recheck", stem + ".xml"),
                      os.path.join(a.out, "recheck", stem + ".log"), 600, True)
            bad = [nodeid(k)[0] for k, v in res.items() if v != "passed"]
            targets += bad
            print(f"recheck {path}: {len(nids)} -> still failing {len(bad)}", flush=True)
        with open(os.path.join(a.out, "targets.txt"), "w") as fh:
            fh.write("\n".join(targets) + "\n")


if __name__ == "__main__":
    main()
