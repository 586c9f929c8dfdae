"""A gallery of MindSpore model-zoo networks running unmodified on msgraph, in both modes.

The networks in this folder are MindSpore's published model-zoo code (``import mindspore``); this
script installs msgraph's ``mindspore`` import alias (``msgraph.compat``), then trains each network
for a few steps (Momentum, softmax cross-entropy) in PyNative and in Graph mode from the same initial
weights and prints a table:

* parameters -- the number of trainable values;
* PyNative steps/s -- training steps per second in PyNative mode, after the first step;
* Graph mode runs twice, each time in a fresh Python process with the same kernel-cache folder
  (``MSGRAPH_CACHE_DIR``, a temporary one): *cold* starts from an empty cache, *warm* from the
  kernels the cold process compiled into it (the cold process waits for its background compile to
  finish, ``--kernel-wait``, then runs one untimed step more on the kernels and waits again, so that the
  cache also holds the eager kernels that step asks for).  Graph 1st step -- seconds of the first step (parsing, passes, code
  generation and one run; the Numba kernels compile in the background meanwhile), Graph steps/s --
  steps per second after the first, as the user sees them: on a cold cache the graph runs its numpy
  version until the kernels are ready, on a warm cache it switches to them once they are loaded;
* kernels ready -- seconds from the start of a Graph run until its kernels were compiled (cold) or
  loaded (warm) in the background;
* max |loss diff| -- the largest difference between PyNative's losses and either Graph run's at the
  same step.

Data: scikit-learn's 8x8 digits upsampled to 32x32 for LeNet5 (no download: they ship with
scikit-learn; random images stand in when it is not installed), fixed random class-pattern images for
the others.  Nothing is downloaded.

    python examples/zoo/gallery.py            # every network, 5 steps each
    python examples/zoo/gallery.py --quick    # LeNet5 and a 0.35-wide MobileNetV2, 3 steps (the CI test;
                                              # kernels compile in-process, at most 30 s per cold run)
    python examples/zoo/gallery.py --only lenet5 resnet18 --steps 10
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from msgraph import compat  # noqa: E402

compat.install()
import mindspore as ms  # noqa: E402  (msgraph under the alias)
import mindspore.nn as nn  # noqa: E402


# ---------------------------------------------------------------------------------------------
# data
# ---------------------------------------------------------------------------------------------
def digits32(n):
    """n digits images (1x32x32, float32) and labels (int32)."""
    try:
        from sklearn.datasets import load_digits
    except ImportError:
        return patterns(n, 1, 32, 10)
    d = load_digits()
    img = d.images[:n].astype(np.float32) / 16.0
    img = np.kron(img, np.ones((4, 4), np.float32))[:, None]
    return img, d.target[:n].astype(np.int32)


def patterns(n, channels, size, classes, seed=0):
    """Images of a fixed random pattern per class plus noise (deterministic)."""
    rng = np.random.default_rng(seed)
    templates = rng.standard_normal((classes, channels, size, size)).astype(np.float32)
    y = (np.arange(n) % classes).astype(np.int32)
    x = templates[y] + 0.5 * rng.standard_normal((n, channels, size, size)).astype(np.float32)
    return x, y


# ---------------------------------------------------------------------------------------------
# networks: (name, builder, data(batch))
# ---------------------------------------------------------------------------------------------
def _lenet(quick):
    from lenet import LeNet5
    return LeNet5(num_class=10, num_channel=1)


def _resnet18(quick):
    from resnet import resnet18
    return resnet18(class_num=10)


def _resnet50(quick):
    from resnet import resnet50
    return resnet50(class_num=10)


def _mobilenetv2(quick):
    from mobilenetv2 import MobileNetV2Backbone, MobileNetV2Head, mobilenet_v2
    backbone = MobileNetV2Backbone(width_mult=0.35 if quick else 1.0)
    return mobilenet_v2(backbone, MobileNetV2Head(input_channel=backbone.out_channels, num_classes=10))


NETWORKS = {
    # name: (builder, data(batch, quick), needs)
    "lenet5": (_lenet, lambda b, q: digits32(b), ()),
    "resnet18": (_resnet18, lambda b, q: patterns(b, 3, 16 if q else 32, 10), ("Pad",)),
    "resnet50": (_resnet50, lambda b, q: patterns(b, 3, 32, 10), ()),
    "mobilenetv2": (_mobilenetv2, lambda b, q: patterns(b, 3, 32, 10), ("ReLU6",)),
}
QUICK = ("lenet5", "mobilenetv2")   # ResNet-18 takes seconds a step: not in the CI run


# ---------------------------------------------------------------------------------------------
# training
# ---------------------------------------------------------------------------------------------
def train(build, x, y, init, mode, steps, after=None):
    """Train ``steps`` Momentum steps in ``mode`` from the weights ``init``; (losses, first_s, steady_steps_per_s).

    ``after(run_step)``, if given, is called after the timed steps (still in ``mode``) with a function running one
    more step."""
    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
    try:
        net = build()
        for p in net.get_parameters():
            p.set_data(ms.Tensor(init[p.name]))
        loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
        step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
        step.set_train(True)
        xt, yt = ms.Tensor(x), ms.Tensor(y)
        losses = []
        t0 = time.perf_counter()
        losses.append(float(step(xt, yt).asnumpy()))
        first = time.perf_counter() - t0
        t1 = time.perf_counter()
        for _ in range(steps - 1):
            losses.append(float(step(xt, yt).asnumpy()))
        steady = (steps - 1) / (time.perf_counter() - t1) if steps > 1 else float("nan")
        if after is not None:
            after(lambda: step(xt, yt).asnumpy())
        return losses, first, steady
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def run_network(name, quick, steps, batch, kernel_wait=600.0):
    builder, data, needs = NETWORKS[name]
    missing = [n for n in needs if not hasattr(nn, n)]
    row = {"network": name}
    if missing:
        row["error"] = f"msgraph lacks nn.{', nn.'.join(missing)}"
        return row
    np.random.seed(0)      # the zoo's initializers draw from numpy
    net = builder(quick)
    init = {p.name: p.asnumpy().copy() for p in net.get_parameters()}
    row["parameters"] = sum(int(np.prod(p.shape)) for p in net.trainable_params())
    x, y = data(batch, quick)
    try:
        losses, _, steady = train(lambda: builder(quick), x, y, init, "pynative", steps)
        row["losses pynative"] = losses
        row["pynative steps/s"] = steady
    except Exception as exc:  # noqa: BLE001 - the gallery reports what fails
        row["pynative error"] = f"{type(exc).__name__}: {str(exc).splitlines()[0][:120]}"
    with tempfile.TemporaryDirectory(prefix="msgraph-gallery-") as tmp:
        np.savez(os.path.join(tmp, "init.npz"), **init)
        np.savez(os.path.join(tmp, "data.npz"), x=x, y=y)
        cache = os.path.join(tmp, "cache")          # empty: the cold run compiles every kernel into it
        for run in ("cold", "warm"):                # warm: a new process, the kernels the cold one left
            res = graph_subprocess(name, quick, steps, tmp, cache, run, kernel_wait)
            if "error" in res:
                row[f"graph {run} error"] = res["error"]
                break
            row[f"losses graph {run}"] = res["losses"]
            row[f"graph {run} first s"] = res["first"]
            row[f"graph {run} steps/s"] = res["steady"]
            row[f"graph {run} kernels ready s"] = res["ready"]
            row[f"graph {run} cache"] = res["cache"]
            if res["ready"] is None:
                row["graph kernel wait s"] = kernel_wait
                row["graph warm error"] = (f"the cold run's kernels were still compiling after {kernel_wait:g} s "
                                           f"(--kernel-wait): no warm run")
                break
    if "losses graph cold" in row:            # the names of the one-process version of this table
        row["losses graph"] = row["losses graph cold"]
        row["graph first s"] = row["graph cold first s"]
        row["graph steps/s"] = row["graph cold steps/s"]
    graphs = [row[k] for k in ("losses graph cold", "losses graph warm") if k in row]
    if "losses pynative" in row and graphs:
        ref = np.array(row["losses pynative"])
        row["max loss diff"] = max(float(np.max(np.abs(ref - np.array(g)))) for g in graphs)
    return row


def graph_subprocess(name, quick, steps, tmp, cache, run, kernel_wait):
    """Train ``name`` in Graph mode in a fresh Python process with ``MSGRAPH_CACHE_DIR=cache``.

    After its steps the process waits (up to ``kernel_wait`` s) for the Numba kernels compiling in
    the background, so that the next process finds them in the cache.  With ``--quick`` the kernels
    compile in the process's worker thread (``MSGRAPH_COMPILE_PROCESS=0``) instead of a child
    process, so a compile cut short by the time limit ends with the process."""
    import json
    import subprocess

    out = os.path.join(tmp, f"graph_{run}.json")
    env = dict(os.environ, MSGRAPH_CACHE_DIR=cache)
    env.pop("MSGRAPH_CACHE", None)
    if quick:
        env["MSGRAPH_COMPILE_PROCESS"] = "0"
    root = os.path.dirname(os.path.dirname(os.path.abspath(compat.__file__)))
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", name, "--steps", str(steps), "--dir", tmp,
           "--json", out, "--kernel-wait", str(kernel_wait)] + (["--quick"] if quick else [])
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if proc.returncode != 0 or not os.path.exists(out):
        lines = (proc.stderr or proc.stdout).strip().splitlines() or [f"exit {proc.returncode}"]
        return {"error": lines[-1][:160]}
    with open(out, encoding="utf-8") as f:
        return json.load(f)


def worker(name, quick, steps, tmp, out, kernel_wait):
    """The Graph-mode half of ``run_network``, in its own process (see ``graph_subprocess``)."""
    import json

    from msgraph.runtime import disk_cache

    builder = NETWORKS[name][0]
    with np.load(os.path.join(tmp, "init.npz")) as f:
        init = {k: f[k] for k in f.files}
    with np.load(os.path.join(tmp, "data.npz")) as f:
        x, y = f["x"], f["y"]
    t0 = time.perf_counter()
    ready = None

    def fill_cache(run_step):
        # Wait for the graph's kernels (compiling in the background), then run one more step on them and wait
        # again: the eager kernels of the ops the graph calls (MaxPool, Softmax...) are asked for at their second
        # large call after Numba is loaded (msgraph/ops/_fastpath.py), which on a busy machine may come only after
        # the timed steps.  The cache then holds every kernel a later run of this network asks for, whatever the
        # timing: the next process only loads (the warm run of the table, and the CI test's claim).
        nonlocal ready
        from msgraph.codegen import backend   # loaded by the compile
        if backend.wait_for_kernels(kernel_wait):
            ready = time.perf_counter() - t0
            run_step()
            backend.wait_for_kernels(kernel_wait)

    losses, first, steady = train(lambda: builder(quick), x, y, init, "graph", steps, after=fill_cache)
    if ready is None:
        _end_compile_children()
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"losses": losses, "first": first, "steady": steady, "ready": ready,
                   "cache": disk_cache.stats()}, f)


def _end_compile_children():
    """A compile child process outlives the process that started it; its cache folder is about to be
    deleted, so end the ones this process started (Linux: /proc lists a thread's children)."""
    import glob
    import signal

    for path in glob.glob(f"/proc/{os.getpid()}/task/*/children"):
        try:
            with open(path) as f:
                pids = [int(p) for p in f.read().split()]
        except OSError:
            continue
        for pid in pids:
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    if b"msgraph.runtime.compile_process" in f.read():
                        os.kill(pid, signal.SIGTERM)
            except OSError:
                pass


HEAD = ("network", "parameters", "PyNative steps/s", "Graph 1st step s (cold / warm)",
        "Graph steps/s, cold cache", "Graph steps/s, warm cache", "kernels ready s (cold / warm)",
        "max \\|loss diff\\|")


def table(rows):
    lines = ["| " + " | ".join(HEAD) + " |", "|" + "---|" * len(HEAD)]

    def f(v, fmt):
        return fmt.format(v) if isinstance(v, (int, float)) else "n/a"

    def ready(r, run):
        if r.get(f"graph {run} kernels ready s") is None and run == "cold" and "graph kernel wait s" in r:
            return f"> {r['graph kernel wait s']:g}"
        return f(r.get(f"graph {run} kernels ready s"), "{:.0f}")

    for r in rows:
        cells = [r["network"], f(r.get("parameters"), "{:,}"), f(r.get("pynative steps/s"), "{:.2f}"),
                 f"{f(r.get('graph cold first s'), '{:.1f}')} / {f(r.get('graph warm first s'), '{:.1f}')}",
                 f(r.get("graph cold steps/s"), "{:.2f}"), f(r.get("graph warm steps/s"), "{:.2f}"),
                 f"{ready(r, 'cold')} / {ready(r, 'warm')}",
                 f(r.get("max loss diff"), "{:.1e}")]
        lines.append("| " + " | ".join(cells) + " |")
    notes = [f"{r['network']}: {k}: {v}" for r in rows for k, v in r.items() if "error" in k]
    return "\n".join(lines + ([""] + notes if notes else []))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="small inputs and widths, 3 steps (used by the tests)")
    ap.add_argument("--only", nargs="*", choices=sorted(NETWORKS), help="networks to run")
    ap.add_argument("--steps", type=int, default=None, help="training steps per mode (default 5; 3 with --quick)")
    ap.add_argument("--batch", type=int, default=None, help="batch size (default 8; 4 with --quick)")
    ap.add_argument("--json", help="also write the rows to this JSON file")
    ap.add_argument("--kernel-wait", type=float, default=None,
                    help="seconds the cold run waits for its kernels to be compiled into the cache before the "
                         "warm run (default 600; 30 with --quick)")
    ap.add_argument("--worker", choices=sorted(NETWORKS), help=argparse.SUPPRESS)   # one Graph run (internal)
    ap.add_argument("--dir", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    names = a.only or (QUICK if a.quick else tuple(NETWORKS))
    steps = a.steps or (3 if a.quick else 5)
    batch = a.batch or (4 if a.quick else 8)
    kernel_wait = a.kernel_wait if a.kernel_wait is not None else (30.0 if a.quick else 600.0)
    if a.worker:
        worker(a.worker, a.quick, a.steps, a.dir, a.json, kernel_wait)
        return []
    rows = []
    for name in names:
        t0 = time.perf_counter()
        row = run_network(name, a.quick, steps, batch, kernel_wait)
        rows.append(row)
        print(f"{name}: done in {time.perf_counter() - t0:.1f}s  losses pynative {_fmt(row.get('losses pynative'))} "
              f"graph {_fmt(row.get('losses graph cold'))} (cold), {_fmt(row.get('losses graph warm'))} (warm)",
              flush=True)
    print()
    print(table(rows))
    if a.json:
        import json
        with open(a.json, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=1)
    return rows


def _fmt(v):
    return "[" + ", ".join(f"{x:.4f}" for x in v) + "]" if v else "n/a"


if __name__ == "__main__":
    main()
