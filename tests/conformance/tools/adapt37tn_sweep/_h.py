"""Tiny harness for the adapt35t sweep: `case(name)(fn)` runs fn at once, prints `name: <repr>` or `name: EXC <class>`."""
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

def _sync():
    from mindspore.common.api import _pynative_executor
    _pynative_executor.sync()


def case(name, fn=None):
    if fn is not None:
        return case(name)(fn)
    def deco(fn):
        try:
            r = fn()
            _sync()   # MindSpore's PyNative errors are asynchronous: raise them in this case, not the next
            print(f"{name}: {fmt(r)}", flush=True)
        except Exception as e:  # noqa
            cls = next(c for c in type(e).__mro__ if c.__module__ == "builtins")   # msgraph's classes subclass them
            print(f"{name}: EXC {cls.__name__}: {next((l for l in str(e).splitlines() if l.strip() and not l.startswith('---') and 'Kernel select failed' not in l), '')[:100]}", flush=True)
        return fn
    return deco
