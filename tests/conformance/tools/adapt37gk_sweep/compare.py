"""Compare the npz files chains.py wrote: python compare.py A.npz B.npz [--all]

Prints, per label that differs: exception vs value, dtype/shape, or the count of differing elements and the
largest difference in ulps (of A's dtype).  NaNs compare equal to NaNs; -0.0 differs from 0.0.
"""
import sys
import numpy as np


def ulps(a, b):
    if a.dtype.kind != "f":
        return float(np.max(np.abs(a.astype(np.float64) - b.astype(np.float64)))) if a.size else 0.0
    ia = a.view({2: np.int16, 4: np.int32, 8: np.int64}[a.dtype.itemsize]).astype(np.int64)
    ib = b.view(ia.dtype if False else {2: np.int16, 4: np.int32, 8: np.int64}[b.dtype.itemsize]).astype(np.int64)
    # monotonic mapping
    ia = np.where(ia < 0, -(ia & ((1 << (8 * a.dtype.itemsize - 1)) - 1)), ia)
    ib = np.where(ib < 0, -(ib & ((1 << (8 * b.dtype.itemsize - 1)) - 1)), ib)
    d = np.atleast_1d(np.abs(ia - ib))
    both_nan = np.atleast_1d(np.isnan(a) & np.isnan(b))
    d[both_nan] = 0
    return int(d.max()) if d.size else 0


def main():
    A, B = np.load(sys.argv[1]), np.load(sys.argv[2])
    keys = sorted(set(A.files) | set(B.files))
    nd = 0
    for k in keys:
        if k not in A or k not in B:
            print(f"{k}: only in {'A' if k in A else 'B'}: {(A if k in A else B)[k] if (A if k in A else B)[k].dtype.kind == 'U' else ''}")
            nd += 1
            continue
        a, b = A[k], B[k]
        if a.dtype.kind == "U" or b.dtype.kind == "U":
            if a.dtype.kind != b.dtype.kind or str(a).split(":")[:2] != str(b).split(":")[:2]:
                print(f"{k}: A={str(a)[:100]} | B={str(b)[:100]}")
                nd += 1
            continue
        if a.dtype != b.dtype or a.shape != b.shape:
            print(f"{k}: dtype/shape A={a.dtype}{a.shape} B={b.dtype}{b.shape}")
            nd += 1
            continue
        if a.tobytes() == b.tobytes():
            continue
        if a.dtype.kind == "f":
            neq = np.atleast_1d(~((a == b) & (np.signbit(a) == np.signbit(b)) | (np.isnan(a) & np.isnan(b))))
        else:
            neq = a != b
        neq = np.atleast_1d(neq)
        n = int(neq.sum())
        if n == 0:
            continue
        i = np.argwhere(neq)[0]
        print(f"{k}: {n}/{a.size} differ, max ulps {ulps(a, b)}; first at {tuple(i)}: A={np.atleast_1d(a)[tuple(i)]!r} B={np.atleast_1d(b)[tuple(i)]!r}")
        nd += 1
    print(f"{nd} of {len(keys)} differ")


main()
