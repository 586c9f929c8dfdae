"""Compare two sweep outputs, ignoring float differences within a relative tolerance (default 4e-7, ~few float32 ulps).
usage: python cmp.py A B [rtol]"""
import os
import re
import sys

NUM = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")


CLS = os.environ.get("CLS")  # CLS=1: exceptions compare by class only (message text dropped)


def records(path):
    out, cur = {}, None
    for line in open(path):
        if CLS and " EXC " in line:
            line = line.split(" | ")[0] + "\n"
        m = re.match(r"^(\S+) (->|EXC) ", line)
        if m:
            cur = m.group(1); out[cur] = line
        elif cur:
            out[cur] += line
    return out


def same(a, b, rtol):
    na, nb = NUM.findall(a), NUM.findall(b)
    if NUM.sub("#", a).replace(" ", "").replace("\n", "") != NUM.sub("#", b).replace(" ", "").replace("\n", ""):
        return False
    if len(na) != len(nb):
        return False
    for x, y in zip(na, nb):
        x, y = float(x), float(y)
        if abs(x - y) > rtol * max(abs(x), abs(y), 1e-30) and abs(x - y) > 1e-12:
            return False
    return True


a, b = records(sys.argv[1]), records(sys.argv[2])
rtol = float(sys.argv[3]) if len(sys.argv) > 3 else 4e-7
n = 0
for k in a:
    if k not in b:
        print("MISSING", k); n += 1
    elif not same(a[k], b[k], rtol):
        n += 1
        print("DIFF", k); print("  ms:", a[k].strip()[:600]); print("  mg:", b[k].strip()[:600])
print(f"{len(a)} cases, {n} differ (rtol {rtol})")
