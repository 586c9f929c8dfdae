"""Harness of the adapt38om sweep: generated functions (one per expression, written to a real file so that
MindSpore's jit can read their source) run eagerly, under @ms.jit and inside a GRAPH_MODE Cell, over dtypes and
shapes.  Prints `name -> value` or `name EXC Class | message`."""
import importlib.util
import os
import sys
import numpy as np
import mindspore as ms
from mindspore import Tensor

MODE = os.environ.get("MODE", "pynative")
OUT = os.environ.get("OUT", "/tmp/adapt38om_out")
DT = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32", "float64"]
BASE = np.array([[-2.5, 0.0, 1.5, 3.0], [-0.0, 7.0, -1.0, 0.5], [2.0, -3.0, 0.25, 4.0]])


def mk(dt, shape="2d"):
    a = {"2d": BASE, "0d": np.array(1.5), "1d": BASE[0], "empty": np.zeros((0, 4)), "3d": np.stack([BASE, -BASE + 1])}[shape]
    if dt == "bool":
        return Tensor(a != 0)
    if dt.startswith("u"):
        a = np.abs(a)
    if dt.startswith(("int", "uint")):
        a = np.trunc(a)
    return Tensor(a.astype(dt))


def fmt(v):
    if isinstance(v, ms.Tensor):
        a = v.asnumpy()
        return f"T({a.dtype},{a.shape},{np.array2string(a.ravel()[:12], precision=6, separator=',')})"
    if isinstance(v, (tuple, list)):
        return type(v).__name__ + "[" + ", ".join(fmt(x) for x in v) + "]"
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return repr(v)


def case(name, fn):
    only = os.environ.get("ONLY")
    if only and not any(o == name or (o.endswith("*") and name.startswith(o[:-1])) for o in only.split(",")):
        return
    ms.set_context(mode=ms.PYNATIVE_MODE)
    try:
        out = fn()
        s = fmt(out)
        print(name, "->", s, flush=True)
    except Exception as e:  # noqa
        msg = str(e).strip().splitlines()[0][:300] if str(e).strip() else ""
        cls = next((c for c in type(e).__mro__ if c.__module__ == "builtins"), type(e))
        print(name, "EXC", cls.__name__, "|", msg, flush=True)


def gen(tag, exprs, args="x"):
    """Write `def f_i(<args>): return <expr>` for each expression into OUT/_gen_<tag>.py and import it."""
    path = os.path.join(OUT, f"_gen_{tag}.py")
    src = ["import numpy as np", "import mindspore as ms", "from mindspore import ops, Tensor, nn, mint", ""]
    for i, e in enumerate(exprs):
        src += [f"def f_{i}({args}):", f"    return {e}", ""]
    open(path, "w").write("\n".join(src))
    spec = importlib.util.spec_from_file_location(f"_gen_{tag}", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return [getattr(mod, f"f_{i}") for i in range(len(exprs))]
