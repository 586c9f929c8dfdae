"""Data-parallel train step at 1 and 2 ranks: time per step and the all-reduce's share of it.

    python benchmarks/bench_distributed.py                 # prints a markdown table
    python benchmarks/bench_distributed.py --append        # ... and appends it to benchmarks/RESULTS.md

The workload is W3's train step (the seeds' 784-512-512-10 MLP, softmax cross-entropy, SGD) wrapped
in ``nn.TrainOneStepCell`` under ``DATA_PARALLEL`` with ``gradients_mean=True``, each rank on a batch
of ``--batch`` rows (weak scaling: 2 ranks process twice the samples per step).  Each configuration
runs in its own ``mpiexec -n N`` job (N=1 is a one-rank MPI job, so it pays the same code path) with
one BLAS/Numba thread per rank, so 2 ranks use the machine's 2 CPUs.  Rows:

* ``bucketed`` (the default): the 669,706 gradients go out in ONE AllReduce of 2.6 MB per step;
* ``per-parameter``: ``MSGRAPH_BUCKET_MB`` so small that each of the 6 Parameters gets its own;
* ``no check``: bucketed, with ``MSGRAPH_DIST_CHECK=0`` (no metadata all-gather before each collective).

``comm`` is the time inside the MPI AllReduce calls per step; ``check`` the metadata all-gathers
(which also absorb any wait for the slower rank).  Medians over ``--steps`` steps after warm-up.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def worker(args: argparse.Namespace) -> None:
    import numpy as np

    sys.path.insert(0, os.path.join(ROOT, "examples"))
    from _seed_cells import Network

    import msgraph as ms
    from msgraph import nn
    from msgraph.communication import _backend, get_group_size, get_rank, init

    init()
    rank, size = get_rank(), get_group_size()
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
    ms.set_context(mode=ms.GRAPH_MODE if args.mode == "graph" else ms.PYNATIVE_MODE)
    ms.set_seed(0)
    net = Network()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")),
                               nn.SGD(net.trainable_params(), 0.01))
    rng = np.random.default_rng(rank)
    x = ms.Tensor(rng.random((args.batch, 1, 28, 28), dtype=np.float32))
    y = ms.Tensor(rng.integers(0, 10, args.batch).astype(np.int32))
    for _ in range(args.warmup):
        step(x, y)
    if args.mode == "graph":
        time.sleep(0.5)                       # let background kernel compiles finish
        for _ in range(3):
            step(x, y)
    times, comm, check = [], [], []
    for _ in range(args.steps):
        _backend.reset_stats()
        t0 = time.perf_counter()
        step(x, y)
        times.append(time.perf_counter() - t0)
        comm.append(_backend.STATS["seconds"])
        check.append(_backend.STATS["check_seconds"])
    calls = _backend.STATS["calls"]
    # The all-reduce alone, both ranks released together by a barrier: its cost without the wait
    # for a slower rank that the in-step numbers include.
    from msgraph import ops

    n_grad = sum(int(np.prod(p.shape)) for p in net.trainable_params())
    buf = ms.Tensor(np.ones(n_grad, np.float32))
    allreduce, alone = ops.AllReduce(), []
    for _ in range(args.steps):
        if _backend.STATE.mpi is not None:
            _backend.STATE.mpi.COMM_WORLD.Barrier()
        t0 = time.perf_counter()
        allreduce(buf)
        alone.append(time.perf_counter() - t0)
    if rank == 0:
        print("RESULT " + json.dumps({"ranks": size, "step": float(np.median(times)), "comm": float(np.median(comm)),
                                      "check": float(np.median(check)), "calls": calls,
                                      "alone": float(np.median(alone)), "nbytes": 4 * n_grad,
                                      "alone_min": float(np.min(alone)), "step_min": float(np.min(times)),
                                      "comm_min": float(np.min(comm)),
                                      "buckets": len(step.grad_reducer.buckets)}), flush=True)


def launch(n: int, mode: str, env_extra: dict, args: argparse.Namespace) -> dict:
    mpiexec = os.path.join(os.path.dirname(sys.executable), "mpiexec")
    if not os.path.exists(mpiexec):
        mpiexec = "mpiexec"
    env = dict(os.environ, PYTHONPATH=ROOT, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", NUMBA_NUM_THREADS="1",
               **env_extra)
    cmd = [mpiexec, "-n", str(n), sys.executable, os.path.abspath(__file__), "--worker", "--mode", mode,
           "--batch", str(args.batch), "--steps", str(args.steps), "--warmup", str(args.warmup)]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    for line in out.stdout.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[7:])
    raise RuntimeError(f"{cmd} failed:\n{out.stdout}\n{out.stderr}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--mode", default="both", choices=("pynative", "graph", "both"))
    p.add_argument("--batch", type=int, default=64, help="rows per rank per step (default: %(default)s)")
    p.add_argument("--steps", type=int, default=40)
    p.add_argument("--warmup", type=int, default=5)
    p.add_argument("--append", action="store_true", help="append the table to benchmarks/RESULTS.md")
    args = p.parse_args()
    if args.worker:
        worker(args)
        return
    configs = [("bucketed", {}), ("per-parameter", {"MSGRAPH_BUCKET_MB": "0.000001"}),
               ("no check", {"MSGRAPH_DIST_CHECK": "0"})]
    rows = []
    for mode in (["pynative", "graph"] if args.mode == "both" else [args.mode]):
        base = launch(1, mode, {}, args)
        rows.append((mode, "1 rank", base, base))
        for name, env in configs:
            r = launch(2, mode, env, args)
            rows.append((mode, f"2 ranks, {name}", r, base))
    lines = [f"| mode | run | allreduces/step | ms/step | samples/s | comm ms/step (share) | check ms/step | "
             f"speed-up in samples/s | fastest step ms (comm ms) | one {rows[0][2]['nbytes'] / 1e6:.1f} MB "
             f"AllReduce alone, median / fastest |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for mode, name, r, base in rows:
        sps = r["ranks"] * args.batch / r["step"]
        base_sps = base["ranks"] * args.batch / base["step"]
        lines.append(f"| {mode} | {name} | {r['calls'] if r['ranks'] > 1 else 0} | {r['step'] * 1e3:.2f} | {sps:,.0f} | "
                     f"{r['comm'] * 1e3:.3f} ({r['comm'] / r['step'] * 100:.1f} %) | {r['check'] * 1e3:.3f} | "
                     f"{sps / base_sps:.2f}x | {r['step_min'] * 1e3:.2f} ({r['comm_min'] * 1e3:.2f}) | "
                     f"{r['alone'] * 1e3:.2f} / {r['alone_min'] * 1e3:.2f} ms |")
    table = "\n".join(lines)
    print(table)
    if args.append:
        head = (f"\n\n## Data parallelism over MPI (`python benchmarks/bench_distributed.py`, "
                f"{time.strftime('%Y-%m-%d')})\n\n"
                f"W3's train step under `DATA_PARALLEL`, batch {args.batch} per rank, one BLAS/Numba thread per rank, "
                f"MPICH {_mpich_version()} shared memory on this 2-CPU VM (load average {os.getloadavg()[0]:.1f} "
                f"when it ran: other jobs shared the CPUs); medians of {args.steps} steps.\n\n")
        with open(os.path.join(ROOT, "benchmarks", "RESULTS.md"), "a") as f:
            f.write(head + table + "\n")


def _mpich_version() -> str:
    try:
        from importlib.metadata import version

        return version("mpich")
    except Exception:  # noqa: BLE001
        return "?"


if __name__ == "__main__":
    main()
