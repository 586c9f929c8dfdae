"""Shared by the adapt33p sweep scripts: `case(label, fn)` prints one line `label<TAB>result` where result is a
JSON-ish summary (arrays as dtype/shape/values with repr precision) or `EXC <ClassName>: <first 80 chars>`.
MODE=graph in the environment sets GRAPH_MODE before the script's cases run."""
import json
import os
import sys

import numpy as np
import mindspore as ms

if os.environ.get("MODE") == "graph":
    ms.set_context(mode=ms.GRAPH_MODE)


def summ(v):
    if isinstance(v, ms.Tensor):
        a = v.asnumpy()
        return {"T": str(v.dtype), "s": list(a.shape), "v": np.asarray(a, np.float64).ravel().tolist()
                if a.dtype != np.bool_ else a.ravel().tolist()}
    if isinstance(v, np.ndarray):
        return {"N": str(v.dtype), "s": list(v.shape), "v": v.astype(np.float64).ravel().tolist()}
    if isinstance(v, (list, tuple)):
        return [summ(x) for x in v]
    if isinstance(v, dict):
        return {str(k): summ(x) for k, x in v.items()}
    if isinstance(v, (bool, int, float, str)) or v is None:
        return v
    if isinstance(v, np.generic):
        return {"np": str(v.dtype), "v": float(v)}
    return repr(type(v).__name__)


def case(label, fn, *args, **kw):
    try:
        r = summ(fn(*args, **kw))
        out = json.dumps(r)
    except Exception as e:  # noqa
        cls = next(c for c in type(e).__mro__ if c.__module__ == "builtins")   # msgraph's DTypeError: TypeError
        out = "EXC %s: %s" % (cls.__name__, str(e).replace("\n", " ")[:80])
    sys.stdout.write("%s\t%s\n" % (label, out))
    sys.stdout.flush()
