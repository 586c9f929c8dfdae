"""Tiny harness shared by the adapt39ux sweep scripts: run each case, print results or the exception class."""
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
        cls = next((c for c in type(e).__mro__ if c.__module__ == "builtins"), type(e))
        print(name, "EXC", cls.__name__, "|", msg, flush=True)
        if os.environ.get("TB"):
            traceback.print_exc()
