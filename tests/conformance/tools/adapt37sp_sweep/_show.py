"""Shared printing for the adapt37sp sweep scripts: one line per case, values rounded to 5 significant digits."""
import numpy as np


def fmt(r):
    if isinstance(r, (tuple, list)):
        return "(" + ", ".join(fmt(x) for x in r) + ")"
    if hasattr(r, "asnumpy"):
        a = r.asnumpy()
        if a.dtype.kind == "f":
            s = np.array2string(a.astype(np.float64), precision=5, floatmode="maxprec", suppress_small=False,
                                threshold=60, separator=",")
        else:
            s = np.array2string(a, threshold=60, separator=",")
        return f"T[{r.dtype},{tuple(a.shape)}]{s}".replace("\n", "")
    if isinstance(r, float):
        return f"f{r:.6g}"
    return repr(r)


def ecls(e):
    """The first built-in class of an exception (msgraph's ShapeError is a ValueError)."""
    for c in type(e).__mro__:
        if c.__module__ == "builtins":
            return c.__name__
    return type(e).__name__


def show(label, fn, *a, shape_only=False, **k):
    try:
        r = fn(*a, **k)
        if shape_only:
            if isinstance(r, (tuple, list)):
                out = "(" + ", ".join(f"{x.dtype}{tuple(x.shape)}" for x in r) + ")"
            else:
                out = f"{r.dtype}{tuple(r.shape)}"
        else:
            out = fmt(r)
    except Exception as e:  # noqa: BLE001
        msg = str(e).strip().splitlines()[0][:100] if str(e).strip() else ""
        out = f"EXC {ecls(e)}: {msg}"
    print(f"{label}: {out}", flush=True)
