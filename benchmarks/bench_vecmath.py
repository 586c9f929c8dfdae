"""Benchmark msgraph.codegen.vecmath against NumPy and libm-calling Numba loops.

For N float32 elements (default 4M) it times, per operation:

* NumPy eager (``np.exp`` etc.; multi-op expressions allocate temporaries),
* a Numba loop calling ``math.*`` (scalar libm: the loop does not vectorize),
* a Numba loop calling ``vm.*`` (inlined, vectorized),

each single-threaded (``range``) and with ``parallel=True`` (``prange``), and
prints a markdown table of medians (the variants are timed round-robin).  It
also reports whether the ``vm`` loops contain packed SIMD instructions, the max
error of the ``vm`` outputs against float64 NumPy (in ulp; for the W1 chain, in
ulp of |relu*sigmoid| + |tanh*0.5| since the sum can cancel), and the
first-call compile time of a kernel using exp+tanh+sigmoid.

Run:  python benchmarks/bench_vecmath.py [--n 4000000] [--repeat 15] [--dtype float32]
                                         [--stat median|min]
"""
from __future__ import annotations

import argparse
import math
import os
import re
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# W1 is relu(x*1.5+0.3)*sigmoid(x)+tanh(x)*0.5.  Each op is
# (numpy eager, scalar body using math.*, scalar body using vm.*), written as
# source so that the same text is compiled for range and prange.
OPS = {
    "exp": ("np.exp(x)", "math.exp(v)", "vm.exp(v)"),
    "tanh": ("np.tanh(x)", "math.tanh(v)", "vm.tanh(v)"),
    "sigmoid": ("ONE / (ONE + np.exp(-x))", "ONE / (ONE + math.exp(-v))", "vm.sigmoid(v)"),
    "W1 chain": (
        "np.maximum(x * A + B, ZERO) * (ONE / (ONE + np.exp(-x))) + np.tanh(x) * HALF",
        "max(v * A + B, ZERO) * (ONE / (ONE + math.exp(-v))) + math.tanh(v) * HALF",
        "max(v * A + B, ZERO) * vm.sigmoid(v) + vm.tanh(v) * HALF",
    ),
}

KERNEL_SRC = """
def {name}(x, out):
    for i in {rng}(x.shape[0]):
        v = x[i]
        out[i] = {body}
"""


def build(dtype):
    import numba
    from msgraph.codegen import vecmath as vm

    t = np.dtype(dtype).type
    env = dict(np=np, math=math, vm=vm, prange=numba.prange, A=t(1.5), B=t(0.3),
               ZERO=t(0.0), ONE=t(1.0), HALF=t(0.5))
    kernels = {}
    for op, (eager, mbody, vbody) in OPS.items():
        ks = {"numpy": eval("lambda x: " + eager, env)}
        for impl, body in (("math", mbody), ("vm", vbody)):
            for par, rng in ((False, "range"), (True, "prange")):
                name = f"k_{impl}_{'par' if par else 'seq'}"
                ns = dict(env)
                exec(KERNEL_SRC.format(name=name, rng=rng, body=body), ns)
                ks[(impl, par)] = numba.njit(parallel=par)(ns[name])
        kernels[op] = ks
    return kernels, env


def interleaved_times(fns: dict, repeat: int, stat=np.median) -> dict:
    """`stat` (median by default) of each callable's wall time, timing them
    round-robin so that load changes on a shared machine hit every variant
    alike.  On a busy machine ``np.min`` estimates the unloaded cost better."""
    ts = {k: [] for k in fns}
    for _ in range(repeat):
        for k, fn in fns.items():
            t0 = time.perf_counter()
            fn()
            ts[k].append(time.perf_counter() - t0)
    return {k: float(stat(v)) for k, v in ts.items()}


_PACKED = r"\bv?(?:mul|add|sub|f[n]?m(?:add|sub)\d*){}\s+[^\n]*%[xyz]mm"


def packed_simd(asm: str, dtype) -> bool:
    """Packed (vector) float arithmetic on xmm/ymm/zmm registers in the asm."""
    suffix = "ps" if np.dtype(dtype) == np.float32 else "pd"
    return re.search(_PACKED.format(suffix), asm) is not None


def ulp_error(y, ref, scale, dtype):
    """max |y - ref| in ulp of `scale` (default |ref|) at dtype's precision."""
    nbits = 24 if np.dtype(dtype) == np.float32 else 53
    emin = -149 if nbits == 24 else -1074
    _, e = np.frexp(np.abs(ref) if scale is None else scale)
    u = np.ldexp(1.0, np.maximum(e - nbits, emin))
    err = np.abs(y.astype(np.float64) - ref) / u
    return float(np.nanmax(err))


def compile_time_probe(dtype):
    """First-call latency (compile + run on 1000 elements) of: an empty kernel
    (Numba's one-off warm-up), a loop of plain arithmetic, and the same loop
    using vm.exp + vm.tanh + vm.sigmoid -- the difference of the last two is
    what vecmath adds to a kernel's compile time."""
    import numba
    from msgraph.codegen import vecmath as vm

    t = np.dtype(dtype).type
    two, one = t(2.0), t(1.0)
    x = np.linspace(-5, 5, 1000).astype(dtype)
    out = np.empty_like(x)

    def empty(x, out):
        pass

    def plain(x, out):
        for i in range(x.shape[0]):
            out[i] = x[i] * two + one

    def with_vm(x, out):
        for i in range(x.shape[0]):
            out[i] = vm.exp(x[i]) + vm.tanh(x[i]) * vm.sigmoid(x[i])

    k = numba.njit(empty)
    t0 = time.perf_counter()
    k(x, out)
    warmup = time.perf_counter() - t0
    times = {"plain": [], "vm": []}
    for _ in range(3):                  # fresh dispatchers each round: all compiles
        for key, fn in (("plain", plain), ("vm", with_vm)):
            k = numba.njit(fn)
            t0 = time.perf_counter()
            k(x, out)
            times[key].append(time.perf_counter() - t0)
    return warmup, float(np.median(times["plain"])), float(np.median(times["vm"]))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=4_000_000)
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--dtype", default="float32", choices=["float32", "float64"])
    ap.add_argument("--stat", default="median", choices=["median", "min"],
                    help="statistic over the runs (min is more robust on a busy machine)")
    args = ap.parse_args(argv)

    import numba

    t_empty, t_plain, t_vm = compile_time_probe(args.dtype)

    kernels, env = build(args.dtype)
    rng = np.random.default_rng(0)
    x = (rng.standard_normal(args.n) * 4).astype(args.dtype)
    out = np.empty_like(x)
    x64 = x.astype(np.float64)
    w1a = np.maximum(x64 * 1.5 + 0.3, 0) / (1 + np.exp(-x64))
    w1b = np.tanh(x64) * 0.5
    # reference and the magnitude the error is measured against (W1's two
    # terms can cancel, so its error is in ulp of |a| + |b|)
    refs = {
        "exp": (np.exp(x64), None), "tanh": (np.tanh(x64), None),
        "sigmoid": (1 / (1 + np.exp(-x64)), None),
        "W1 chain": (w1a + w1b, np.abs(w1a) + np.abs(w1b)),
    }

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"# vecmath benchmark: n={args.n} {args.dtype}, {args.stat} of {args.repeat} interleaved "
          f"runs, numba {numba.__version__}, {numba.config.NUMBA_NUM_THREADS} threads, "
          f"CPU {numba.config.CPU_NAME or _host_cpu()}, load avg {load:.1f}")
    print()
    print("| op | numpy eager | numba math (1 thr) | numba vm (1 thr) | numba math (prange) "
          "| numba vm (prange) | vm speedup vs numpy (1 thr / prange) | vm packed SIMD "
          "| vm max err (ulp) |")
    print("|---|---|---|---|---|---|---|---|---|")
    variants = [("math", False), ("vm", False), ("math", True), ("vm", True)]
    for op, ks in kernels.items():
        for v in variants:
            ks[v](x, out)                                   # compile outside the timing
        k = ks[("vm", False)]
        k(x, out)
        simd = "yes" if packed_simd(k.inspect_asm(k.signatures[0]), args.dtype) else "NO"
        err = ulp_error(out, *refs[op], dtype=args.dtype)
        fns = {"numpy": lambda: ks["numpy"](x)}
        fns.update({v: (lambda k=ks[v]: k(x, out)) for v in variants})
        t = interleaved_times(fns, args.repeat, stat=getattr(np, args.stat))
        cells = [f"{t[c] * 1e3:.2f} ms" for c in ["numpy"] + variants]
        speed = f"{t['numpy'] / t[('vm', False)]:.1f}x / {t['numpy'] / t[('vm', True)]:.1f}x"
        print(f"| {op} | " + " | ".join(cells) + f" | {speed} | {simd} | {err:.2f} |")
    print()
    print(f"first-call compile ({args.dtype}, median of 3): empty kernel {t_empty * 1e3:.0f} ms "
          f"(Numba's one-off warm-up), arithmetic loop {t_plain * 1e3:.0f} ms, the same loop with "
          f"vm.exp+vm.tanh+vm.sigmoid {t_vm * 1e3:.0f} ms "
          f"(vecmath adds {(t_vm - t_plain) * 1e3:.0f} ms)")


def _host_cpu():
    try:
        import llvmlite.binding as ll
        return ll.get_host_cpu_name()
    except Exception:  # pragma: no cover
        return "?"


if __name__ == "__main__":
    main()
