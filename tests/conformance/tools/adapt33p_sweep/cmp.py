"""Compare two sweep outputs line by line: python cmp.py ms.txt mg.txt [rtol].  Numbers within rtol (default 1e-5,
atol 1e-7) count as equal; exceptions compare by class name only.  Prints each differing label."""
import json
import sys

import numpy as np


def load(p):
    d = {}
    for line in open(p, errors="replace"):
        if "\t" in line:
            k, v = line.rstrip("\n").split("\t", 1)
            d[k] = v
    return d


def close(a, b, rtol):
    if isinstance(a, dict) and isinstance(b, dict):
        if a.keys() != b.keys():
            return False
        for k in a:
            if k == "v" and isinstance(a[k], list):
                x, y = np.array(a[k], dtype=object), np.array(b[k], dtype=object)
                if x.shape != y.shape:
                    return False
                try:
                    x, y = x.astype(float), y.astype(float)
                except (TypeError, ValueError):
                    if list(a[k]) != list(b[k]):
                        return False
                    continue
                if not np.allclose(x, y, rtol=rtol, atol=1e-7, equal_nan=True):
                    return False
            elif not close(a[k], b[k], rtol):
                return False
        return True
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y, rtol) for x, y in zip(a, b))
    if isinstance(a, float) and isinstance(b, float):
        return np.isclose(a, b, rtol=rtol, atol=1e-7, equal_nan=True)
    return a == b


def main():
    a, b = load(sys.argv[1]), load(sys.argv[2])
    rtol = float(sys.argv[3]) if len(sys.argv) > 3 else 1e-5
    nd = 0
    for k in a:
        va, vb = a[k], b.get(k)
        if vb is None:
            print("MISSING", k)
            nd += 1
            continue
        if va.startswith("EXC") or vb.startswith("EXC"):
            same = va.split(":")[0] == vb.split(":")[0]
        else:
            same = close(json.loads(va), json.loads(vb), rtol)
        if not same:
            nd += 1
            print("DIFF", k, "\n  ms:", va[:400], "\n  mg:", vb[:400])
    print("%d labels, %d differ" % (len(a), nd))


main()
