import pickle, sys, numpy as np
a = pickle.load(open(sys.argv[1], "rb")); b = pickle.load(open(sys.argv[2], "rb"))
rtol = float(sys.argv[3]) if len(sys.argv) > 3 else 1e-4
def cmp(x, y, path):
    if isinstance(x, tuple) and len(x) == 3 and x[0] in ("T", "A"):
        if not (isinstance(y, tuple) and len(y) == 3):
            return [f"{path}: kind {x[:2]} vs {type(y)}"]
        d = []
        if x[1] != y[1]: d.append(f"{path}: dtype {x[1]} vs {y[1]}")
        ax, ay = np.asarray(x[2]), np.asarray(y[2])
        if ax.shape != ay.shape: return d + [f"{path}: shape {ax.shape} vs {ay.shape}"]
        if ax.dtype.kind in "fc":
            ok = np.allclose(ax, ay, rtol=rtol, atol=rtol * 1e-1 * max(1e-3, np.abs(ax).max() if ax.size else 1), equal_nan=True)
        else:
            ok = np.array_equal(ax, ay)
        if not ok:
            err = np.abs(ax.astype(np.float64) - ay.astype(np.float64)).max() if ax.size else 0
            d.append(f"{path}: values differ maxabs {err:.3g} (ms {ax.ravel()[:4]} vs mg {ay.ravel()[:4]})")
        return d
    if isinstance(x, dict):
        if not isinstance(y, dict): return [f"{path}: dict vs {type(y)}"]
        d = []
        if set(x) != set(y): d.append(f"{path}: keys only-ms {sorted(set(x)-set(y))[:5]} only-mg {sorted(set(y)-set(x))[:5]}")
        for k in x:
            if k in y: d += cmp(x[k], y[k], f"{path}.{k}")
        return d
    if isinstance(x, list):
        if not isinstance(y, list) or len(x) != len(y): return [f"{path}: list len {len(x)} vs {len(y) if isinstance(y, list) else type(y)}"]
        d = []
        for i, (p, q) in enumerate(zip(x, y)): d += cmp(p, q, f"{path}[{i}]")
        return d
    if isinstance(x, float) and isinstance(y, float):
        return [] if np.isclose(x, y, rtol=rtol, equal_nan=True) else [f"{path}: {x} vs {y}"]
    return [] if x == y else [f"{path}: {x!r:.200} vs {y!r:.200}"]
for k in a:
    if k not in b: print("MISSING in mg:", k, a[k] if k.endswith("ERR") else ""); continue
    d = cmp(a[k], b[k], k)
    for l in d[:6]: print("DIFF", l)
    if not d: print("ok", k)
for k in b:
    if k not in a: print("EXTRA in mg:", k, b[k] if k.endswith("ERR") else "")
