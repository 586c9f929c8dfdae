"""cmp.py MS_OUT MG_OUT: lines whose labels match but whose results differ (exception messages ignored)."""
import re
import sys


def load(p):
    d = {}
    for line in open(p):
        if ": " not in line:
            continue
        k, v = line.rstrip("\n").split(": ", 1)
        if v.startswith("EXC "):
            v = v.split(":")[0]
        d[k] = v
    return d


ms, mg = load(sys.argv[1]), load(sys.argv[2])
n = 0
for k, v in ms.items():
    w = mg.get(k, "<missing>")
    if v != w:
        n += 1
        print(f"- {k}\n   ms: {v}\n   mg: {w}")
print(f"{len(ms)} cases, {n} differ")
