import glob, json, os, sys
import numpy as np
def load(d):
    out = {}
    for f in glob.glob(d + "/*.npz"):
        try:
            with np.load(f) as z: m = json.loads(str(z["meta"]))
        except Exception: continue
        out[m["nodeid"]] = m["outcome"]
    return out
ms, mg = load(sys.argv[1]), load(sys.argv[2])
for k in sorted(ms):
    if k in mg and ms[k] == "passed" and mg[k] != "passed":
        print("MS-pass MG-" + mg[k], k)
    if k in mg and ms[k] != "passed" and mg[k] == "passed":
        print("MS-" + ms[k] + " MG-pass", k)
