"""Every fusable elementwise op's Numba kernel against its numpy impl, bit for bit, on edge values (not run in CI).

For each registry op with a kernel expression, each dtype (float32/64, int8/16/32/64, uint8, bool) and one or two
operands (all pairs of: +-0, +-inf, NaN, subnormals, ties, near-overflow, the int limits...), a Graph-mode Cell
``op(*xs) * one`` (two members: one fused kernel) runs with MSGRAPH_CHECK_KERNELS made bitwise by numba_sweep.py;
each kernel result that is not the numpy version's bits is printed (DIS op dtype n_operands: first element, max
|diff|); NOK: no kernel ran (an op the fusion keeps out).  Where they differ, ask MindSpore which is right::

    cd /work/wt-X && PYTHONPATH=$PWD nice -n 10 python tests/conformance/tools/numba_op_probe.py [OpName ...]

Session 30 found Round's inf, FloorDiv's int64 min // -1, Mod's float32 division, Erf/Erfc and the float32 trig
kernels this way (tests/conformance/programs/numba30/kernel_edges.py).
"""
import os
import sys
import warnings
os.environ.update({"MSGRAPH_NUMBA": "1", "MSGRAPH_SYNC_COMPILE": "1", "MSGRAPH_TIER_US": "0",
                   "MSGRAPH_CHECK_KERNELS": "1", "MSGRAPH_COMPILE_PROCESS": "0"})
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np
import numba_sweep
dis = numba_sweep._Disagreements()
import msgraph as ms
from msgraph import nn, ops
from msgraph.ops import registry as r
from msgraph.codegen import backend
ms.set_context(mode=ms.GRAPH_MODE)
warnings.simplefilter("ignore")

FV = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 1e-40, -1e-40, 1e-310, 3e38, -3e38, 1e300,
      float("inf"), float("-inf"), float("nan"), 1e-7, 88.7, -88.7, 100.0, -100.0, 7.0, -7.0, 0.1, 3.0, 1e-3, 20.0, -20.0, 0.9999]
def fvals(dt):
    with np.errstate(all="ignore"):
        return np.array(FV, dt)
def ivals(dt):
    info = np.iinfo(dt)
    v = [0, 1, 2, 3, 7, -1, -2, -7, info.min, info.max, info.max - 1, info.min + 1, 100, -100, 5, -5]
    return np.array([x for x in v if info.min <= x <= info.max], dt)
DTS = [np.float32, np.float64, np.int8, np.int16, np.int32, np.int64, np.uint8, np.bool_]
def vals(dt):
    dt = np.dtype(dt)
    if dt.kind == "f": return fvals(dt)
    if dt.kind == "b": return np.array([True, False, True, False])
    return ivals(dt)

only = sys.argv[1:]
names = sorted(n for n, o in r.OPS.items() if o.kind is r.OpKind.ELEMENTWISE and o.kernel is not None)
skip = {"Cast", "Identity", "StopGradient", "OnesLike", "ZerosLike", "Conj", "Real", "Imag"}
for name in names:
    if name in skip or (only and name not in only):
        continue
    o = r.OPS[name]
    try:
        prim = o.prim_class()
    except Exception as e:
        print("SKIP", name, "ctor", e); continue
    for dt in DTS:
        for nin in (1, 2):
            a = vals(dt)
            if nin == 1:
                args = (a,)
            else:
                x = np.repeat(a, len(a)); y = np.tile(a, len(a)); args = (x, y)
            try:
                with np.errstate(all="ignore"):
                    eager = ms.context.set_context(mode=ms.PYNATIVE_MODE) or prim(*[ms.Tensor(t) for t in args])
            except Exception as e:
                ms.set_context(mode=ms.GRAPH_MODE); continue
            ms.set_context(mode=ms.GRAPH_MODE)
            if isinstance(eager, tuple): continue
            odt = eager.asnumpy().dtype
            one = np.ones(eager.shape, odt)
            class C(nn.Cell):
                def __init__(s):
                    super().__init__(); s.p = prim
                    s.m = ops.LogicalAnd() if odt == np.bool_ else ops.Mul()
                def construct(s, *t):
                    return s.m(s.p(*t[:-1]), t[-1])
            dis.msgs.clear()
            k0 = backend.stats()["kernels"]
            try:
                with np.errstate(all="ignore"):
                    out = C()(*[ms.Tensor(t) for t in args], ms.Tensor(one))
            except Exception as e:
                print("ERR", name, np.dtype(dt).name, nin, type(e).__name__, str(e).splitlines()[0][:200]); continue
            k = backend.stats()["kernels"] - k0
            for m in dis.msgs:
                print("DIS", name, np.dtype(dt).name, nin, m[:300])
            if k == 0:
                print("NOK", name, np.dtype(dt).name, nin)
    sys.stdout.flush()
print("done")
