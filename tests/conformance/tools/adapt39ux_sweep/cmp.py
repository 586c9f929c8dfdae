"""cmp.py A B [rtol]: adapt35p_sweep's comparer, except that exceptions compare by their builtin class only
(message-only differences are counted on the last line, not listed)."""
import re
import sys

NUM = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")


def records(path):
    out, cur = {}, None
    for line in open(path):
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
        if x != x and y != y:
            continue
        if abs(x - y) > rtol * max(abs(x), abs(y), 1e-30) and abs(x - y) > 1e-12:
            return False
    return True


def exc_class(rec):
    m = re.match(r"^\S+ EXC (\S+)", rec)
    return m and m.group(1)


a, b = records(sys.argv[1]), records(sys.argv[2])
rtol = float(sys.argv[3]) if len(sys.argv) > 3 else 4e-7
n = msg = 0
for k in a:
    if k not in b:
        print("MISSING", k); n += 1
    elif exc_class(a[k]) and exc_class(a[k]) == exc_class(b[k]):
        msg += a[k] != b[k]
    elif not same(a[k], b[k], rtol):
        n += 1
        print("DIFF", k); print("  ms:", a[k].strip()[:600]); print("  mg:", b[k].strip()[:600])
print(f"{len(a)} cases, {n} differ (rtol {rtol}; {msg} more differ in exception message only)")
