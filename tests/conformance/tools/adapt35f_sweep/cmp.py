"""Compare /tmp/a33o/NAME.ms and NAME.mg by case label; exceptions compare by class only (-m: messages too).

usage: python cmp.py NAME [-m] [-v]   (-v prints the differing pairs)
"""
import os
import sys
name = sys.argv[1]


def load(path):
    out = {}
    for line in open(path).read().splitlines():
        if " => " in line:
            k, v = line.split(" => ", 1)
            out.setdefault(k, v)
    return out


ms = load(os.path.join(os.environ.get("A33O_OUT", "/tmp/a35f"), name + ".ms"))
mg = load(os.path.join(os.environ.get("A33O_OUT", "/tmp/a35f"), name + ".mg"))


def key(v):
    if v.startswith("EXC ") and "-m" not in sys.argv:
        return v.split(":")[0]
    return v


n = silent = 0
for k, a in ms.items():
    if k not in mg:
        continue
    b = mg[k]
    if key(a) != key(b):
        n += 1
        both_val = not a.startswith("EXC") and not b.startswith("EXC")
        silent += both_val
        if "-v" in sys.argv:
            print(("SILENT " if both_val else "EXC    ") + k + " => " + a[:220])
            print("    mg " + b[:220])
print("%s: %d cases in both (ms %d, mg %d), %d differ (%d silent value/dtype)"
      % (name, len(set(ms) & set(mg)), len(ms), len(mg), n, silent))
