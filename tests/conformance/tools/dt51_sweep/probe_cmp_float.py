import sys, numpy as np
a, b = np.load(sys.argv[1]), np.load(sys.argv[2])
ulp = {"float16": 2.0**-10, "float32": 2.0**-23, "float64": 2.0**-52}
for k in sorted(set(a.files) | set(b.files)):
    if k not in a.files or k not in b.files:
        print("ONLY", k, (a[k] if k in a.files else b[k]) if k.endswith("__err") else "", "|", "ms" if k in a.files else "mg"); continue
    x, y = a[k], b[k]
    if k.endswith("__err"):
        continue
    if x.dtype != y.dtype or x.shape != y.shape:
        print("DTYPE/SHAPE", k, x.dtype, x.shape, y.dtype, y.shape); continue
    if x.dtype.kind not in "fc":
        if (x != y).any(): print("INT", k, int((x != y).sum()))
        continue
    x64, y64 = x.astype(np.float64), y.astype(np.float64)
    scale = np.maximum(np.abs(x64), np.finfo(x.dtype).tiny)
    u = ulp.get(str(x.dtype), 1e-7)
    e = np.abs(x64 - y64) / (scale * u)
    e = np.where(np.isnan(x64) & np.isnan(y64), 0, e)
    m = float(np.nanmax(e)) if e.size else 0
    if m > (1.01 if x.dtype != np.float64 else 4):
        i = int(np.nanargmax(e))
        print(f"VALUE {k} {x.dtype}{x.shape}: max {m:.1f} ulp, n>1ulp {int((e > 1.01).sum())}/{e.size}, {x64.flat[i]!r} vs {y64.flat[i]!r}")
