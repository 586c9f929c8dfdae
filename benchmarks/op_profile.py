"""CPU time per op of one W7/W8 train step (issue #20): every registered op's impl wrapped with a ``thread_time``
timer (outermost call only), so the table says where a step goes in PyNative or Graph mode -- both modes call the
same impls; what a step spends outside them is the framework's (PyNative's tape and Tensor wrapping, the generated
Graph code, Graph's fused kernels, which are not impl calls).

    OPENBLAS_NUM_THREADS=1 python benchmarks/op_profile.py W7 graph [steps]
    OPENBLAS_NUM_THREADS=1 python benchmarks/op_profile.py W8 pynative 10 --warm 300

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
    args = ap.parse_args()
    os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    sys.path.insert(0, HERE)
    import convnets as cn
    import msgraph as ms
    from msgraph.codegen import backend
    from msgraph.ops import registry

    acc: dict = collections.defaultdict(float)
    cnt: collections.Counter = collections.Counter()
    depth = [0]

    def wrap(name, f):
        def timed(*a, **k):
            if depth[0]:
                return f(*a, **k)
            depth[0] += 1
            t = time.thread_time()
            try:
                return f(*a, **k)
            finally:
                acc[name] += time.thread_time() - t
                cnt[name] += 1
                depth[0] -= 1
        timed.__wrapped__ = f
        for attr in ("__name__", "__doc__", "__qualname__", "__module__"):
            setattr(timed, attr, getattr(f, attr, None))
        return timed

    for name, op in list(registry.OPS.items()):
        if op.impl is not None:
            op.impl = wrap(name, op.impl)
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
    acc.clear()
    cnt.clear()
    ts = []
    for _ in range(args.steps):
        t = time.thread_time()
        step(x, y).asnumpy()
        ts.append(time.thread_time() - t)
    n = args.steps
    print(f"{args.workload} {args.mode}: step median {statistics.median(ts) * 1e3:.2f} ms, mean "
          f"{sum(ts) / n * 1e3:.2f} ms; inside op impls {sum(acc.values()) / n * 1e3:.2f} ms")
    for name, v in sorted(acc.items(), key=lambda kv: -kv[1]):
        print(f"  {name:32s} {v / n * 1e3:7.3f} ms  x{cnt[name] // n}")


if __name__ == "__main__":
    main()
