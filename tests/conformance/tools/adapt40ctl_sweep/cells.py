"""Call the networks gen.py extracted, with varied inputs, in $MODE (graph | pynative); one line per case.

    MODE=graph GEN=/tmp/adapt40ctl_out/gen [MODS=stem1,stem2*] python cells.py     (MindSpore, or msgraph.run)

Per Cell class (a fresh instance per case; its Parameters printed after the call): forward over value sets x int32 /
float32 (0-d), float16 and shape (1,) for the first set; GradOperation(get_all=True) for float32 sets and int32;
GradOperation(get_by_list=True) over its trainable Parameters.  Per ``@jit`` function: one call (arity 0), or the
same value sets.
"""
import importlib
import json
import os
import sys

import numpy as np
import mindspore as ms
from mindspore import Tensor, ParameterTuple
from mindspore.ops import composite as C

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _h import case as _case  # noqa: E402

GEN = os.environ.get("GEN", "/tmp/adapt40ctl_out/gen")
ROOT = os.environ.get("STROOT", "/tmp/adapt40ctl_out/root")
sys.path.insert(0, GEN)
sys.path.insert(0, ROOT)
MODE = os.environ.get("MODE", "graph")
VSETS = [(1, 3, 2), (3, 1, 5), (4, 4, 4)]   # positive: a negative start loops forever in some `while x < c: x *= 2`
ONLYMODS = [m for m in os.environ.get("MODS", "").split(",") if m]
SKIP = [m for m in os.environ.get("SKIP", "").split(",") if m]   # label prefixes (a case that hangs one side)


def case(label, fn):
    if any(label.startswith(s) for s in SKIP):
        print(label, "=> SKIPPED", flush=True)
        return
    _case(label, fn)


def _mode():
    ms.set_context(mode=ms.GRAPH_MODE if MODE == "graph" else ms.PYNATIVE_MODE)


def _inputs(k, vs, dt, shape=()):
    return [Tensor(np.full(shape, v, dt)) for v in vs[:k]]


def _with_params(net, out):
    ps = [(p.name, p) for p in net.get_parameters()]
    return (out, tuple((n, p.value() if hasattr(p, "value") else p) for n, p in ps)) if ps else out


def run_cell(modname, mod, c):
    cls, k = getattr(mod, c["name"]), c["arity"]
    lab = "%s.%s" % (modname, c["name"])

    def fwd(args):
        def f():
            _mode()
            net = cls()
            return _with_params(net, net(*args))
        return f

    def grad_all(args):
        def f():
            _mode()
            net = cls()
            return C.GradOperation(get_all=True)(net)(*args)
        return f

    def grad_params(args):
        def f():
            _mode()
            net = cls()
            ps = ParameterTuple(net.trainable_params())
            if not ps:
                return "no-params"
            return C.GradOperation(get_by_list=True)(net, ps)(*args)
        return f

    if k == 0:
        case(lab + ".fwd", fwd([]))
        case(lab + ".gparams", grad_params([]))
        return
    for i, vs in enumerate(VSETS):
        for dt in (np.int32, np.float32):
            case("%s.fwd.%s.v%d" % (lab, np.dtype(dt).name, i), fwd(_inputs(k, vs, dt)))
    case(lab + ".fwd.float16.v0", fwd(_inputs(k, VSETS[0], np.float16)))
    case(lab + ".fwd.int32s1.v0", fwd(_inputs(k, VSETS[0], np.int32, (1,))))
    for i, vs in enumerate(VSETS[:2]):
        case("%s.gall.float32.v%d" % (lab, i), grad_all(_inputs(k, vs, np.float32)))
    case(lab + ".gall.int32.v0", grad_all(_inputs(k, VSETS[0], np.int32)))
    case(lab + ".gparams.float32.v0", grad_params(_inputs(k, VSETS[0], np.float32)))


def run_jit(modname, mod, j):
    fn, k = getattr(mod, j["name"]), j["arity"]
    lab = "%s.%s" % (modname, j["name"])
    if k == 0:
        case(lab, lambda: (_mode(), fn())[1])
        return
    for i, vs in enumerate(VSETS):
        for dt in (np.int32, np.float32):
            case("%s.%s.v%d" % (lab, np.dtype(dt).name, i), lambda: (_mode(), fn(*_inputs(k, vs, dt)))[1])


def main():
    manifest = json.load(open(os.path.join(GEN, "manifest.json")))
    for modname in sorted(manifest):
        if ONLYMODS and not any(modname == m or (m.endswith("*") and modname.startswith(m[:-1])) for m in ONLYMODS):
            continue
        try:
            mod = importlib.import_module(modname)
        except Exception as e:  # noqa
            print(modname, "=> IMPORT-FAIL", type(e).__name__, str(e).splitlines()[0][:100] if str(e) else "")
            continue
        for c in manifest[modname]["cells"]:
            if c["arity"] >= 0 and c["init_args"] == 0:
                run_cell(modname, mod, c)
        for j in manifest[modname]["jits"]:
            if j["arity"] >= 0:
                run_jit(modname, mod, j)


main()
