"""Timing and reporting helpers shared by the W1-W6 benchmarks.

Times are medians of repeated calls after warm-up (``timeit``); every row of a
workload is measured in the same process and run, so ratios compare like with
like.  Peers (JAX, PyTorch) are optional: a workload simply has no row for a
peer that is not installed.
"""
from __future__ import annotations

import gc
import importlib
import platform
import statistics
import sys
import time
from typing import Any, Callable, Dict, List, Optional


def timeit(fn: Callable[[], Any], min_time: float = 0.6, min_reps: int = 7, max_reps: int = 200_000,
           warmup: int = 3) -> float:
    """Median seconds per call of ``fn`` (batches calls when one call is very short)."""
    for _ in range(warmup):
        fn()
    t0 = time.perf_counter()
    fn()
    one = max(time.perf_counter() - t0, 1e-7)
    batch = max(1, int(2e-3 / one))          # ~2 ms per sample: timer noise stays small
    samples: List[float] = []
    start = time.perf_counter()
    gc_was = gc.isenabled()
    gc.disable()
    try:
        while len(samples) < min_reps or (time.perf_counter() - start < min_time and
                                          len(samples) * batch < max_reps):
            t = time.perf_counter()
            for _ in range(batch):
                fn()
            samples.append((time.perf_counter() - t) / batch)
    finally:
        if gc_was:
            gc.enable()
    return statistics.median(samples)


def have(module: str) -> bool:
    try:
        m = importlib.import_module(module)
    except Exception:
        return False
    if module == "torch":
        import os

        n = os.environ.get("MSGRAPH_BENCH_TORCH_THREADS")
        if n:
            m.set_num_threads(int(n))
    return True


def fmt_time(s: Optional[float]) -> str:
    if s is None:
        return "n/a"
    if s < 1e-6:
        return f"{s * 1e9:.0f} ns"
    if s < 1e-3:
        return f"{s * 1e6:.2f} µs"
    if s < 1:
        return f"{s * 1e3:.2f} ms"
    return f"{s:.2f} s"


class Table:
    """Rows of (workload, implementation, seconds, note); prints markdown with ratios."""

    def __init__(self) -> None:
        self.rows: List[Dict[str, Any]] = []

    def add(self, workload: str, impl: str, seconds: Optional[float], note: str = "") -> None:
        self.rows.append({"w": workload, "impl": impl, "s": seconds, "note": note})
        print(f"  {workload:4s} {impl:28s} {fmt_time(seconds):>12s}  {note}", file=sys.stderr, flush=True)

    def get(self, workload: str, impl: str) -> Optional[float]:
        for r in self.rows:
            if r["w"] == workload and r["impl"] == impl:
                return r["s"]
        return None

    def markdown(self, baseline: Dict[str, str], focus: str = "Graph O1") -> str:
        out = ["| workload | implementation | median | vs " + "/".join(sorted(set(baseline.values()))) +
               f" | {focus} speed-up | note |",
               "| --- | --- | ---: | ---: | ---: | --- |"]
        for r in self.rows:
            base = self.get(r["w"], baseline.get(r["w"], "numpy"))
            mine = self.get(r["w"], focus)
            ratio = f"{r['s'] / base:.2f}×" if (base and r["s"]) else ""
            speed = f"{r['s'] / mine:.2f}×" if (mine and r["s"] and r["impl"] != focus) else ""
            out.append(f"| {r['w']} | {r['impl']} | {fmt_time(r['s'])} | {ratio} | {speed} | {r['note']} |")
        return "\n".join(out)


def machine() -> str:
    import numpy

    parts = [f"{platform.machine()}", f"Python {platform.python_version()}", f"numpy {numpy.__version__}"]
    try:
        import numba

        parts.append(f"numba {numba.__version__}")
    except ImportError:
        pass
    for mod in ("jax", "torch"):
        try:
            m = importlib.import_module(mod)
            parts.append(f"{mod} {m.__version__}")
        except Exception:
            parts.append(f"{mod} not installed")
    try:
        import os

        parts.insert(1, f"{os.cpu_count()} CPUs")
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    parts.insert(1, line.split(":", 1)[1].strip())
                    break
    except OSError:
        pass
    return ", ".join(parts)
