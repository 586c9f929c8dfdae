"""Campaigns: many seeds, optionally on worker processes, with shrunk repros and ``summary.json``."""
from __future__ import annotations

import dataclasses
import json
import os
import sys
import tempfile
import time
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .generator import generate
from .repro import write_repro
from .results import Failure, Result
from .runner import LEVELS, check_program
from .shrink import shrink

__all__ = ["Summary", "run_campaign", "primary_failure"]


@dataclasses.dataclass
class Summary:
    programs: int = 0
    ok: int = 0
    failed: int = 0
    mismatches: int = 0
    crashes: int = 0
    graph_errors: int = 0
    pynative_errors: int = 0
    hangs: int = 0
    invalid: int = 0
    skipped_reference: int = 0
    reference_compared: int = 0
    fd_programs: int = 0
    fd_leaves: int = 0
    fd_nonsmooth: int = 0
    runs: int = 0
    compares: int = 0
    float32: int = 0
    float64: int = 0
    seconds: float = 0.0
    features: Dict[str, int] = dataclasses.field(default_factory=dict)
    failures: List[Dict[str, Any]] = dataclasses.field(default_factory=list)

    def add(self, r: Result) -> None:
        self.programs += 1
        if r.status == "fail":
            self.failed += 1
        elif r.status == "ok":
            self.ok += 1
        kinds = {f.kind for f in r.failures}
        self.mismatches += "mismatch" in kinds
        self.crashes += "crash" in kinds
        self.graph_errors += "graph_error" in kinds
        self.pynative_errors += "pynative_error" in kinds
        self.hangs += "hang" in kinds
        self.invalid += "invalid" in kinds
        self.skipped_reference += r.status == "skip" or (not r.reference_compared and r.status == "ok")
        self.reference_compared += r.reference_compared
        self.fd_programs += r.fd_checked
        self.fd_leaves += r.checks.get("fd_leaves", 0)
        self.fd_nonsmooth += r.checks.get("fd_nonsmooth", 0)
        self.runs += r.checks.get("runs", 0)
        self.compares += r.checks.get("compares", 0)
        if r.dtype == "float32":
            self.float32 += 1
        else:
            self.float64 += 1
        for f in r.features:
            self.features[f] = self.features.get(f, 0) + 1
        for f in r.failures:
            self.failures.append({"seed": r.seed, "kind": f.kind, "stage": f.stage, "mode": f.mode,
                                  "exc_type": f.exc_type, "repro": f.repro,
                                  "detail": f.detail.strip().splitlines()[-1][:300] if f.detail.strip() else ""})

    def merge(self, o: "Summary") -> None:
        for fld in dataclasses.fields(self):
            a, b = getattr(self, fld.name), getattr(o, fld.name)
            if isinstance(a, dict):
                for k, v in b.items():
                    a[k] = a.get(k, 0) + v
            elif isinstance(a, list):
                a.extend(b)
            elif fld.name != "seconds":
                setattr(self, fld.name, a + b)

    def report(self) -> str:
        lines = [
            f"programs: {self.programs}  (float32 {self.float32}, float64 {self.float64})",
            f"ok: {self.ok}  failed: {self.failed}  reference-ambiguous (mode-vs-mode only): {self.skipped_reference}",
            f"mismatches: {self.mismatches}  crashes: {self.crashes}  graph errors: {self.graph_errors}  "
            f"PyNative errors: {self.pynative_errors}  hangs: {self.hangs}  invalid programs: {self.invalid}",
            f"compared with the numpy reference: {self.reference_compared}  executions: {self.runs}  "
            f"comparisons: {self.compares}",
            f"finite-difference checked programs: {self.fd_programs} ({self.fd_leaves} leaves, "
            f"{self.fd_nonsmooth} skipped as non-smooth)",
            "features: " + ", ".join(f"{k} {v}" for k, v in sorted(self.features.items())),
            f"wall time: {self.seconds:.0f} s",
        ]
        return "\n".join(lines)


_STAGE_ORDER = ("load", "reference", "forward", "cached", "graph_mode", "grad", "fd", "params")
_KIND_ORDER = ("crash", "hang", "mismatch", "graph_error", "pynative_error", "invalid")


def primary_failure(failures: Sequence[Failure]) -> Failure:
    """The failure to shrink and reproduce first: the worst kind, the earliest stage, the plainest mode."""
    def key(f: Failure) -> Tuple[int, int, int, str]:
        mode_rank = 0 if f.mode in ("PyNative", "numpy") else (1 if f.mode in LEVELS else 2)
        return (_KIND_ORDER.index(f.kind) if f.kind in _KIND_ORDER else 9,
                _STAGE_ORDER.index(f.stage) if f.stage in _STAGE_ORDER else 9, mode_rank, f.mode)
    return sorted(failures, key=key)[0]


def _opts_for(seed: int, opts: Dict[str, Any]) -> Dict[str, Any]:
    ne, ce = opts.get("numba_every", 0), opts.get("cudasim_every", 0)
    return dict(grad=opts.get("grad", True), fd=opts.get("fd", True), levels=opts.get("levels", LEVELS),
                verify_ir=opts.get("verify_ir", True),
                numba=bool(ne) and seed % ne == 0, cuda_sim=bool(ce) and seed % ce == 0)


def _run_range(args: Tuple[List[int], Optional[str], bool, float, Dict[str, Any]]) -> Summary:
    seeds, out_dir, do_shrink, timeout, opts = args
    summ = Summary()
    workdir = tempfile.mkdtemp(prefix="msgraph-fuzz-")
    log_path = None
    if out_dir:
        os.makedirs(out_dir, exist_ok=True)
        log_path = os.path.join(out_dir, f"results-{os.getpid()}.jsonl")
    t0 = time.perf_counter()
    try:
        for seed in seeds:
            prog = generate(seed, size=opts.get("size", "normal"), known=opts.get("known", ()))
            kw = _opts_for(seed, opts)
            r = check_program(prog, workdir=workdir, timeout=timeout, **kw)
            if r.failures and out_dir:
                first = primary_failure(r.failures)
                p = prog
                if do_shrink and first.kind != "invalid":
                    try:
                        p, _ = shrink(prog, first, workdir=workdir, numba=kw["numba"], cuda_sim=kw["cuda_sim"])
                    except Exception:
                        p = prog
                path = write_repro(p, first, out_dir, others=r.failures)
                for f in r.failures:
                    f.repro = path
            summ.add(r)
            if log_path:
                with open(log_path, "a", encoding="utf-8") as f:
                    f.write(json.dumps({"seed": seed, "status": r.status, "dtype": r.dtype, "seconds": round(r.seconds, 3),
                                        "modes": r.checks.get("modes", 0),
                                        "failures": [dataclasses.asdict(x) | {"detail": x.detail[-400:]}
                                                     for x in r.failures]}) + "\n")
            if opts.get("progress") and opts.get("jobs", 1) <= 1 and summ.programs % 100 == 0:
                print(f"{summ.programs}/{len(seeds)} programs, {summ.failed} failed", file=sys.stderr, flush=True)
    finally:
        try:
            for f in os.listdir(workdir):
                os.remove(os.path.join(workdir, f))
            os.rmdir(workdir)
        except OSError:
            pass
    summ.seconds = time.perf_counter() - t0
    return summ


def run_campaign(n: int, seed: int = 0, out_dir: Optional[str] = None, jobs: int = 1, shrink_failures: bool = True,
                 timeout: float = 120.0, **opts: Any) -> Summary:
    """Check programs ``seed .. seed+n-1``; failing programs are shrunk and written to ``out_dir``."""
    t0 = time.perf_counter()
    seeds = list(range(seed, seed + n))
    opts["jobs"] = jobs
    if jobs <= 1:
        summ = _run_range((seeds, out_dir, shrink_failures, timeout, opts))
    else:
        import multiprocessing as mp

        # small interleaved chunks balance the load (Numba/CUDA-simulator programs are slower)
        size = max(1, min(25, len(seeds) // (4 * jobs)))
        chunks = [seeds[i:i + size] for i in range(0, len(seeds), size)]
        # spawn: a forked child would inherit the parent's threads' locks (Numba's compile thread)
        ctx = mp.get_context("spawn")
        summ = Summary()
        with ctx.Pool(jobs) as pool:
            for part in pool.imap_unordered(_run_range, [(c, out_dir, shrink_failures, timeout, opts)
                                                         for c in chunks]):
                summ.merge(part)
                if opts.get("progress"):
                    print(f"{summ.programs}/{len(seeds)} programs, {summ.failed} failed", file=sys.stderr,
                          flush=True)
    summ.seconds = time.perf_counter() - t0
    if out_dir:
        os.makedirs(out_dir, exist_ok=True)
        summ.failures.sort(key=lambda f: f["seed"])
        with open(os.path.join(out_dir, "summary.json"), "w", encoding="utf-8") as f:
            json.dump(dataclasses.asdict(summ) | {"command": " ".join(sys.argv), "seed": seed, "n": n},
                      f, indent=1, sort_keys=True)
    return summ
