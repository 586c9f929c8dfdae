"""counts.py MS_DIR MG_DIR: per ut folder, files and tests recorded on both sides, tests both passed, and of those
the ones with records (values compared)."""
import collections, glob, json, os, sys
import numpy as np


def load(d):
    out = {}
    for f in glob.glob(os.path.join(d, "*.npz")):
        with np.load(f) as z:
            out_m = json.loads(str(z["meta"]))
        out[out_m["nodeid"]] = out_m
    return out


ms, mg = load(sys.argv[1]), load(sys.argv[2])
rows = collections.defaultdict(lambda: [set(), 0, 0, 0])
for k in set(ms) & set(mg):
    folder = k.split("/")[3]
    r = rows[folder]
    r[0].add(k.split("::")[0])
    r[1] += 1
    if ms[k]["outcome"] == "passed" and mg[k]["outcome"] == "passed":
        r[2] += 1
        r[3] += bool(ms[k]["records"])
print("folder files tests both-passed with-records")
for f, (files, n, bp, wr) in sorted(rows.items()):
    print(f, len(files), n, bp, wr)
