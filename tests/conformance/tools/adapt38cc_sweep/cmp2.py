"""Compare two sweep outputs by exception class only (first builtin class of msgraph vs MindSpore), ignoring
msgraph's Mutable* vs MindSpore's _Int/_Tuple class names.  usage: python cmp2.py MS_OUT MG_OUT"""
import re, sys

def rec(p):
    d, cur = {}, None
    for l in open(p):
        m = re.match(r"^(\S+) (->|EXC) ", l)
        if m:
            cur = m.group(1); d[cur] = l.rstrip("\n")
    return d
a, b = rec(sys.argv[1]), rec(sys.argv[2])
norm = lambda s: re.sub(r"Mutable(Int|Float|Bool|Tuple|List|Dict)", r"_\1", s)
skip = sys.argv[3].split(",") if len(sys.argv) > 3 else []
n = 0
for k in a:
    x, y = a[k], norm(b.get(k, "MISSING"))
    if " EXC " in x and " EXC " in y:
        if x.split(" EXC ")[1].split(" |")[0] == y.split(" EXC ")[1].split(" |")[0]:
            continue
    elif x == y:
        continue
    if any(s and s in x for s in skip):
        continue
    n += 1
    print("ms:", x[:330]); print("mg:", y[:330])
print(len(a), "cases", n, "differ")
