"""Graph mode's own fusions on W7/W8, measured in one process (issue #20: Graph <= 0.5x PyNative).

    OPENBLAS_NUM_THREADS=1 python benchmarks/graph_ab.py W8 ratio 20             # Graph vs PyNative, blocks alternating
    OPENBLAS_NUM_THREADS=1 python benchmarks/graph_ab.py W8 off 60 bn_relu,broadcast   # Graph with / without fusions

``ratio``: both steps built (PyNative after its warm-up steps, its eager kernels loaded), then blocks of steps
alternating (10 for W7, 3 for W8); medians of the blocks' median step.  With PyTorch importable (e.g. on
``PYTHONPATH``), a block of PyTorch eager steps (one thread, ``convnets.torch_step``) joins each round, and the
Graph / PyTorch ratio is printed too.

``off``: two Graph steps, one compiled with the named fusions switched off (``bn_relu``: BatchNorm's
``take_reader`` trait, ReLU(BatchNorm) -> BatchNormReLU; ``broadcast``: BroadcastTo as a fused-group member;
``conv_relu``: Conv2D's ``absorb`` trait; ``pool_relu``: MaxPoolGrad's; ``wide_dout``: MaxPoolGradReluGrad writing dout in the wide rows
the convolution gradients read (ops/conv.py's ``dout_pitch``); ``picks``: the forward MaxPool keeping its picks
for MaxPoolGradReluGrad (MaxPoolPicks); ``epilogues``: the whole fuse_epilogues pass),
steps alternating one by one, the order swapped every step (the loss kernel keeps its last softmax, keyed by the
logits' bytes: the two steps compute the same logits, so the second of a pair would skip it); the median step and
each op's median impl time per step (fused kernels are not impl calls: they are in the step only).  Then both
steps and a PyNative step are rebuilt from one seed and run twice: the sha1 of their Parameters must agree.

CPU time of the calling thread, pinned to one CPU: meaningful with one BLAS thread on a loaded machine.
"""
from __future__ import annotations

import collections
import contextlib
import hashlib
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


@contextlib.contextmanager
def _off(features):
    from msgraph.ops import batchnorm_ops, conv, pooling
    from msgraph.passes import epilogue, fuse

    saved = []

    def switch(obj, attr, value):
        saved.append((obj, attr, getattr(obj, attr)))
        setattr(obj, attr, value)

    for f in features:
        if f == "bn_relu":
            switch(batchnorm_ops.BATCH_NORM, "take_reader", None)
        elif f == "broadcast":
            switch(fuse, "_broadcast_member", lambda n: False)
        elif f == "conv_relu":
            switch(conv.CONV2D, "absorb", None)
        elif f == "pool_relu":
            switch(pooling.MAXPOOL_GRAD, "absorb", None)
        elif f == "wide_dout":
            switch(pooling, "dout_pitch", lambda n: 0)
        elif f == "picks":
            switch(pooling, "_keep_picks", lambda x, attrs: None)
        elif f == "epilogues":
            switch(epilogue.FuseEpilogues, "run", lambda self, graph: False)
        else:
            raise SystemExit(f"unknown fusion {f!r}")
    try:
        yield
    finally:
        for obj, attr, value in reversed(saved):
            setattr(obj, attr, value)


def _torch_step(cn, w):
    """PyTorch eager's step of ``w`` on one thread (convnets.torch_step), or None without PyTorch."""
    try:
        import torch
    except ImportError:
        return None
    torch.set_num_threads(1)
    step = cn.torch_step(w)
    for _ in range(5):
        step()
    return step


def _cpu(fn) -> float:
    t = time.thread_time()
    fn()
    return time.thread_time() - t


def main() -> None:
    os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    sys.path.insert(0, HERE)
    import convnets as cn
    import msgraph as ms
    from msgraph.codegen import backend
    from msgraph.ops import registry

    w, what, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    features = sys.argv[4].split(",") if len(sys.argv) > 4 else []
    xn, yn = cn.data(w)
    x, y = ms.Tensor(xn), ms.Tensor(yn)

    def build(mode, off=()):
        ms.set_context(mode=mode)
        with _off(off):
            step = cn.ms_step(w, mode)
            with backend.sync_compile():
                step(x, y)
        return step

    def timed(step, mode):
        ms.set_context(mode=mode)
        t = time.thread_time()
        step(x, y).asnumpy()
        return time.thread_time() - t

    if what == "ratio":
        p = build(ms.PYNATIVE_MODE)
        for _ in range(cn.PYNATIVE_WARM[w]):
            timed(p, ms.PYNATIVE_MODE)
        backend.wait_for_kernels()
        g = build(ms.GRAPH_MODE)
        backend.wait_for_kernels()
        bs = 10 if w == "W7" else 3
        t = _torch_step(cn, w)
        P, G, T = [], [], []
        for _ in range(n):
            P.append(statistics.median(timed(p, ms.PYNATIVE_MODE) for _ in range(bs)))
            G.append(statistics.median(timed(g, ms.GRAPH_MODE) for _ in range(bs)))
            if t is not None:
                T.append(statistics.median(_cpu(t) for _ in range(bs)))
        mp, mg = statistics.median(P) * 1e3, statistics.median(G) * 1e3
        vs = ""
        if T:
            mt = statistics.median(T) * 1e3
            vs = f", PyTorch eager {mt:.3f} ms, Graph / PyTorch {mg / mt:.3f}, PyNative / PyTorch {mp / mt:.3f}"
        print(f"{w}: PyNative {mp:.3f} ms, Graph {mg:.3f} ms, Graph / PyNative {mg / mp:.3f}{vs} "
              f"({n} blocks, load {os.getloadavg()[0]:.1f})")
        return

    acc: dict = collections.defaultdict(float)

    def wrap(name, f):
        def run(*a, **k):
            t = time.thread_time()
            try:
                return f(*a, **k)
            finally:
                acc[name] += time.thread_time() - t
        return run

    originals = {name: op.impl for name, op in registry.OPS.items() if op.impl is not None}
    for name, f in originals.items():
        registry.OPS[name].impl = wrap(name, f)
    on, off = build(ms.GRAPH_MODE), build(ms.GRAPH_MODE, features)
    for _ in range(cn.PYNATIVE_WARM[w] if w == "W8" else 30):    # the eager kernels both steps ask for
        timed(on, ms.GRAPH_MODE)
        timed(off, ms.GRAPH_MODE)
    backend.wait_for_kernels()
    steps = {"off": [], "on": []}
    ops = {"off": collections.defaultdict(list), "on": collections.defaultdict(list)}
    for i in range(n):
        for k, s in ((("off", off), ("on", on)) if i % 2 else (("on", on), ("off", off))):
            acc.clear()
            steps[k].append(timed(s, ms.GRAPH_MODE))
            for name, v in acc.items():
                ops[k][name].append(v)
    med = lambda v: statistics.median(v) * 1e3 if v else 0.0   # noqa: E731
    print(f"{w} Graph, {n} steps each, load {os.getloadavg()[0]:.1f}: without {','.join(features)} "
          f"{med(steps['off']):.3f} ms, with {med(steps['on']):.3f} ms ({med(steps['on']) / med(steps['off']):.3f})")
    for name in sorted(set(ops["off"]) | set(ops["on"]), key=lambda k: -max(med(ops["off"][k]), med(ops["on"][k]))):
        a, b = med(ops["off"][name]), med(ops["on"][name])
        if max(a, b) >= 0.01:
            print(f"  {name:28s} {a:8.3f} -> {b:8.3f} ms  ({b - a:+.3f})")
    for name, f in originals.items():
        registry.OPS[name].impl = f
    hashes = []
    for mode, o in ((ms.PYNATIVE_MODE, ()), (ms.GRAPH_MODE, ()), (ms.GRAPH_MODE, features)):
        s = build(mode, o)
        timed(s, mode)
        hashes.append(hashlib.sha1(b"".join(q.asnumpy().tobytes() for _, q in s.parameters_and_names()))
                      .hexdigest()[:12])
    print("Parameters after 2 steps, sha1 (PyNative, Graph, Graph without):", *hashes,
          "equal" if len(set(hashes)) == 1 else "DIFFERENT")


if __name__ == "__main__":
    main()
