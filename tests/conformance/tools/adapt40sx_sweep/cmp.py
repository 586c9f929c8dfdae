"""Compare /tmp/adapt40sx_out/NAME.ms.txt and .mg.txt by label: equal lines, or both errors where MindSpore's
builtin class is among msgraph's (messages ignored).  usage: python cmp.py NAME"""
import sys


def load(p):
    out = {}
    for line in open(p):
        k, _, v = line.rstrip("\n").partition(" -> ")
        out[k] = v
    return out


name = sys.argv[1]
# -a: ignore the arguments-after part of J / G lines (graph augmented assignment writing the caller's Tensor is
# MindSpore's known in-place aliasing that msgraph does not follow, docs/differences.md "Tensor and Cell API")
noargs = "-a" in sys.argv
ms = load("/tmp/adapt40sx_out/%s.ms.txt" % name)
mg = load("/tmp/adapt40sx_out/%s.mg.txt" % name)
n = 0
for k, a in ms.items():
    b = mg.get(k)
    if noargs and b is not None and k[0] in "JG":
        a, b = a.split(" || ")[0], b.split(" || ")[0]
    if a == b:
        continue
    if b is not None and a.startswith("EXC") and b.startswith("EXC"):
        if a[4:].split(":", 1)[0].split("/")[0] in b[4:].split(":", 1)[0].split("/"):
            continue
    n += 1
    print("MS", k, "->", a)
    print("MG", k, "->", b)
print("%s: %d lines, %d differ" % (name, len(ms), n))
