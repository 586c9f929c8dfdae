"""outcomes.py MS_DIR MG_DIR: tests MindSpore passed that msgraph failed (and the reverse count), from vdump metas."""
import glob, json, os, sys
import numpy as np


def load(d):
    out = {}
    for f in glob.glob(os.path.join(d, "*.npz")):
        with np.load(f) as z:
            m = json.loads(str(z["meta"]))
        out[m["nodeid"]] = m["outcome"]
    return out


ms, mg = load(sys.argv[1]), load(sys.argv[2])
both = sorted(set(ms) & set(mg))
tgt = [k for k in both if ms[k] == "passed" and mg[k] != "passed"]
rev = [k for k in both if ms[k] != "passed" and mg[k] == "passed"]
print(f"both {len(both)}; MS passed & msgraph not: {len(tgt)}; msgraph passed & MS not: {len(rev)}")
for k in tgt:
    print("TARGET", mg[k], k)
