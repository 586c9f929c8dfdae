"""Run MindSpore's st folders with the ``reseed`` plugin (other random inputs) on msgraph or MindSpore.

    # msgraph (numpy backend), K=1, whole folders; junit xml + logs in OUT/k1/
    python run.py --root /tmp/mst2 --k 1 --out /tmp/seed47/ours --dirs ops/cpu "ops/test_*.py"
    # MindSpore on the node ids msgraph failed (listed from OUT's xml)
    python run.py --root /tmp/mst2 --k 1 --python /tmp/ms/bin/python --out /tmp/seed47/ms --failed-of /tmp/seed47/ours
    # the targets: passed under MindSpore, failed under msgraph, same K
    python run.py --k 1 --out /tmp/seed47/ours --against /tmp/seed47/ms
"""
from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
from st_suite import groups, outcomes  # noqa: E402

MSGRAPH = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(HERE))))
NP1SHIM = os.path.join(os.path.dirname(HERE), "rr46stb_sweep")


def run(root, name, targets, out, python, k, timeout, extra_env):
    os.makedirs(out, exist_ok=True)
    stem = name.replace("/", "__")
    xml = os.path.join(out, stem + ".xml")
    cmd = [python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
           "--continue-on-collection-errors", f"--junitxml={xml}"]
    env = dict(os.environ, RESEED_K=str(k), **extra_env)
    env.setdefault("RESEED_TIMEOUT", "240")
    if python == sys.executable:
        cmd += ["-p", "np1shim", "-p", "msgraph.testing.mindspore_alias", "-p", "reseed"]
        env["PYTHONPATH"] = os.pathsep.join([root, MSGRAPH, HERE, NP1SHIM])
        env.setdefault("MSGRAPH_NUMBA", "0")
        env.setdefault("RESEED_TIMEOUT_SIGNAL", "1")
    else:
        cmd += ["-p", "reseed"]
        env["PYTHONPATH"] = os.pathsep.join([root, HERE])
    with open(os.path.join(out, stem + ".log"), "w") as log:
        try:
            subprocess.run(cmd + targets, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT, timeout=timeout)
        except subprocess.TimeoutExpired:
            print(f"{name}: timed out", flush=True)
    c = {}
    for v in outcomes(xml).values():
        c[v] = c.get(v, 0) + 1
    print(f"{name:40} {c}", flush=True)


def node_id(root, test):
    """junit's ``classname::name`` back to pytest's node id (a test class's name is part of classname)."""
    cls, name = test.split("::", 1)
    if not cls:                                       # a collection error: the module's dotted name
        return name.replace(".", "/") + ".py"
    parts = cls.split(".")
    for i in range(len(parts), 0, -1):
        path = "/".join(parts[:i]) + ".py"
        if os.path.exists(os.path.join(root, path)):
            return "::".join([path] + parts[i:] + [name])
    return cls.replace(".", "/") + ".py::" + name


def failed_ids(ours, root="/tmp/mst2"):
    """xml stem -> node ids (file::name, parametrization kept) that failed / errored in an msgraph run."""
    res = {}
    for xml in sorted(glob.glob(os.path.join(ours, "*.xml"))):
        ids = []
        for test, key in outcomes(xml).items():
            if key in ("failed", "errors"):
                ids.append(node_id(root, test))
        if ids:
            res[os.path.basename(xml)[:-4]] = ids
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default="/tmp/mst2")
    ap.add_argument("--dirs", nargs="*", default=[])
    ap.add_argument("--k", type=int, default=1)
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--out", required=True)
    ap.add_argument("--failed-of", help="an msgraph --out folder: run only its failed node ids")
    ap.add_argument("--against", help="a MindSpore --out folder: list its passes that failed in --out")
    ap.add_argument("--timeout", type=int, default=3000)
    ap.add_argument("--scale", help="RESEED_SCALE (and --shift RESEED_SHIFT)")
    ap.add_argument("--shift")
    a = ap.parse_args()
    extra = {}
    if a.scale:
        extra["RESEED_SCALE"] = a.scale
    if a.shift:
        extra["RESEED_SHIFT"] = a.shift
    if a.against:
        mine, theirs = {}, {}
        for xml in glob.glob(os.path.join(a.out, "*.xml")):
            mine.update(outcomes(xml))
        for xml in sorted(glob.glob(os.path.join(a.against, "*.xml"))):
            theirs.update(outcomes(xml))
        ran = [t for t in mine if mine[t] in ("failed", "errors")]
        print(f"msgraph: {len(mine)} ran, {len(ran)} failed; MindSpore ran {len(theirs)} of those")
        for test, key in sorted(theirs.items()):
            if key == "passed" and mine.get(test, "passed") != "passed":
                print(test, f"({mine.get(test)} on msgraph)")
        return
    root = os.path.abspath(a.root)
    if a.failed_of:
        for stem, ids in failed_ids(a.failed_of, root).items():
            if os.path.exists(os.path.join(a.out, stem + ".xml")):
                continue                              # the whole group done in an earlier call
            by_file = {}
            for i in ids:
                by_file.setdefault(i.split("::")[0], []).append(i)
            for path, fids in by_file.items():        # one process per file: a hang ends one file's run only
                fstem = stem + "@" + os.path.basename(path)[:-3]
                if os.path.exists(os.path.join(a.out, fstem + ".xml")):
                    continue                          # done in an earlier call
                run(root, fstem, fids, a.out, a.python, a.k, min(a.timeout, 600), extra)
        return
    for name, files in groups(root, a.dirs).items():
        run(root, name, files, a.out, a.python, a.k, a.timeout, extra)


if __name__ == "__main__":
    main()
