"""Shared harness of the adapt33o sweep: print every case's result (or exception class) in a stable form.

A case is an expression string over the arguments ``a, b, c, d`` (in that order).  The harness writes every case as
a ``def`` into a generated module (ms.jit needs real source), then runs each in PyNative and, with JIT=1 (the
default), through ``ms.jit``.  ``gcase`` runs ``ms.grad`` of the expression (grad_position) the same two ways.
"""
import os
import sys
import importlib.util
import numpy as np
import mindspore as ms
from mindspore import Tensor

np.set_printoptions(precision=6, suppress=False, linewidth=200, threshold=60)
DO_JIT = os.environ.get("JIT", "1") == "1"
_CASES = []
_PRE = "import numpy as np\nimport mindspore as ms\nfrom mindspore import ops, mint, nn, Tensor\n" \
       "import mindspore.mint.nn.functional as MF\n"


def fmt(r):
    if isinstance(r, Tensor):
        a = r.asnumpy()
        return "T(%s,%s,%s)" % (r.dtype, tuple(r.shape), np.array2string(a, separator=",").replace("\n", ""))
    if isinstance(r, (tuple, list)):
        return "%s[%s]" % (type(r).__name__, ", ".join(fmt(x) for x in r))
    if isinstance(r, np.ndarray):
        return "np(%s,%s)" % (r.dtype, np.array2string(r, separator=",").replace("\n", ""))
    return "%s(%r)" % (type(r).__name__, r)


def one(label, fn, *args):
    try:
        r = fn(*args)
        s = fmt(r)
    except Exception as e:  # pylint: disable=broad-except
        cls = next(c for c in type(e).__mro__ if c.__module__ == "builtins")
        s = "EXC %s: %s" % (cls.__name__, str(e).strip().split("\n")[0][:90])
    print(label, "=>", s, flush=True)


def case(label, expr, *args, jit=True):
    _CASES.append(("", label, expr, args, None, jit))


def gcase(label, expr, *args, grad_position=0, jit=True):
    _CASES.append(("g", label, expr, args, grad_position, jit))


def run(pre=""):
    src = [_PRE, pre]
    for i, (kind, label, expr, args, gp, jit) in enumerate(_CASES):
        names = ", ".join("abcdefgh"[:len(args)])
        src.append("def f%d(%s):\n    return %s\n" % (i, names, expr))
        if kind == "g":
            src.append("def g%d(%s):\n    return ms.grad(f%d, grad_position=%r)(%s)\n" % (i, names, i, gp, names))
    sys.path.insert(0, "/tmp")
    path = "/tmp/a33o_gen_%d.py" % os.getpid()
    with open(path, "w") as fh:
        fh.write("\n".join(src))
    spec = importlib.util.spec_from_file_location("a33o_gen_%d" % os.getpid(), path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    steps = []
    for i, (kind, label, expr, args, gp, jit) in enumerate(_CASES):
        fn = getattr(mod, ("g%d" if kind == "g" else "f%d") % i)
        steps.append(("py%s %s" % (kind, label), fn, args))
        if DO_JIT and jit:
            steps.append(("jit%s %s" % (kind, label), "jit", (fn, args)))
    if os.environ.get("A33O_LIST"):
        print(steps[int(os.environ["A33O_LIST"])][0])
        return
    start = int(os.environ.get("A33O_FROM", "0"))  # run.sh restarts after a step that killed the process
    if os.environ.get("A33O_CRASHED"):
        print(os.environ["A33O_CRASHED"], "=> CRASH (the process died)", flush=True)
    for label, fn, args in steps[start:]:
        if fn == "jit":
            fn, args = ms.jit(args[0]), args[1]
        one(label, fn, *args)
    os.remove(path)


def T(x, dt=None):
    return Tensor(np.array(x), dt) if dt is not None else Tensor(np.array(x))


def f32(*shape, start=0.0, step=1.0):
    n = int(np.prod(shape)) if shape else 1
    return Tensor((np.arange(n, dtype=np.float32) * step + start).reshape(shape))
