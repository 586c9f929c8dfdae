"""real.py NAME [rtol] [ids]: the differences of /tmp/adapt40mint_out/NAME.{ms,mg} with each record on one line,
grouped by expression (the generated module's source), leaving out cases where MindSpore has no kernel
("unregistered", Graph mode's "----" RuntimeError, crashes).  ids: comma-separated expression numbers."""
import re
import sys

D = "/tmp/adapt40mint_out"
NUM = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")
NOISE = ("unregistered", "EXC RuntimeError | ---", "EXC Crash", "Not implement", "Not found op")


def records(path):
    out, cur = {}, None
    for line in open(path):
        m = re.match(r"^(\S+) (->|EXC) ", line)
        if m:
            cur = m.group(1); out[cur] = line.rstrip("\n")
        elif cur:
            out[cur] += " " + line.strip()
    return out


def same(a, b, rtol):
    ea, eb = re.match(r"^\S+ EXC (\S+) \|", a), re.match(r"^\S+ EXC (\S+) \|", b)
    if ea and eb:
        return ea.group(1) in eb.group(1).split("/")
    if NUM.sub("#", a).replace(" ", "") != NUM.sub("#", b).replace(" ", ""):
        return False
    na, nb = NUM.findall(a), NUM.findall(b)
    return len(na) == len(nb) and all(abs(float(x) - float(y)) <= max(rtol * max(abs(float(x)), abs(float(y))), 1e-12)
                                      for x, y in zip(na, nb))


name = sys.argv[1]
rtol = float(sys.argv[2]) if len(sys.argv) > 2 else 2e-6
ids = set(sys.argv[3].split(",")) if len(sys.argv) > 3 else None
try:
    src = open(f"{D}/ms/_gen_{name.split('_')[0]}.py").read()
except OSError:   # a script without generated expressions (m4_layers)
    src = ""
E = dict(re.findall(r"def f_(\d+)\(.*\):\n    return (.*)", src))
a, b = records(f"{D}/{name}.ms"), records(f"{D}/{name}.mg")
cur, n = None, 0
for k, v in a.items():
    if any(s in v for s in NOISE) or k not in b or same(v, b[k], rtol):
        continue
    m = re.match(r"[a-z]+(\d+)", k)
    i = m.group(1) if m else k
    if ids and i not in ids:
        continue
    n += 1
    if i != cur:
        print("=====", i, E.get(i)); cur = i
    print("  ms:", v[:260]); print("  mg:", b[k][:260])
print(f"{n} real differences")
