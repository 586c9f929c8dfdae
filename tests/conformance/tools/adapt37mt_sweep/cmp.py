"""cmp.py A.ms B.mg [rtol]: case-wise differences of two sweep outputs (lines `label => value`, continuation lines
belong to the case above).  Exceptions compare by MindSpore base class (msgraph's DTypeError / ShapeError /
TensorIndexError... are mapped to TypeError / ValueError / IndexError); numbers compare with rtol (default 1e-5)."""
import re
import sys

import msgraph.errors as E  # noqa

BASE = {}
for n in dir(E):
    c = getattr(E, n)
    if isinstance(c, type) and issubclass(c, BaseException):
        for b in c.__mro__:
            if b.__module__ == "builtins" and b.__name__ != "MsGraphError":
                BASE[n] = b.__name__
                break


def load(p):
    d, k = {}, None
    for line in open(p):
        line = line.rstrip("\n")
        if " => " in line:
            k, v = line.split(" => ", 1)
            d[k] = v
        elif k is not None:
            d[k] += " " + line.strip()
    return d


NUM = re.compile(r"[-+]?(?:\d+\.?\d*(?:e[-+]?\d+)?|\.\d+|inf|nan)j?")


def same(v, w, rtol):
    if v.startswith("EXC ") and w.startswith("EXC "):
        a, b = v.split()[1], w.split()[1]
        return BASE.get(a, a) == BASE.get(b, b)
    if v == w:
        return True
    sv, sw = NUM.sub("#", v).replace(" ", ""), NUM.sub("#", w).replace(" ", "")
    if sv != sw:
        return False
    for x, y in zip(NUM.findall(v), NUM.findall(w)):
        try:
            x, y = complex(x.replace("inf", "1e999")) if "j" in x else float(x), complex(y) if "j" in y else float(y)
        except ValueError:
            if x != y:
                return False
            continue
        if x != y and not (x != x and y != y) and abs(x - y) > rtol * max(abs(x), abs(y)) + 1e-6:
            return False
    return True


a, b = load(sys.argv[1]), load(sys.argv[2])
rtol = float(sys.argv[3]) if len(sys.argv) > 3 else 1e-5
n = 0
for k, v in a.items():
    w = b.get(k, "<missing>")
    if not same(v, w, rtol):
        n += 1
        print(f"{k}\n  ms: {v[:400]}\n  mg: {w[:400]}")
print(f"# {len(a)} cases, {n} differ")
