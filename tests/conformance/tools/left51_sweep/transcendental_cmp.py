import numpy as np, sys, math
a, b, c = (np.load(f) for f in sys.argv[1:4])
for k in a.files:
    if k == "x" or k not in b.files: continue
    A = a[k]; B = b[k]; C = c[k] if k in c.files else None
    def nd(P, Q):
        return int(np.sum(~((P == Q) | (np.isnan(P) & np.isnan(Q)))))
    print(f"{k:18s} ms-vs-np {nd(A, B):6d}  ms-vs-nb {nd(A, C) if C is not None else '-':>6}  np-vs-nb {nd(B, C) if C is not None else '-':>6}")
