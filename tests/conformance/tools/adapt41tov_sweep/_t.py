"""adapt41tov's harness (`from _t import run_exprs`; named _t, as adapt40mint_sweep/_c.py loads adapt38om's _h): adapt40mint_sweep's `_c.py` (adapt38om's generated-module `case` / `gen` / `mk` with crash
recovery), plus `run_exprs`: each expression over `x` eagerly on 0-d / 2-d / empty inputs (e_), under @ms.jit (j_,
2-d) and in a GRAPH_MODE Cell's construct (g_, 2-d)."""
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "adapt40mint_sweep"))
from _c import case as _case, gen, mk, fmt  # noqa: E402,F401
import mindspore as ms  # noqa: E402
from mindspore import nn  # noqa: E402

DTS = os.environ.get("DTS", "bool,int8,int32,int64,uint8,float16,float32,float64").split(",")
JDTS = os.environ.get("JDTS", "bool,int32,float16,float32").split(",")
GDTS = os.environ.get("GDTS", "int64,float32").split(",")


def _sync():
    try:
        ms.runtime.synchronize()
    except Exception:  # noqa: BLE001 - msgraph: nothing queued
        pass


def case(name, fn):
    """`_c.case`, with MindSpore's PyNative queue drained after the value is read and after the case (its errors are
    asynchronous: without this a failed kernel's error comes back at a later case)."""
    def run():
        try:
            out = fn()
        except IndexError as e:   # msgraph's TensorIndexError is a ValueError too: the conformance harness's
            raise IndexError(str(e)) from None   # order (IndexError first), not the MRO's
        _sync()
        return out
    _case(name, run)
    _sync()


class C(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


def run_exprs(tag, exprs):
    fs = gen(tag, exprs)
    for i, f in enumerate(fs):
        jf = ms.jit(f)
        for dt in DTS:
            for sh in ("2d", "0d", "empty"):
                case(f"e{i}_{dt}_{sh}", lambda: f(mk(dt, sh)))
        for dt in JDTS:
            case(f"j{i}_{dt}", lambda: jf(mk(dt, "2d")))
        for dt in GDTS:
            def g():
                ms.set_context(mode=ms.GRAPH_MODE)
                return C(f)(mk(dt, "2d"))
            case(f"g{i}_{dt}", g)
