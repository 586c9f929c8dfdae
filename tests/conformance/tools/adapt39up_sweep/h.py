"""Shared harness of the adapt39up sweep scripts (copied from adapt37sy): show(v) prints values, dtypes, shapes; case(label, fn) runs one case."""
import sys
import numpy as np
import mindspore as ms


def show(v):
    if isinstance(v, ms.Tensor):
        a = v.asnumpy()
        return "T(%s,%s,%s)" % (np.array2string(a, precision=8, separator=",", max_line_width=10**6).replace("\n", ""), v.dtype, tuple(v.shape))
    if isinstance(v, (tuple, list)):
        s = ", ".join(show(e) for e in v)
        return ("(%s)" if isinstance(v, tuple) else "[%s]") % s
    if isinstance(v, dict):
        return "{" + ", ".join("%r: %s" % (k, show(e)) for k, e in v.items()) + "}"
    if isinstance(v, np.ndarray):
        return "nd(%s,%s)" % (np.array2string(v, precision=8, separator=",", max_line_width=10**6).replace("\n", ""), v.dtype)
    if isinstance(v, np.generic):   # (numpy 2's repr spells the type: print the number as numpy 1 does)
        return "%s:%r" % (type(v).__name__, v.item())
    return "%s:%r" % (type(v).__name__, v)


def case(label, fn):
    try:
        r = show(fn())
    except Exception as e:  # noqa
        # msgraph's error classes subclass the builtin classes MindSpore raises (some two of them): all are shown
        cls = [c.__name__ for c in type(e).__mro__ if c.__module__ == "builtins" and c not in (Exception, BaseException, object)]
        r = "EXC %s: %s" % ("/".join(cls), str(e).strip().split("\n")[0][:100])
    print(label, "->", r)
    sys.stdout.flush()


def modes():
    """Modes to run, from argv: 'g' graph, 'p' pynative (default both)."""
    m = sys.argv[1] if len(sys.argv) > 1 else "pg"
    out = []
    if "p" in m:
        out.append(("P", ms.PYNATIVE_MODE))
    if "g" in m:
        out.append(("G", ms.GRAPH_MODE))
    return out
