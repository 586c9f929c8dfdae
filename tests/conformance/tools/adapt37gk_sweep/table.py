"""Four-way table: python table.py MS_PYN.npz MS_GRAPH.npz MG_PYN.npz MG_GRAPH.npz [--all]

One line per output whose four results are not all bit-identical: for each pair (msP/mgP, msG/mgG, msG/msP,
mgG/mgP) '=' (identical; NaN==NaN), 'uN' (floats, largest difference N ulps), 'X' (exception/dtype/shape differs).
"""
import sys
import numpy as np


def cmp(a, b):
    if a is None or b is None:
        return "-"
    if a.dtype.kind == "U" or b.dtype.kind == "U":
        return "=" if (a.dtype.kind == b.dtype.kind and str(a).split(":")[1:2] == str(b).split(":")[1:2]) else "X"
    if a.dtype != b.dtype or a.shape != b.shape:
        return "X"
    if a.tobytes() == b.tobytes():
        return "="
    if a.dtype.kind == "f":
        a1, b1 = np.atleast_1d(a), np.atleast_1d(b)
        if np.all((a1 == b1) & (np.signbit(a1) == np.signbit(b1)) | (np.isnan(a1) & np.isnan(b1))):
            return "="
        it = {2: np.int16, 4: np.int32, 8: np.int64}[a.dtype.itemsize]
        ia, ib = a1.view(it).astype(np.int64), b1.view(it).astype(np.int64)
        m = (1 << (8 * a.dtype.itemsize - 1)) - 1
        ia = np.where(ia < 0, -(ia & m), ia)
        ib = np.where(ib < 0, -(ib & m), ib)
        d = np.abs(ia - ib)
        d[np.isnan(a1) & np.isnan(b1)] = 0
        n = int((d > 0).sum())
        return f"u{int(d.max())}({n})"
    return f"X{int((np.atleast_1d(a) != np.atleast_1d(b)).sum())}"


def main():
    F = [np.load(p) for p in sys.argv[1:5]]
    keys = sorted(set().union(*[f.files for f in F]))
    for k in keys:
        if k.endswith("#drift"):
            continue
        v = [f[k] if k in f else None for f in F]
        msP, msG, mgP, mgG = v
        row = [cmp(msP, mgP), cmp(msG, mgG), cmp(msG, msP), cmp(mgG, mgP)]
        if all(r == "=" for r in row) and "--all" not in sys.argv:
            continue
        print(f"{k:40s} msP/mgP={row[0]:14s} msG/mgG={row[1]:14s} msG/msP={row[2]:14s} mgG/mgP={row[3]}")


main()
