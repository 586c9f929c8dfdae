import numpy as np, glob, os, sys
# exact.py MSDIR MGDIR PATTERN: per test, count elements that differ (float: not identical bits)
a, b, pat = sys.argv[1:4]
for f in sorted(glob.glob(os.path.join(a, f"*{pat}*.npz"))):
    g = os.path.join(b, os.path.basename(f))
    if not os.path.exists(g): continue
    d1, d2 = np.load(f, allow_pickle=True), np.load(g, allow_pickle=True)
    out = []
    for k in d1.keys():
        if k == 'meta' or k not in d2: continue
        x, y = d1[k], d2[k]
        if x.shape != y.shape or x.dtype != y.dtype: out.append(f"{k}:{x.dtype}{x.shape}/{y.dtype}{y.shape}"); continue
        if x.dtype.kind in 'fc':
            ne = ~((x == y) | (np.isnan(x) & np.isnan(y)))
            if ne.any():
                rel = np.max(np.abs(x[ne].astype(np.float64) - y[ne]) / (np.abs(x[ne].astype(np.float64)) + 1e-30))
                out.append(f"{k}:{ne.sum()}/{x.size} rel{rel:.2g}")
        elif x.dtype.kind in 'biu' and (x != y).any():
            out.append(f"{k}:{(x != y).sum()}/{x.size} int")
    print(os.path.basename(f)[16:90], " ".join(out) or "exact")
