"""Harness of the adapt38oa sweep scripts: case(name, fn, *args) prints `name -> value` or `name EXC Class | msg`.
PyNative (MODE=pynative): fn(*args) called directly; Graph (MODE=graph): fn called from a Graph-mode Cell's
construct with the Tensors as inputs (other arguments are closure constants of fn); MODE=jit: ms.jit(fn)."""
import os
import traceback
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

MODE = os.environ.get("MODE", "pynative")
ms.set_context(mode=ms.GRAPH_MODE if MODE == "graph" else ms.PYNATIVE_MODE)
DTS = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
       "float64")


def mk(dt, shape, k=0):
    n = int(np.prod(shape)) if shape else 1
    a = ((np.arange(n) + k) % 7 - 2).astype(np.float64) * 0.75 + 0.5
    if dt == "bool":
        a = a > 0.6
    elif dt.startswith("uint"):
        a = np.abs(np.round(a))
    elif dt.startswith("int"):
        a = np.round(a)
    return Tensor(a.astype(dt).reshape(shape))


def fmt(v):
    if isinstance(v, Tensor):
        a = v.asnumpy()
        return f"T({a.dtype},{a.shape},{np.array2string(a.ravel()[:12], precision=6, separator=',')})"
    if isinstance(v, (tuple, list)):
        return type(v).__name__ + "[" + ", ".join(fmt(x) for x in v) + "]"
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return repr(v)


class _C(nn.Cell):
    def __init__(self, fn, n):
        super().__init__()
        self.fn = fn
        self.n = n

    def construct(self, *a):
        return self.fn(*a)


def flush():
    try:
        ms.runtime.synchronize()
    except Exception:  # noqa
        pass


def case(name, fn, *args):
    only = os.environ.get("ONLY")
    if only and not any(o == name or (o.endswith("*") and name.startswith(o[:-1])) for o in only.split(",")):
        return
    flush()
    try:
        if MODE == "graph":
            out = _C(fn, len(args))(*args)
        elif MODE == "jit":
            out = ms.jit(fn)(*args)
        else:
            out = fn(*args)
        s = fmt(out)
        ms.runtime.synchronize()
        print(name, "->", s, flush=True)
    except Exception as e:  # noqa
        msg = str(e).strip().splitlines()[0][:300] if str(e).strip() else ""
        cls = next((c for c in type(e).__mro__ if c.__module__ == "builtins"), type(e))
        print(name, "EXC", cls.__name__, "|", msg, flush=True)
        if os.environ.get("TB"):
            traceback.print_exc()


def grad(fn, argnums=0, sens=None):
    """gradient of fn w.r.t. argnums; with sens, GradOperation(sens_param=True)."""
    if sens is None:
        gf = ms.grad(fn, grad_position=argnums)

        def g1(*a):
            return gf(*a)
        return g1
    go = ops.GradOperation(get_all=True, sens_param=True)(fn)

    def g2(*a):
        return go(*a, sens)
    return g2
