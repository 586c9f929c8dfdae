"""cmp.py MS.txt MG.txt: the lines (label -> result) that differ; two errors agree when MindSpore's builtin class is
among msgraph's (messages ignored)."""
import sys


def load(p):
    d = {}
    for line in open(p):
        k, v = line.rstrip("\n").split(" -> ", 1)
        d[k] = v
    return d


a, b = load(sys.argv[1]), load(sys.argv[2])
n = 0
for k, v in a.items():
    w = b.get(k, "MISSING")
    if v == w:
        continue
    if v.startswith("EXC") and w.startswith("EXC"):
        if v[4:].split(":", 1)[0].split("/")[0] in w[4:].split(":", 1)[0].split("/"):
            continue
    n += 1
    print("MS", k, "->", v)
    print("MG", k, "->", w)
print("%d lines, %d differ" % (len(a), n))
