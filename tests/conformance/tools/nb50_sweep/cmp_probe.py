"""Compare two ew_probe outputs line by line: `cmp_probe.py A.txt B.txt [--mode jit] [--ulps N] [--errors]`.
A line is `MODE:LABEL DTYPE VALUES` or `MODE:LABEL ERROR Name`.  Values equal exactly (NaN == NaN, -0.0 != 0.0) or
within N float ulps (of the dtype, default 0).  Prints each differing label with its first differing positions."""
import argparse
import math

import numpy as np


def load(path, mode):
    out = {}
    for line in open(path, encoding="utf-8"):
        if not line.startswith(mode + ":"):
            continue
        parts = line.rstrip("\n").split(" ", 2)
        label = parts[0][len(mode) + 1:]
        if len(parts) < 3:
            continue
        if parts[1] == "ERROR":
            out[label] = ("ERROR", parts[2])
        else:
            try:
                val = eval(parts[2], {"__builtins__": {}}, {"nan": math.nan, "inf": math.inf})  # noqa: S307
            except (ValueError, SyntaxError, NameError, TypeError):
                val = parts[2]
            out[label] = (parts[1], val)
    return out


def fl(v):
    return v


def flat(v):
    if isinstance(v, list):
        for e in v:
            yield from flat(e)
    else:
        yield fl(v)


def same(a, b, dt, ulps):
    if isinstance(a, bool) or isinstance(b, bool) or not isinstance(a, float) or not isinstance(b, float):
        return a == b and type(a) is type(b) or (a == b and not isinstance(a, float) and not isinstance(b, float))
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    if a == b:
        return math.copysign(1, a) == math.copysign(1, b)
    if ulps and dt in ("float32", "float64", "float16", "bfloat16"):
        npdt = np.float32 if dt == "bfloat16" else np.dtype(dt)
        sp = float(np.spacing(npdt(abs(a)))) if np.isfinite(npdt(a)) else 0.0
        if dt == "bfloat16":
            sp *= 65536
        return abs(a - b) <= ulps * sp
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--mode", default="jit")
    ap.add_argument("--mode-b")
    ap.add_argument("--ulps", type=float, default=0)
    ap.add_argument("--errors", action="store_true", help="also list labels that raised on one side only")
    args = ap.parse_args()
    A, B = load(args.a, args.mode), load(args.b, args.mode_b or args.mode)
    n = nd = 0
    for label in A:
        if label not in B:
            continue
        (da, va), (db, vb) = A[label], B[label]
        if da == "ERROR" or db == "ERROR":
            if args.errors and (da == "ERROR") != (db == "ERROR"):
                print(f"ERRDIFF {label}: {da} {va if da == 'ERROR' else ''} | {db} {vb if db == 'ERROR' else ''}")
            continue
        n += 1
        if da != db:
            nd += 1
            print(f"DTYPE {label}: {da} vs {db}")
            continue
        fa, fb = list(flat(va)), list(flat(vb))
        if len(fa) != len(fb):
            nd += 1
            print(f"SHAPE {label}")
            continue
        bad = [i for i, (x, y) in enumerate(zip(fa, fb)) if not same(x, y, da, args.ulps)]
        if bad:
            nd += 1
            show = ", ".join(f"[{i}] {fa[i]!r} vs {fb[i]!r}" for i in bad[:4])
            print(f"VALUE {label} ({len(bad)}/{len(fa)}): {show}")
    print(f"# compared {n}, differ {nd}")


if __name__ == "__main__":
    main()
