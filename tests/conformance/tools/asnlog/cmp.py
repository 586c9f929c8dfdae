"""Compare asnlog records of MindSpore (ms_*.jsonl) and msgraph (mg_*.jsonl) in WORKDIR.

    python cmp.py WORKDIR [--all]

Prints, per test that passed under MindSpore: FAIL (msgraph failed or errored), or the first logged
result that differs (dtype, shape, or values beyond rtol 1e-4 / atol 1e-5 on the first values and the
sum of magnitudes), or a different number of asnumpy calls
(CALLS when the shorter sequence still matches the longer one in order: extra internal calls, not a
value difference).  ``--all`` includes tests MindSpore failed.
"""
import glob
import json
import math
import os
import sys


def load(work, side):
    recs, outcome = {}, {}
    for f in sorted(glob.glob(os.path.join(work, side + "_*.jsonl"))):
        for line in open(f):
            try:
                r = json.loads(line)
            except ValueError:
                continue
            if "outcome" in r:
                outcome[r["test"]] = r["outcome"]
            else:
                recs.setdefault(r["test"], []).append(r)
    return recs, outcome


def close(a, b):
    if isinstance(a, str) and isinstance(b, str) and a.startswith("(") and b.startswith("("):
        try:                                            # complex heads are logged as str(complex)
            ca, cb = complex(a), complex(b)
        except ValueError:
            return a == b
        return close(ca.real, cb.real) and close(ca.imag, cb.imag) if abs(cb) == 0 else \
            abs(ca - cb) <= 1e-5 + 1e-4 * abs(cb)
    if isinstance(a, float) and isinstance(b, float):
        if math.isnan(a) and math.isnan(b):
            return True
        if math.isinf(a) or math.isinf(b):
            return a == b
        return abs(a - b) <= 1e-5 + 1e-4 * abs(b)
    return a == b


def diff(x, y):
    for k in ("dtype", "shape"):
        if x.get(k) != y.get(k):
            return "%s %s vs %s" % (k, x.get(k), y.get(k))
    hx, hy = x.get("head", []), y.get("head", [])
    if len(hx) != len(hy) or not all(close(a, b) for a, b in zip(hx, hy)):
        return "values %s vs %s" % (hx[:6], hy[:6])
    if "sum" in x and "sum" in y and not close(x["sum"], y["sum"]):
        return "sum %s vs %s" % (x["sum"], y["sum"])
    if x.get("nonfinite") != y.get("nonfinite"):
        return "nonfinite %s vs %s" % (x.get("nonfinite"), y.get("nonfinite"))
    return None


def subseq(short, long):
    """True when every record of ``short`` matches a record of ``long`` in order (greedy)."""
    j = 0
    for x in short:
        while j < len(long) and diff(x, long[j]):
            j += 1
        if j == len(long):
            return False
        j += 1
    return True


def main(argv):
    work, every = argv[0], "--all" in argv
    msr, mso = load(work, "ms")
    mgr, mgo = load(work, "mg")
    counts = {"same": 0, "calls": 0, "fail": 0, "diff": 0, "ms_not_passed": 0, "not_run": 0}
    for t in sorted(mso):
        if mso[t] != "passed" and not every:
            counts["ms_not_passed"] += 1
            continue
        if t not in mgo:
            counts["not_run"] += 1
            print("NOTRUN", t)
            continue
        if mgo[t] != "passed":
            counts["fail"] += 1
            print("FAIL  ", t)
            continue
        a, b = mgr.get(t, []), msr.get(t, [])
        msg = None
        if len(a) != len(b) and (subseq(a, b) if len(a) < len(b) else subseq(b, a)):
            # one side made extra asnumpy calls (MindSpore's graph compiler, checkpoint code...) but every
            # result of the other side is matched in order: not a value difference
            counts["calls"] += 1
            print("CALLS ", t, ":: asnumpy calls %d vs %d, all matched in order" % (len(a), len(b)))
            continue
        for i, (x, y) in enumerate(zip(a, b)):
            msg = diff(x, y)
            if msg:
                msg = "#%d %s" % (i, msg)
                break
        if msg is None and len(a) != len(b):
            msg = "asnumpy calls %d vs %d" % (len(a), len(b))
        if msg:
            counts["diff"] += 1
            print("DIFF  ", t, "::", msg, "(msgraph vs MindSpore)")
        else:
            counts["same"] += 1
    print(counts)


if __name__ == "__main__":
    main(sys.argv[1:])
