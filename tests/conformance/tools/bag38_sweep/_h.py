"""Tiny harness shared by the adapt35p sweep scripts: run each case, print results or the exception class."""
import os
import sys
import traceback
import numpy as np
import mindspore as ms

MODE = os.environ.get("MODE", "pynative")


def setmode():
    ms.set_context(mode=ms.GRAPH_MODE if MODE == "graph" else ms.PYNATIVE_MODE)


def fmt(v):
    if isinstance(v, ms.Tensor):
        a = v.asnumpy()
        return f"T({a.dtype},{a.shape},{np.array2string(a.ravel()[:12], precision=9, separator=',')})"
    if isinstance(v, (tuple, list)):
        return type(v).__name__ + "[" + ", ".join(fmt(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k}: {fmt(x)}" for k, x in v.items()) + "}"
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return repr(v)


def case(name, fn):
    only = os.environ.get("ONLY")
    if only and not any(o == name or (o.endswith("*") and name.startswith(o[:-1])) for o in only.split(",")):
        return
    setmode()
    try:
        out = fn()
        print(name, "->", fmt(out), flush=True)
    except Exception as e:  # noqa
        msg = str(e).strip().splitlines()[0][:400] if str(e).strip() else ""
        cls = [c.__name__ for c in type(e).__mro__ if c.__module__ == "builtins"
               and c not in (Exception, BaseException, LookupError, ArithmeticError, object)] or [type(e).__name__]
        print(name, "EXC", "/".join(cls), "|", msg, flush=True)   # (msgraph's errors may be two builtin classes)
        if os.environ.get("TB"):
            traceback.print_exc()


def J(f):
    """Graph mode: compile f with ms.jit; PyNative: run it eagerly."""
    return ms.jit(f) if MODE == "graph" else f
