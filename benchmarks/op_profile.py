"""CPU time per op of one W7/W8 train step (issue #20): every registered op's impl wrapped with a ``thread_time``
timer (outermost call only), so the table says where a step goes in PyNative or Graph mode -- both modes call the
same impls; what a step spends outside them is the framework's (PyNative's tape and Tensor wrapping, the generated
Graph code, Graph's fused kernels, which are not impl calls).

    OPENBLAS_NUM_THREADS=1 python benchmarks/op_profile.py W7 graph [steps]
    OPENBLAS_NUM_THREADS=1 python benchmarks/op_profile.py W8 pynative 10 --warm 300
    OPENBLAS_NUM_THREADS=1 python benchmarks/op_profile.py W7 pynative 200 --warm 300 --phases

``--phases`` (PyNative): the step's time outside the op impls split into the forward pass, the tape's backward
sweep and the optimizer, and the sweep's share by bprop rule (the rule's Python and the ops it applies, less
their impls).

``--outside`` (Graph): the step's time outside the generated function -- before it (the Cell call, the JitFunction's
cache lookup, the folded-attribute guard checks, given apart, and the Executable gathering the arrays) and after it
(Parameter write-back, the result's Tensor) -- as each step pays it, right after the previous step.

``--gemm``: each op's time in ``np.matmul`` (the GEMMs of ops/conv.py, ops/_winograd.py and ops/linalg.py, through a timing proxy
of their ``np``), so an op's row splits into BLAS time and the rest (copies, column matrices, numpy glue).

Pinned to one CPU.  ``--warm N`` steps first (PyNative asks for its eager kernels -- pools, BatchNorm, Exp... --
only after their numpy versions processed ``_fastpath.REQUEST_ELEMENTS`` elements: W7 needs ~240 steps), then
waits for the kernels.  Numbers are CPU time of the calling thread, meaningful with one BLAS thread.
"""
from __future__ import annotations

import argparse
import collections
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("workload", choices=("W7", "W8"))
    ap.add_argument("mode", choices=("pynative", "graph"))
    ap.add_argument("steps", type=int, nargs="?", default=20)
    ap.add_argument("--warm", type=int, default=5)
    ap.add_argument("--phases", action="store_true", help="PyNative: outside-impl time by phase and by bprop rule")
    ap.add_argument("--gemm", action="store_true", help="each op's np.matmul time (conv.py, linalg.py)")
    ap.add_argument("--outside", action="store_true", help="Graph: time before / after the generated function")
    args = ap.parse_args()
    if args.outside and args.mode != "graph":
        ap.error("--outside is for graph mode")
    os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    sys.path.insert(0, HERE)
    import convnets as cn
    import msgraph as ms
    from msgraph.codegen import backend
    from msgraph.ops import registry

    acc: dict = collections.defaultdict(float)
    gacc: dict = collections.defaultdict(float)     # --gemm: np.matmul time inside each op
    gemm = [0.0]
    cnt: collections.Counter = collections.Counter()
    if args.gemm:
        import numpy as np
        from msgraph.ops import _winograd, conv, linalg

        class _TimedNumpy:
            def __getattr__(self, a):
                return getattr(np, a)

            @staticmethod
            def matmul(*a, **k):
                t = time.thread_time()
                try:
                    return np.matmul(*a, **k)
                finally:
                    gemm[0] += time.thread_time() - t
        conv.np = linalg.np = _winograd.np = _TimedNumpy()
    depth = [0]
    where = ["fwd", None]      # (phase, bprop rule running) for --phases
    phase_acc: dict = collections.defaultdict(float)

    def wrap(name, f):
        def timed(*a, **k):
            if depth[0]:
                return f(*a, **k)
            depth[0] += 1
            t, g = time.thread_time(), gemm[0]
            try:
                return f(*a, **k)
            finally:
                d = time.thread_time() - t
                acc[name] += d
                gacc[name] += gemm[0] - g
                cnt[name] += 1
                depth[0] -= 1
                phase_acc[where[0] + " impl"] += d
                if where[1] is not None:
                    phase_acc["rule " + where[1] + " impl"] += d
        timed.__wrapped__ = f
        for attr in ("__name__", "__doc__", "__qualname__", "__module__"):
            setattr(timed, attr, getattr(f, attr, None))
        return timed

    for name, op in list(registry.OPS.items()):
        if op.impl is not None:
            op.impl = wrap(name, op.impl)
    if args.phases:
        from msgraph.autodiff import sweep, tape
        from msgraph.nn.optim import optimizer

        def timed_phase(obj, attr, ph):
            f = getattr(obj, attr)

            def run(*a, **k):
                old = where[0]
                where[0] = ph
                t = time.thread_time()
                try:
                    return f(*a, **k)
                finally:
                    phase_acc[ph] += time.thread_time() - t
                    where[0] = old
            setattr(obj, attr, run)
        timed_phase(tape, "backward", "bwd")
        timed_phase(optimizer.Optimizer, "__call__", "opt")
        call_bprop = sweep.call_bprop

        def timed_rule(rule, a, out, dout, *, name, **k):
            old = where[1]
            where[1] = name
            t = time.thread_time()
            try:
                return call_bprop(rule, a, out, dout, name=name, **k)
            finally:
                phase_acc["rule " + name] += time.thread_time() - t
                cnt["rule " + name] += 1
                where[1] = old
        sweep.call_bprop = timed_rule
    xn, yn = cn.data(args.workload)
    x, y = ms.Tensor(xn), ms.Tensor(yn)
    step = cn.ms_step(args.workload, ms.GRAPH_MODE if args.mode == "graph" else ms.PYNATIVE_MODE)
    with backend.sync_compile():
        step(x, y)
    for _ in range(args.warm):
        step(x, y).asnumpy()
    backend.wait_for_kernels()
    for _ in range(3):
        step(x, y).asnumpy()
    marks: dict = {}
    if args.outside:
        from msgraph import api

        exe = api.graph_function(step)._last
        fn, holds = exe.fn, api.guards_hold

        def timed_fn(*a, **k):
            marks["in"] = time.thread_time()
            try:
                return fn(*a, **k)
            finally:
                marks["out"] = time.thread_time()

        def timed_guards(g):
            t = time.thread_time()
            try:
                return holds(g)
            finally:
                marks["guards"] = time.thread_time() - t
        exe.fn, api.guards_hold = timed_fn, timed_guards
        print(f"{len(exe.guards)} guards")
    acc.clear()
    gacc.clear()
    cnt.clear()
    phase_acc.clear()
    ts = []
    before, after, guards = [], [], []
    for _ in range(args.steps):
        t = time.thread_time()
        step(x, y).asnumpy()
        t1 = time.thread_time()
        ts.append(t1 - t)
        if args.outside:
            before.append(marks["in"] - t)
            after.append(t1 - marks["out"])
            guards.append(marks.get("guards", 0.0))
    n = args.steps
    print(f"{args.workload} {args.mode}: step median {statistics.median(ts) * 1e3:.2f} ms, mean "
          f"{sum(ts) / n * 1e3:.2f} ms; inside op impls {sum(acc.values()) / n * 1e3:.2f} ms")
    if args.outside:
        med = lambda v: statistics.median(v) * 1e6  # noqa: E731
        print(f"  outside the generated function (medians): before it {med(before):.1f} us (of which the guard "
              f"checks {med(guards):.1f} us), after it {med(after):.1f} us")
    if args.gemm:
        g = sum(gacc.values()) / n * 1e3
        print(f"  of which np.matmul (GEMM) {g:.2f} ms, the rest of the impls {sum(acc.values()) / n * 1e3 - g:.2f} ms")
    for name, v in sorted(acc.items(), key=lambda kv: -kv[1]):
        extra = f"  GEMM {gacc[name] / n * 1e3:6.3f} ms" if args.gemm else ""
        print(f"  {name:32s} {v / n * 1e3:7.3f} ms  x{cnt[name] // n}{extra}")
    if args.phases:
        pa = {k: v / n * 1e3 for k, v in phase_acc.items()}
        fwd = sum(ts) / n * 1e3 - pa.get("bwd", 0) - pa.get("opt", 0)
        print(f"outside the impls: forward {fwd - pa.get('fwd impl', 0):.3f} ms, backward sweep "
              f"{pa.get('bwd', 0) - pa.get('bwd impl', 0):.3f} ms, optimizer {pa.get('opt', 0) - pa.get('opt impl', 0):.3f} ms")
        rules = sorted((k[5:] for k in pa if k.startswith("rule ") and not k.endswith(" impl")),
                       key=lambda r: -(pa["rule " + r] - pa.get("rule " + r + " impl", 0)))
        for r in rules:
            print(f"  bprop {r:26s} outside its impls {pa['rule ' + r] - pa.get('rule ' + r + ' impl', 0):7.3f} ms  "
                  f"x{cnt['rule ' + r] // n}")


if __name__ == "__main__":
    main()
