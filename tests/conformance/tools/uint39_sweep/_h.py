"""Harness of the uint39 sweep: generated functions (real source, so that MindSpore's jit can read it) called
eagerly (e_) or under @ms.jit (j_); one line per case, `name -> T(dtype,shape,values)` or `name EXC Class | msg`."""
import importlib.util
import os
import sys
import numpy as np
import mindspore as ms
from mindspore import Tensor

OUT = os.environ.get("OUT", "/tmp/uint39_out")
DT = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32", "float64"]
UINTS = ["uint16", "uint32", "uint64"]
try:   # MindSpore 2.10: synchronous PyNative, so that each case raises its own error (else they surface later)
    ms.set_context(pynative_synchronize=True)
except Exception:  # noqa
    pass


def mk(dt, shape=(2, 3), k=0):
    n = int(np.prod(shape)) if shape else 1
    a = (np.arange(n) + k) % 5 + 1.0
    if dt == "bool":
        a = a > 2
    return Tensor(a.astype(dt).reshape(shape))


def fmt(v):
    if isinstance(v, ms.Tensor):
        a = v.asnumpy()
        return f"T({a.dtype},{a.shape},{np.array2string(a.ravel()[:12], precision=6, separator=',')})"
    if isinstance(v, (tuple, list)):
        return type(v).__name__ + "[" + ", ".join(fmt(x) for x in v) + "]"
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return repr(v)


def drain():
    """MindSpore 2.10's PyNative errors are asynchronous: a failed case's error can surface at the next op.  Run
    a trivial op until it succeeds so that each case sees only its own error."""
    for _ in range(6):
        try:
            (Tensor(np.ones(2, np.float32)) + 1).asnumpy()
            ms.runtime.synchronize()
            return
        except Exception:  # noqa
            pass


def case(name, fn, *args):
    drain()
    only = os.environ.get("ONLY")
    if only and not any(o == name or (o.endswith("*") and name.startswith(o[:-1])) for o in only.split(",")):
        return
    try:
        out = fn(*args)
        s = fmt(out)
        try:
            ms.runtime.synchronize()
        except Exception:  # noqa
            raise
        print(name, "->", s, flush=True)
    except Exception as e:  # noqa
        msg = str(e).strip().splitlines()[0][:200] if str(e).strip() else ""
        cls = next((c for c in type(e).__mro__ if c.__module__ == "builtins"), type(e))
        print(name, "EXC", cls.__name__, "|", msg, flush=True)


def gen(tag, exprs, args="x, y"):
    """Write `def f_i(<args>): return <expr>` for each expression into OUT/_gen_<tag>.py and import it."""
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, f"_gen_{tag}.py")
    src = ["import numpy as np", "import mindspore as ms", "from mindspore import ops, Tensor, nn, mint", "",
           "C = Tensor(np.array([[True, False, True], [False, True, False]]))", ""]
    for i, e in enumerate(exprs):
        src += [f"def f_{i}({args}):", f"    return {e}", ""]
    open(path, "w").write("\n".join(src))
    spec = importlib.util.spec_from_file_location(f"_gen_{tag}", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return [getattr(mod, f"f_{i}") for i in range(len(exprs))]
