"""Harness for the adapt39np sweep: one line per case, `name -> value` or `name EXC Class`."""
import os
import sys
import traceback
import numpy as onp
import mindspore as ms

GRAPH = len(sys.argv) > 2 and sys.argv[2] == "graph"
ONLY = sys.argv[3] if len(sys.argv) > 3 else None

DTS = [ms.float16, ms.float32, ms.float64, ms.int8, ms.uint8, ms.int16, ms.int32, ms.int64, ms.bool_]


def fmt(r):
    if isinstance(r, (tuple, list)):
        return type(r).__name__ + "[" + ", ".join(fmt(x) for x in r) + "]"
    if isinstance(r, ms.Tensor):
        a = r.asnumpy()
        if a.dtype == onp.bool_:
            v = a.ravel()[:16].tolist()
        else:
            v = [round(float(x), 4) if onp.isfinite(x) else str(float(x)) for x in a.astype(onp.float64).ravel()[:16]]
        return f"({r.dtype}, {tuple(r.shape)}, {v})"
    if isinstance(r, float):
        return repr(round(r, 6))
    return repr(r)


def case(name, fn, *args):
    name = name.replace(" ", "")
    if ONLY and not name.startswith(ONLY):
        return
    try:
        r = ms.jit(fn)(*args) if GRAPH else fn(*args)
        print(name, "->", fmt(r))
    except Exception as e:  # noqa: BLE001
        cls = next(c for c in type(e).__mro__ if c.__module__ == "builtins")
        print(name, "EXC", cls.__name__)
        if os.environ.get("TB"):
            traceback.print_exc()
    sys.stdout.flush()


def tens(dt, vals=(0, 1, 2, 3), shape=None):
    a = onp.array(vals)
    if dt == ms.bool_:
        a = (a % 2 == 0)
        t = ms.Tensor(a)
    else:
        t = ms.Tensor(a, dt)
    return t.reshape(shape) if shape is not None else t
