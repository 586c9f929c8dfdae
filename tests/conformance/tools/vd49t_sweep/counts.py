import glob, json, os, sys, re
import numpy as np
def outs(d):
    r = {}
    for p in glob.glob(d + "/*.npz"):
        try:
            with np.load(p, allow_pickle=False) as z:
                m = json.loads(str(z["meta"]))
        except Exception:
            continue
        r[m["nodeid"]] = m["outcome"]
    return r
ms, mg = outs(sys.argv[1]), outs(sys.argv[2])
flag = {}
for line in open(sys.argv[3]):
    cat, nid = line.split("\t")[:2]
    flag[nid] = cat
def folder(n):
    p = n.split("::")[0].split("/")
    if p[2] == "tensor":
        return "tensor/overload" if p[3] == "overload" else ("tensor/" + p[3] if p[3] in ("mint", "storage") else "tensor (top-level)")
    return p[2]
rows = {}
for n in set(ms) | set(mg):
    f = folder(n)
    r = rows.setdefault(f, dict(files=set(), ms=0, mg=0, both=0, bp=0, flagged=0, target=0))
    r["files"].add(n.split("::")[0])
    r["ms"] += n in ms; r["mg"] += n in mg
    if n in ms and n in mg:
        r["both"] += 1
        if ms[n] == mg[n] == "passed":
            r["bp"] += 1; r["flagged"] += n in flag
        if ms[n] == "passed" and mg[n] != "passed":
            r["target"] += 1
print("| folder | files | tests MS / msgraph recorded | both | both passed (compared) | flagged | MS pass, msgraph fail |")
print("|---|---|---|---|---|---|---|")
for f, r in sorted(rows.items()):
    print(f"| {f} | {len(r['files'])} | {r['ms']} / {r['mg']} | {r['both']} | {r['bp']} | {r['flagged']} | {r['target']} |")
