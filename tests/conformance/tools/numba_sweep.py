"""Run the Graph-mode conformance programs on the Numba kernels (not run in CI).

CI runs every conformance program's Graph mode on the numpy backend (tests/conftest.py) and only
``NUMBA_SAMPLE`` (test_conformance.py) on the kernels.  This driver runs them all, or the areas
named, through test_conformance's ``_check`` with ``MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1
MSGRAPH_TIER_US=0`` (what ``test_numba_kernels_match_mindspore`` sets), in a worker subprocess per
area (restarted after a program that runs past ``--timeout`` or kills it), and writes a summary:
program, pass/fail/skip, first problem line, kernels that ran, Numba fallbacks, and -- for a failure --
whether the numpy backend passes it (a failure only on the kernels is a kernel/numpy disagreement).
``MSGRAPH_CHECK_KERNELS=1`` is on with a bitwise check: every kernel result that is not bit for bit
its numpy version's (NaN payloads aside; -0.0 != 0.0) is counted, with the first, even where the
program's tolerance passes::

    cd /work/wt-X && PYTHONPATH=$PWD nice -n 10 python tests/conformance/tools/numba_sweep.py \\
        --out /tmp/numba_sweep [--timeout 300] [AREA_GLOB ...]      # default: every area

Writes ``OUT/AREA.jsonl`` (one record per program) and prints/writes ``OUT/summary.txt``.  An area
whose jsonl exists is skipped unless ``--force`` (reruns are incremental; the Numba disk cache makes
recompiles cheaper too).  ``--worker AREA FILE`` is the per-area subprocess.
"""
from __future__ import annotations

import argparse
import fnmatch
import glob
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CONF = os.path.dirname(HERE)
PROGRAMS = os.path.join(CONF, "programs")
KERNEL_ENV = {"MSGRAPH_NUMBA": "1", "MSGRAPH_SYNC_COMPILE": "1", "MSGRAPH_TIER_US": "0"}


def _areas():
    return sorted(d for d in os.listdir(PROGRAMS) if os.path.isdir(os.path.join(PROGRAMS, d)))


def _programs(area):
    return sorted(p for p in glob.glob(os.path.join(PROGRAMS, area, "*.py"))
                  if not os.path.basename(p).startswith("_") and os.path.exists(p[:-3] + ".expected.json"))


def _outcome(path):
    """('pass'|'fail'|'skip', first problem line) of test_conformance._check in Graph mode."""
    import test_conformance as tc

    try:
        tc._check(path, "graph")
        return "pass", ""
    except BaseException as e:  # pytest's Failed/Skipped are BaseExceptions
        if isinstance(e, KeyboardInterrupt):
            raise
        kind = "skip" if type(e).__name__ == "Skipped" else "fail"
        msg = str(getattr(e, "msg", "") or e) or type(e).__name__
        if kind == "fail" and not isinstance(e, AssertionError) and type(e).__name__ != "Failed":
            msg = f"{type(e).__name__}: {msg}"
        return kind, msg.strip().splitlines()[0][:400] if msg.strip() else type(e).__name__


class _Disagreements:
    """A logging handler that keeps MSGRAPH_CHECK_KERNELS's "kernel ... disagrees" warnings."""

    def __init__(self):
        import logging

        class H(logging.Handler):
            def emit(h, record):
                self.msgs.append(record.getMessage().splitlines()[0][:300])

        self.msgs = []
        self.handler = H(logging.WARNING)
        logging.getLogger("msgraph.codegen").addHandler(self.handler)
        self._strict_check()

    def _strict_check(self):
        """Make MSGRAPH_CHECK_KERNELS bitwise: a kernel result must equal its numpy version bit for bit
        (NaNs compare equal whatever their payload; -0.0 != 0.0); the max |diff| says how far off."""
        import numpy as np
        from msgraph.codegen import backend

        def checked(spec, kernel):
            ref = backend.group_function(spec.node)

            def call(*args):
                got = kernel(*args)
                if len(args) > len(spec.node.inputs):   # array constants passed in: a kernel shared by graphs
                    return got                           # whose constants differ from spec.node's (ref's)
                want = ref(*args)
                gl = got if isinstance(got, tuple) else (got,)
                for g, w, r in zip(gl, want, spec.node.blocks[0].results):
                    g, w = np.asarray(g), np.asarray(w)
                    if g.dtype != w.dtype or g.shape != w.shape:
                        self.msgs.append(f"kernel {spec.name} ({spec.node.loc}) on {r!r}: {g.dtype}{g.shape} "
                                         f"vs numpy {w.dtype}{w.shape}")
                        continue
                    if g.dtype.kind not in "biufc" or g.size == 0:
                        continue
                    if g.dtype.kind in "fc":
                        gn, wn = np.isnan(g), np.isnan(w)
                        same = (gn & wn) | ((g == w) & (np.signbit(g) == np.signbit(w)) if g.dtype.kind == "f"
                                            else (g == w))
                    else:
                        same = g == w
                    if not np.all(same):
                        bad = ~same
                        gi, wi = g[bad].ravel()[0], w[bad].ravel()[0]
                        d = np.abs(g.astype(np.float64) - w.astype(np.float64))[bad] if g.dtype.kind != "c" else None
                        self.msgs.append(f"kernel {spec.name} ({spec.node.loc}) on {r!r} {g.dtype}: {bad.sum()} of "
                                         f"{g.size} differ, e.g. kernel {gi!r} numpy {wi!r}, max |diff| "
                                         f"{None if d is None else np.nanmax(d)}")
                return got

            return call

        backend._checked = checked


def _diff_of(msg):
    """The max |diff| a disagreement message ends with (NaN/None: first)."""
    try:
        v = float(msg.rsplit(" ", 1)[-1])
    except ValueError:
        return float("inf")
    return float("inf") if v != v else v


def worker(area, out, only=None):
    os.environ.update(KERNEL_ENV)
    os.environ["MSGRAPH_CHECK_KERNELS"] = "1"   # each kernel's numpy version runs too: disagreements
    dis = _Disagreements()                      # within the program's tolerance are listed as well
    os.environ.setdefault("MSGRAPH_COMPILE_PROCESS", "0")
    os.environ.setdefault("NUMBA_DISABLE_ERROR_MESSAGE_HIGHLIGHTING", "1")
    sys.path.insert(0, CONF)
    from msgraph.codegen import backend

    with open(out + ".part", "a" if only is not None else "w", encoding="utf-8") as f:
        for path in _programs(area):
            rel = os.path.relpath(path, PROGRAMS)[:-3]
            if only is not None and rel not in only:
                continue
            from harness import program_meta

            if "graph" not in program_meta(path)["MODES"]:   # recorded, so the driver moves past it
                f.write(json.dumps({"program": rel, "result": "pynative-only"}) + "\n")
                continue
            os.environ["MSGRAPH_NUMBA"] = "1"
            before = backend.stats()
            dis.msgs.clear()
            t0 = time.time()
            kind, msg = _outcome(path)
            after = backend.stats()
            rec = {"program": rel, "result": kind, "problem": msg, "secs": round(time.time() - t0, 1),
                   "kernels": after["kernels"] - before["kernels"],
                   "fallbacks": after["fallbacks"] - before["fallbacks"],
                   "disagreements": len(dis.msgs), "first_disagreement": dis.msgs[0] if dis.msgs else "",
                   "worst_disagreements": sorted(set(dis.msgs), key=_diff_of, reverse=True)[:5]}
            if kind == "fail":
                os.environ["MSGRAPH_NUMBA"] = "0"
                rec["numpy_backend"] = _outcome(path)[0]
            f.write(json.dumps(rec) + "\n")
            f.flush()
    if only is None:
        os.replace(out + ".part", out)


def _done(part):
    if not os.path.exists(part):
        return []
    with open(part, encoding="utf-8") as f:
        return [json.loads(line)["program"] for line in f if line.strip().endswith("}")]


def run_area(area, out, timeout):
    """The area's programs in worker subprocesses; one that runs past ``timeout`` seconds is killed,
    recorded as a timeout, and the worker restarts after it."""
    todo = [os.path.relpath(p, PROGRAMS)[:-3] for p in _programs(area)]
    part = out + ".part"
    if os.path.exists(part):
        os.remove(part)
    notes = []
    while True:
        done = set(_done(part))
        rest = [r for r in todo if r not in done]
        if not rest:
            break
        p = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker", area, out,
                              "--only", ",".join(rest)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             text=True)
        n, last = len(done), time.time()
        while p.poll() is None:
            time.sleep(1)
            k = len(_done(part))
            if k != n:
                n, last = k, time.time()
            elif time.time() - last > timeout:
                p.kill()
                p.wait()
                break
        err = p.stderr.read() if p.stderr else ""
        done = set(_done(part))
        rest = [r for r in todo if r not in done]
        if p.returncode == 0 and not rest:
            break
        if not rest:
            break
        # the worker died or hung in rest[0]
        cur = rest[0]
        why = "timeout" if p.returncode in (-9, None) else f"worker rc={p.returncode}"
        tail = err.strip().splitlines()[-1][:300] if err.strip() else ""
        notes.append(f"{cur}: {why} {tail}")
        with open(part, "a", encoding="utf-8") as f:
            f.write(json.dumps({"program": cur, "result": "fail", "problem": f"{why} {tail}", "secs": timeout,
                                "kernels": 0, "fallbacks": 0, "disagreements": 0, "first_disagreement": "",
                                "numpy_backend": "?"}) + "\n")
    os.replace(part, out)
    return notes


def summarize(out_dir):
    recs = []
    for fn in sorted(glob.glob(os.path.join(out_dir, "*.jsonl*"))):
        with open(fn, encoding="utf-8") as f:
            recs += [r for r in map(json.loads, filter(str.strip, f)) if r["result"] != "pynative-only"]
    lines = []
    for r in recs:
        if r["result"] != "pass":
            np_ = f" numpy_backend={r.get('numpy_backend')}" if r["result"] == "fail" else ""
            lines.append(f"{r['result'].upper():4} {r['program']} kernels={r['kernels']} "
                         f"fallbacks={r['fallbacks']}{np_}: {r['problem']}")
    for r in recs:
        if r["result"] == "pass" and r.get("disagreements"):
            lines.append(f"PASS {r['program']} with {r['disagreements']} kernel/numpy disagreements "
                         f"(MSGRAPH_CHECK_KERNELS): {r['first_disagreement']}")
    n = {k: sum(r["result"] == k for r in recs) for k in ("pass", "fail", "skip")}
    kernel_only = sum(r["result"] == "fail" and r.get("numpy_backend") == "pass" for r in recs)
    no_kernel = sum(r["kernels"] == 0 for r in recs)
    head = (f"{len(recs)} programs: {n['pass']} pass, {n['fail']} fail ({kernel_only} only on the kernels), "
            f"{n['skip']} skip; {no_kernel} compiled no kernel")
    text = "\n".join([head] + lines) + "\n"
    with open(os.path.join(out_dir, "summary.txt"), "w", encoding="utf-8") as f:
        f.write(text)
    return text


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("areas", nargs="*", help="area name globs (default: all)")
    ap.add_argument("--out", default="/tmp/numba_sweep")
    ap.add_argument("--force", action="store_true")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per program")
    ap.add_argument("--worker", nargs=2, metavar=("AREA", "FILE"))
    ap.add_argument("--only", help="worker: comma-separated programs (area/name) to run")
    a = ap.parse_args(argv)
    if a.worker:
        worker(*a.worker, only=None if a.only is None else set(a.only.split(",")))
        return 0
    os.makedirs(a.out, exist_ok=True)
    pats = a.areas or ["*"]
    areas = [d for d in _areas() if any(fnmatch.fnmatch(d, p) for p in pats)]
    for area in areas:
        out = os.path.join(a.out, area + ".jsonl")
        if os.path.exists(out) and not a.force:
            continue
        t0 = time.time()
        notes = run_area(area, out, a.timeout)
        print(f"{area}: {time.time() - t0:.0f}s {'; '.join(notes)}", flush=True)
    print(summarize(a.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
