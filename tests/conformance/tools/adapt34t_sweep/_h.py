"""Tiny harness for the adapt34t sweep: `case(name)(fn)` runs fn at once, prints `name: <repr>` or `name: EXC <class>`."""
import numpy as np

def fmt(x):
    if isinstance(x, (tuple, list)):
        return type(x).__name__ + "[" + ", ".join(fmt(v) for v in x) + "]"
    if isinstance(x, dict):
        return "dict{" + ", ".join(f"{k}: {fmt(v)}" for k, v in x.items()) + "}"
    if hasattr(x, "asnumpy"):
        a = x.asnumpy()
        extra = ""
        if hasattr(x, "name") and type(x).__name__ == "Parameter":
            extra = f" P({x.name},rg={x.requires_grad})"
        return f"T({x.dtype}, {tuple(a.shape)}, {np.array2string(np.asarray(a, dtype=np.float64) if a.dtype != np.bool_ else a, precision=6, separator=',')}){extra}".replace("\n", "")
    if isinstance(x, float):
        return f"float({x!r})"
    return f"{type(x).__name__}({x!r})"

def case(name):
    def deco(fn):
        try:
            r = fn()
            print(f"{name}: {fmt(r)}", flush=True)
        except Exception as e:  # noqa
            cls = next(c for c in type(e).__mro__ if c.__module__ == "builtins")   # msgraph's classes subclass them
            print(f"{name}: EXC {cls.__name__}: {str(e).splitlines()[0][:100] if str(e) else ''}", flush=True)
        return fn
    return deco
