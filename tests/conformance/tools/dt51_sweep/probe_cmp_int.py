import sys, numpy as np
a, b = np.load(sys.argv[1]), np.load(sys.argv[2])
for k in sorted(set(a.files) | set(b.files)):
    if k not in a.files or k not in b.files:
        print("ONLY", k, "|", str(a[k] if k in a.files else b[k])[:150] if k.endswith("__err") else "", "|", "ms" if k in a.files else "mg"); continue
    x, y = a[k], b[k]
    if k.endswith("__err"):
        if str(x).split(":")[0] != str(y).split(":")[0]: print("ERRCLS", k, str(x)[:80], "|", str(y)[:80])
        continue
    if x.dtype != y.dtype or x.shape != y.shape:
        print("DTYPE/SHAPE", k, x.dtype, x.shape, y.dtype, y.shape); continue
    if x.dtype.kind in "f":
        x64, y64 = x.astype(np.float64), y.astype(np.float64)
        bad = ~np.isclose(x64, y64, rtol=2e-3 if x.dtype == np.float16 else 3e-7, atol=0, equal_nan=True)
    else:
        bad = x != y
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        print(f"VALUE {k} {x.dtype}{x.shape}: {int(bad.sum())}/{x.size}, {x.flat[i]!r} vs {y.flat[i]!r}")
