"""Counts per st folder of a pcompare run: files, tests compared (passed on both sides), differing tests by category.

    python counts.py MS_DIR MG_DIR [MG_OVERRIDE_DIR]   (a later msgraph recording of some chunks replaces the first)
"""
import sys
from collections import Counter, defaultdict

import pcompare as p


def folder(nid):
    parts = nid.split("::")[0].split("/")
    return "ops/cpu" if parts[2] == "ops" else parts[2]


ms = p.load(sys.argv[1])
mg = p.load(sys.argv[2])
if len(sys.argv) > 3:
    mg.update(p.load(sys.argv[3]))
n, rows = p.compare(ms, mg)
files, tests, flagged = defaultdict(set), Counter(), defaultdict(Counter)
for nid in set(ms) & set(mg):
    if ms[nid]["outcome"] == mg[nid]["outcome"] == "passed":
        files[folder(nid)].add(nid.split("::")[0])
        tests[folder(nid)] += 1
for nid, cats in rows:
    worst = "FORMAT" if any(c[1] == "FORMAT" for c in cats) else "VALUE" if any(c[1] == "VALUE" for c in cats) \
        else "NOISE"
    flagged[folder(nid)][worst] += 1
for f in sorted(files):
    print(f"{f}: {len(files[f])} files, {tests[f]} tests compared, differing {dict(flagged[f])}")
print("total", sum(tests.values()), "tests", sum(len(v) for v in files.values()), "files")
