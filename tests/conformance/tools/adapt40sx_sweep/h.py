"""Harness of the adapt40sx sweep scripts.  ``run3(name, fn, mk)`` runs ``fn(*mk())`` eagerly (P), as ``@ms.jit``
(J) and in a Graph-mode Cell's construct (G), each on fresh arguments from ``mk``, and prints
``TAG name -> result || args after`` (the arguments after the call: did an in-place operation change them?) or
``TAG name -> EXC Class: message``.  ``TAGS=PG`` (environment) picks the modes, ``ONLY=prefix`` the cases."""
import os
import sys
import numpy as np
import mindspore as ms
from mindspore import nn

TAGS = os.environ.get("TAGS", "PJG")
ONLY = os.environ.get("ONLY")


def show(v):
    if isinstance(v, ms.Tensor):
        a = v.asnumpy()
        return "T(%s,%s,%s)" % (np.array2string(a, precision=6, separator=","), v.dtype, tuple(v.shape))
    if isinstance(v, (tuple, list)):
        s = ", ".join(show(e) for e in v)
        return ("(%s)" if isinstance(v, tuple) else "[%s]") % s
    if isinstance(v, dict):
        return "{" + ", ".join("%r: %s" % (k, show(e)) for k, e in v.items()) + "}"
    if isinstance(v, np.ndarray):
        return "nd(%s,%s)" % (np.array2string(v, precision=6, separator=","), v.dtype)
    if isinstance(v, (np.generic,)):
        return "np.%s:%r" % (type(v).__name__, v.item())
    return "%s:%r" % (type(v).__name__, v)


def exc(e):
    cls = [c.__name__ for c in type(e).__mro__ if c.__module__ == "builtins" and c not in (Exception, BaseException, object)]
    return "EXC %s: %s" % ("/".join(cls), str(e).strip().split("\n")[0][:100])


def one(label, thunk, args=None):
    if ONLY and not any(label.split(" ", 1)[1].startswith(o) for o in ONLY.split(",")):
        return
    try:
        r = show(thunk())
        if args is not None:
            r += " || " + show(list(args))
    except Exception as e:  # noqa
        r = exc(e)
    print(label, "->", " ".join(r.split("\n")))
    sys.stdout.flush()


def run3(name, fn, mk=lambda: (), tags=None):
    for tag in (tags or TAGS):
        if tag == "P":
            ms.set_context(mode=ms.PYNATIVE_MODE)
            a = mk()
            one("P " + name, lambda: fn(*a), a)
        elif tag == "J":
            ms.set_context(mode=ms.PYNATIVE_MODE)
            a = mk()
            one("J " + name, lambda: ms.jit(fn)(*a), a)
        elif tag == "G":
            ms.set_context(mode=ms.GRAPH_MODE)

            class Net(nn.Cell):
                def construct(self, *z):
                    return fn(*z)
            a = mk()
            one("G " + name, lambda: Net()(*a), a)
    ms.set_context(mode=ms.PYNATIVE_MODE)


def plain(label, thunk):
    """A case that sets its own mode (Cells, grads)."""
    one(label, thunk)
