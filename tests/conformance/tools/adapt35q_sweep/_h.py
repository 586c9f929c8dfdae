"""Tiny harness for the adapt35q variant scripts: case(label, fn) prints a normalised result or the exception."""
import os
import sys
import numpy as np
import mindspore as ms

MODE = os.environ.get("MODE", "graph")
ms.set_context(mode=ms.GRAPH_MODE if MODE == "graph" else ms.PYNATIVE_MODE)


def show(v):
    if isinstance(v, ms.Tensor):
        a = v.asnumpy()
        if a.dtype.kind == "f":
            a = np.round(a.astype(np.float64), 5)
        return "T(%s,%s,%s)" % (v.dtype, tuple(v.shape), a.tolist())
    if isinstance(v, (tuple, list)):
        s = ", ".join(show(x) for x in v)
        return ("(%s)" if isinstance(v, tuple) else "[%s]") % s
    if isinstance(v, dict):
        return "{%s}" % ", ".join("%r: %s" % (k, show(x)) for k, x in v.items())
    if isinstance(v, float):
        return "float(%r)" % round(v, 6)
    return "%s(%r)" % (type(v).__name__, v)


def case(label, fn):
    try:
        r = fn()
        print(label, "=>", show(r), flush=True)
    except BaseException as e:  # noqa
        msg = str(e).strip().splitlines()[0][:100] if str(e).strip() else ""
        cls = "/".join(c.__name__ for c in type(e).__mro__ if c.__module__ == "builtins"
                       and c not in (BaseException, Exception, object))
        print(label, "=>", "EXC", cls, "|", msg, flush=True)
