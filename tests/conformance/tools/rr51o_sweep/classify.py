"""Classify msgraph's failures of a st_suite run: regression (passed in an earlier msgraph run), target
(passed by MindSpore in an earlier or new MindSpore run), unknown (MindSpore's result not on file).

    python classify.py NEW_OUT [NEW_OUT ...] --old 'DIR_GLOB' ... --ms 'DIR_GLOB' ... [--npz-ms 'GLOB'] [--npz-old 'GLOB']

--old / --ms: st_suite --out folders (junit xml) of earlier msgraph / MindSpore runs; --npz-*: vdump plugin
records (their meta holds the node id and outcome).  Prints per-folder counts and the lists.  Not run in CI.
"""
import argparse, glob, json, os, sys
import xml.etree.ElementTree as ET
from collections import defaultdict


def junit(xml):
    out = {}
    try:
        root = ET.parse(xml).getroot()
    except Exception:
        return out
    for case in root.iter("testcase"):
        tags = {c.tag for c in case}
        key = "failed" if "failure" in tags else "errors" if "error" in tags else \
            "skipped" if "skipped" in tags else "passed"
        out[norm(f"{case.get('classname')}::{case.get('name')}")] = key
    return out


def norm(key):
    """numpy 2 names np.bool_ 'bool' in parametrized ids, numpy 1 'bool_': one spelling."""
    return key.replace("bool_", "bool")


def load_dirs(patterns):
    res = {}
    for pat in patterns:
        for d in sorted(glob.glob(pat)):
            for xml in glob.glob(os.path.join(d, "*.xml")):
                for k, v in junit(xml).items():
                    # a pass anywhere wins (a test passing alone after a folder-run failure)
                    if res.get(k) != "passed":
                        res[k] = v
    return res


def load_npz(patterns):
    import numpy as np
    res = {}
    for pat in patterns:
        for f in glob.glob(pat):
            try:
                with np.load(f) as z:
                    m = json.loads(str(z["meta"]))
            except Exception:
                continue
            nodeid = m["nodeid"]
            path, _, name = nodeid.partition("::")
            key = norm(path[:-3].replace("/", ".") + "::" + name)
            if res.get(key) != "passed":
                res[key] = m["outcome"]
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("new", nargs="+")
    ap.add_argument("--old", nargs="*", default=[])
    ap.add_argument("--ms", nargs="*", default=[])
    ap.add_argument("--npz-ms", nargs="*", default=[])
    ap.add_argument("--npz-old", nargs="*", default=[])
    ap.add_argument("--lists", action="store_true")
    a = ap.parse_args()
    new = load_dirs(a.new)
    old = load_dirs(a.old); old.update({k: v for k, v in load_npz(a.npz_old).items() if old.get(k) != "passed"})
    ms = load_dirs(a.ms); ms.update({k: v for k, v in load_npz(a.npz_ms).items() if ms.get(k) != "passed"})
    per = defaultdict(lambda: defaultdict(int))
    lists = defaultdict(list)
    for k, v in sorted(new.items()):
        folder = k.split("::")[0].rsplit(".", 1)[0]
        if v == "skipped":
            continue
        per[folder]["ran"] += 1
        if v not in ("failed", "errors"):
            continue
        per[folder]["failed"] += 1
        o, m = old.get(k), ms.get(k)
        if o == "passed":
            per[folder]["regress"] += 1; lists["REGRESSION"].append(f"{k} ms={m}")
        if m == "passed":
            per[folder]["target"] += 1
            if o != "passed":
                lists["TARGET"].append(f"{k} old={o}")
        elif m is None:
            per[folder]["ms_unknown"] += 1; lists["MS_UNKNOWN"].append(f"{k} old={o}")
    print(f"{'folder':45s} {'ran':>6s} {'failed':>6s} {'regr':>5s} {'target':>6s} {'ms?':>5s}")
    for f in sorted(per):
        p = per[f]
        print(f"{f:45s} {p['ran']:6d} {p['failed']:6d} {p['regress']:5d} {p['target']:6d} {p['ms_unknown']:5d}")
    if a.lists:
        for name in ("REGRESSION", "TARGET", "MS_UNKNOWN"):
            print(f"\n## {name} ({len(lists[name])})")
            print("\n".join(lists[name]))


if __name__ == "__main__":
    main()
