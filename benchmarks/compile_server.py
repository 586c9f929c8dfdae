"""Background kernel compiles of many graphs: compile server vs one child per graph vs in-thread.

Each row is a fresh process with an empty kernel cache that builds N distinct small graphs (a
fused tanh/sigmoid group each), calls each twice (tiering submits after the second call) and
waits for every kernel; it reports the wall time until all kernels are ready and the CPU time
the *parent* process spent (the training process: main thread + the background worker).

    python benchmarks/compile_server.py --graphs 10 --repeats 3

Rows: ``server`` (the default: one long-lived compile server), ``child per graph`` (the server
replaced after every job, i.e. the previous design), ``in-thread`` (``MSGRAPH_COMPILE_PROCESS=0``).
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def child(n_graphs: int, per_job: bool) -> None:
    import numpy as np

    import msgraph as ms
    from msgraph import ops
    from msgraph.codegen import backend
    from msgraph.runtime import compile_process

    if per_job:
        compile_process.MAX_JOBS = 1

    def make(c):
        def f(x, y):
            return ops.tanh(x * c + y) * 3.0 - ops.sigmoid(y * c)
        return f

    x = ms.Tensor(np.linspace(-1, 1, 4096, dtype=np.float32))
    t0, c0 = time.perf_counter(), os.times()
    for i in range(n_graphs):
        jf = ms.jit(make(0.5 + i))
        jf(x, x)
        jf(x, x)
    backend.wait_for_kernels(900)
    c1 = os.times()
    print(json.dumps({"ready": time.perf_counter() - t0, "cpu": (c1.user - c0.user) + (c1.system - c0.system),
                      "switched": backend.stats()["switched"], "proc": compile_process.stats()}))


def run(n_graphs: int, mode: str) -> dict:
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, MSGRAPH_CACHE_DIR=d)
        env.pop("MSGRAPH_SYNC_COMPILE", None)
        env["MSGRAPH_COMPILE_PROCESS"] = "0" if mode == "in-thread" else "1"
        root = os.path.dirname(HERE)
        env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        out = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", str(n_graphs),
                              "1" if mode == "child per graph" else "0"], env=env, capture_output=True,
                             text=True, check=True)
        return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--graphs", type=int, default=10)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    modes = ("server", "child per graph", "in-thread")
    res = {m: [] for m in modes}
    for _ in range(args.repeats):          # interleaved, so load changes hit every mode alike
        for m in modes:
            res[m].append(run(args.graphs, m))
    print(f"| {args.graphs} graphs | all kernels ready (median) | parent CPU (median) | runs |")
    print("| --- | ---: | ---: | --- |")
    for m in modes:
        rs = res[m]
        ready = statistics.median(r["ready"] for r in rs)
        cpu = statistics.median(r["cpu"] for r in rs)
        runs = ", ".join(f"{r['ready']:.2f}/{r['cpu']:.2f}" for r in rs)
        print(f"| {m} | {ready:.2f} s | {cpu:.2f} s | {runs} |")


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "--child":
        child(int(sys.argv[2]), sys.argv[3] == "1")
    else:
        main()
