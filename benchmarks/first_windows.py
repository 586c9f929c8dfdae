"""Issue #20's "first 30 s" / "first 2 s" targets measured in alternating rounds (convnets.py's windows).

    OPENBLAS_NUM_THREADS=1 taskset -c 1 python benchmarks/first_windows.py W7,W8 2        # 2 rounds each, 30 s
    OPENBLAS_NUM_THREADS=1 taskset -c 1 python benchmarks/first_windows.py W1,W3 4 --seconds 2

W7 / W8 windows count from before the first call, W1 / W3 windows from just after it (convnets.window_child).

``convnets.py`` runs its three windows (Graph cold cache, Graph warm cache, PyNative) one after the other, once: on
a shared machine the load moves between them, and their wall-clock ratio moves with it.  Here each round runs, in
fresh processes and in an order rotated every round, PyNative with convnets.py's kernel cache (the system temp
directory, where PyNative's eager kernels are usually cached already), Graph from an empty cache, and PyNative
from an empty cache; one JSON line per window (steps, mean wall step, first call, CPU a step of the calling thread
and of the process: the compile server's process is not counted), then each window's medians and the Graph cold /
PyNative ratios of the medians.  Pin it (``taskset``) so that every window, its compile server included, shares
one CPU, as ``convnets.py --cores 1`` does.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import convnets as cn  # noqa: E402

WINDOWS = (("PyNative, temp-dir cache", "pynative", False), ("Graph, cold cache", "graph", True),
           ("PyNative, cold cache", "pynative", True))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("workloads", help="W7, W8, W1, W3, comma-separated")
    ap.add_argument("rounds", type=int)
    ap.add_argument("--seconds", type=float, default=30.0)
    args = ap.parse_args()
    for w in args.workloads.split(","):
        got: dict = {name: [] for name, _, _ in WINDOWS}
        for r in range(args.rounds):
            order = WINDOWS[r % 3:] + WINDOWS[:r % 3]
            for name, mode, cold in order:
                with tempfile.TemporaryDirectory() as d:
                    res = cn.window(w, mode, args.seconds, d if cold else tempfile.gettempdir())
                n = res["steps"]
                row = {"w": w, "round": r, "window": name, "steps": n,
                       "mean_ms": round(res["elapsed"] / n * 1e3, 2) if n else None,
                       "first_ms": round(res["first"] * 1e3), "load": round(os.getloadavg()[0], 1),
                       "thread_cpu_ms": round(res["thread_cpu"] / n * 1e3, 2) if n else None,
                       "process_cpu_ms": round(res["process_cpu"] / n * 1e3, 2) if n else None,
                       "utc": time.strftime("%H:%M:%S", time.gmtime())}
                got[name].append(row)
                print(json.dumps(row), flush=True)
        med = {name: {k: statistics.median(x[k] for x in rows) for k in ("mean_ms", "thread_cpu_ms", "steps")}
               for name, rows in got.items() if rows and all(x["steps"] for x in rows)}
        for name, m in med.items():
            print(f"{w} {name}: median {m['steps']:g} steps, mean step {m['mean_ms']:.2f} ms wall, "
                  f"{m['thread_cpu_ms']:.2f} ms thread CPU")
        g = med.get("Graph, cold cache")
        for name in ("PyNative, temp-dir cache", "PyNative, cold cache"):
            if g and name in med:
                print(f"{w} Graph cold / {name}: wall {g['mean_ms'] / med[name]['mean_ms']:.2f}, "
                      f"thread CPU {g['thread_cpu_ms'] / med[name]['thread_cpu_ms']:.2f}")


if __name__ == "__main__":
    main()
