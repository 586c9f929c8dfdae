"""Run the benchmark suite (W1-W6) and print a markdown table of medians and ratios.

Usage::

    python benchmarks/run.py                 # everything (several minutes on 2 cores)
    python benchmarks/run.py --only W1,W5    # some workloads
    python benchmarks/run.py --quick         # smaller W1, one W6 repeat
    python benchmarks/run.py --cores 1       # every implementation confined to one CPU

Peers (JAX ``jit``, PyTorch eager) are timed only when installed.  Graph rows
are steady state (kernels compiled first); W6 measures first calls in fresh
processes.  Nothing here asserts on time: read the table.
"""
from __future__ import annotations

import argparse
import datetime
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", default="W1,W2,W3,W4,W5,W6", help="comma-separated workloads")
    ap.add_argument("--quick", action="store_true", help="smaller W1 and one W6 process per cell")
    ap.add_argument("--out", default="", help="also write the markdown table to this file")
    ap.add_argument("--blas-threads", type=int, default=0,
                    help="limit OpenBLAS (numpy, msgraph's matmuls) and PyTorch to N threads (0: their default)")
    ap.add_argument("--cores", type=int, default=0,
                    help="confine the process (every implementation, all their threads) to N CPUs")
    args = ap.parse_args(argv)
    only = [w.strip().upper() for w in args.only.split(",") if w.strip()]
    if args.cores:
        # Before numpy/numba/jax/torch size their thread pools, so each sees N CPUs.
        os.sched_setaffinity(0, set(sorted(os.sched_getaffinity(0))[: args.cores]))
    if args.blas_threads:
        # Must happen before numpy/torch create their pools.
        for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
            os.environ[var] = str(args.blas_threads)
        os.environ["MSGRAPH_BENCH_TORCH_THREADS"] = str(args.blas_threads)

    from harness import Table, machine
    from workloads import BASELINE, WORKLOADS

    table = Table()
    print(f"# msgraph benchmarks -- {machine()}", file=sys.stderr)
    for w in only:
        if w in WORKLOADS:
            print(f"{w} ...", file=sys.stderr, flush=True)
            WORKLOADS[w](table, args.quick)
    if "W6" in only:
        import w6_first_call

        print("W6 ... (fresh processes)", file=sys.stderr, flush=True)
        w6_first_call.measure(table, repeats=1 if args.quick else 3)
    base = dict(BASELINE)
    threads = f"BLAS/PyTorch threads: {args.blas_threads or 'default'}; CPUs: {len(os.sched_getaffinity(0))}"
    text = (f"Machine: {machine()}; {threads}\n\nDate: {datetime.date.today().isoformat()}\n\n"
            + table.markdown(base))
    print(text)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
