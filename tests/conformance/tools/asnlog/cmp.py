"""Compare asnlog records of MindSpore (ms_*.jsonl) and msgraph (mg_*.jsonl) in WORKDIR.

    python cmp.py WORKDIR [--all] [--baseline OLDWORKDIR] [--ret]

Prints, per test that passed under MindSpore: FAIL (msgraph failed or errored), or the first logged
result that differs (dtype, shape, or values beyond rtol 1e-4 / atol 1e-5 on the first values and the
sum of magnitudes), or a different number of asnumpy calls.  ``--all`` includes tests MindSpore failed.
Where one side has more records (MindSpore calls asnumpy inside Parameter(Tensor(...)); msgraph in some of its
internals) and the other side's records all match some of them in order, the test counts as
same_skipping_{ms,mg}_extra, not as a DIFF.
``--baseline OLDWORKDIR`` (an earlier run of the same tests, e.g. by ``rerun.py``) also prints REGRESS for each
test that was same/skipping there and is FAIL/DIFF now, and FIXED for the reverse.
"""
import glob
import json
import math
import re
import os
import sys


_NP2_ID = re.compile(r"(?<=[\[-])(bool|object|str|bytes|int|float|complex)_(?=[\]-])")


def test_id(t):
    """numpy 2 names ``np.bool_`` 'bool' (pytest ids of dtype parameters): one id on both sides."""
    return _NP2_ID.sub(r"\1", t) if "[" in t else t


def records(work, side):
    """Every record of ``side``'s (``ms``/``mg``) jsonl files in WORKDIR, in order."""
    for f in sorted(glob.glob(os.path.join(work, side + "_*.jsonl"))):
        for line in open(f):
            try:
                yield json.loads(line)
            except ValueError:
                continue


def load(work, side):
    recs, outcome = {}, {}
    for r in records(work, side):
        if "outcome" in r:
            outcome[test_id(r["test"])] = r["outcome"]
        elif "ret" not in r:     # (ASNLOG_RET's records of what the test's calls returned: ``--ret``)
            recs.setdefault(test_id(r["test"]), []).append(r)
    return recs, outcome


def close(a, b):
    if isinstance(a, str) and isinstance(b, str) and a != b:   # complex values are logged as strings
        try:
            ca, cb = complex(a), complex(b)
        except ValueError:
            return False
        return close(ca.real, cb.real) and close(ca.imag, cb.imag)
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


def subsequence(a, b):
    """Whether the records ``a`` (msgraph) match records of ``b`` (MindSpore) in order, skipping some of b."""
    j = 0
    for x in a:
        while j < len(b) and diff(x, b[j]):
            j += 1
        if j == len(b):
            return False
        j += 1
    return True


def verdicts(work, every=False):
    """{test: (kind, message)} for the tests MindSpore passed (all tests with ``every``)."""
    msr, mso = load(work, "ms")
    mgr, mgo = load(work, "mg")
    out = {}
    for t in sorted(mso):
        if mso[t] != "passed" and not every:
            out[t] = ("ms_not_passed", None)
            continue
        if t not in mgo:
            out[t] = ("not_run", None)
            continue
        if mgo[t] != "passed":
            out[t] = ("fail", None)
            continue
        a, b = mgr.get(t, []), msr.get(t, [])
        msg = None
        for i, (x, y) in enumerate(zip(a, b)):
            msg = diff(x, y)
            if msg:
                msg = "#%d %s" % (i, msg)
                break
        if msg is None and len(a) != len(b):
            msg = "asnumpy calls %d vs %d" % (len(a), len(b))
        if msg and len(a) < len(b) and subsequence(a, b):
            # MindSpore calls asnumpy inside Parameter(Tensor(...)) and a few other places: its extra
            # records are skipped when every msgraph record matches one of MindSpore's, in order
            out[t] = ("same_skipping_ms_extra", None)
        elif msg and len(a) > len(b) and subsequence(b, a):   # msgraph's own extra asnumpy calls (its internals)
            out[t] = ("same_skipping_mg_extra", None)
        elif msg:
            out[t] = ("diff", msg)
        else:
            out[t] = ("same", None)
    return out


def load_rets(work, side):
    rets = {}
    for r in records(work, side):
        if "ret" in r:
            rets.setdefault(test_id(r["test"]), []).append(r["ret"])
    return rets


def ret_diffs(work):
    """``--ret``: tests MindSpore and msgraph both passed whose calls (ASNLOG_RET=1 runs) returned differently typed
    values (a Python number for a Tensor, a list for a tuple, another dtype or shape, another scalar value)."""
    _, mso = load(work, "ms")
    _, mgo = load(work, "mg")
    a, b = load_rets(work, "mg"), load_rets(work, "ms")
    n = 0
    for t in sorted(mso):
        if mso[t] != "passed" or mgo.get(t) != "passed" or t not in b:
            continue
        # numpy 1 (MindSpore's side) names np.int64 scalars 'longlong', numpy 2 'int64': the same type
        x, y = a.get(t, []), [r.replace("longlong:", "int64:") for r in b[t]]
        for i, (u, v) in enumerate(zip(x, y)):
            if u != v and not (u.startswith("float:") and v.startswith("float:") and close(float(u[6:]), float(v[6:]))):
                n += 1
                print("RET   ", t, ":: #%d %s vs %s (msgraph vs MindSpore)" % (i, u[:200], v[:200]))
                break
        else:
            if len(x) != len(y):
                n += 1
                print("RETN  ", t, ":: %d vs %d returns" % (len(x), len(y)))
    print({"return_differences": n})


_OK = ("same", "same_skipping_ms_extra", "same_skipping_mg_extra")


def main(argv):
    work, every = argv[0], "--all" in argv
    if "--ret" in argv:
        return ret_diffs(work)
    base = argv[argv.index("--baseline") + 1] if "--baseline" in argv else None
    counts = {"same": 0, "same_skipping_ms_extra": 0, "same_skipping_mg_extra": 0, "fail": 0, "diff": 0, "ms_not_passed": 0, "not_run": 0}
    v = verdicts(work, every)
    for t, (kind, msg) in v.items():
        counts[kind] += 1
        if kind == "not_run":
            print("NOTRUN", t)
        elif kind == "fail":
            print("FAIL  ", t)
        elif kind == "diff":
            print("DIFF  ", t, "::", msg, "(msgraph vs MindSpore)")
    print(counts)
    if base:
        old = verdicts(base, every)
        reg = fixed = 0
        for t, (kind, msg) in v.items():
            was = old.get(t, (None, None))[0]
            if was in _OK and kind in ("fail", "diff"):
                reg += 1
                print("REGRESS", t, "::", kind, msg or "")
            elif was in ("fail", "diff") and kind in _OK:
                fixed += 1
                print("FIXED  ", t)
        print({"regressions": reg, "fixed": fixed, "baseline": base})


if __name__ == "__main__":
    main(sys.argv[1:])
