"""Differential fuzzing of msgraph: random programs, every mode, the numpy reference, gradients.

Each program drawn by :mod:`msgraph.testing.fuzz_gen` is written to a module file (the compiler
reads source) and imported; then

* the numpy reference runs first (inputs are redrawn while a data-dependent branch or a kink
  is too close to call -- see ``_Margins`` in the generated prelude);
* PyNative (the eager tape) runs and is compared with the reference: values AND dtypes;
* Graph mode runs at O0, O1 and O2 (``ms.jit(net, jit_config=...)``, twice: the compile and
  the cached call), once more through ``GRAPH_MODE`` (the Cell hook), and through every extra
  code generator that is installed (the Numba backend when present), each compared with
  PyNative;
* gradients (``GradOperation(get_all=True, get_by_list=True)`` of a weighted sum of the
  outputs) are taken in PyNative and in Graph mode at each level and compared;
* float64 programs: every gradient (inputs and Parameters) is checked against central finite
  differences of the *reference*, along a random direction per leaf;
* Parameters must be unchanged afterwards.

A failure is a mismatch, a crash (an exception that is not a clean
:class:`msgraph.errors.MsGraphError`, or an "internal error" one), a clean error from Graph
mode on a program PyNative runs, or a hang.  Failures are shrunk (statements deleted, blocks
flattened, outputs dropped while the same failure persists) and written as standalone repro
files.

Command line::

    python -m msgraph.testing.fuzz --n 10000 --seed 0 --out fuzz-out --jobs 2

Layout: this module is the stable entry point (every name below, and ``python -m
msgraph.testing.fuzz``); the code lives in :mod:`msgraph.testing.fuzzing` -- ``results``
(failures, comparison), ``backends``, ``runner`` (:func:`check_program`), ``shrink``, ``repro``
and ``campaign``.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from typing import Optional, Sequence

# (names beyond __all__ are re-exported for code that imported them from the old single module)
from .fuzzing.backends import (  # noqa: F401
    _backend_module, _env, _verify_ir, cuda_sim_available, cuda_sim_backend, numba_available, numba_backend,
    python_backend,
)
from .fuzzing.campaign import (  # noqa: F401
    _KIND_ORDER, _STAGE_ORDER, Summary, _opts_for, _run_range, primary_failure, run_campaign,
)
from .fuzzing.generator import generate
from .fuzzing.program import Program, Stmt  # noqa: F401
from .fuzzing.repro import _main_block, fd_report, write_repro  # noqa: F401
from .fuzzing.results import (  # noqa: F401
    _INTERNAL_MARKERS, Failure, Result, _classify, _exc_text, _floor_tol, _is_clean, _leaf_tol, _np_of, _Timeout,
    assert_same, compare,
)
from .fuzzing.runner import (  # noqa: F401
    BRANCH_MARGIN, DATA_ATTEMPTS, FD_EPS, FD_TOL, KINK_MARGIN, LEVELS, TOL_GRAD, TOL_MODES, TOL_REF, Loaded,
    _check_fd, _check_loaded, _choose_data, _grads_split, _leaves, _param_map, _param_map_items, _tensors,
    check_program, program_modes,
)
from .fuzzing.shrink import _cleanup, _edits, _keep_output, _render_body, _stmt_lists, shrink  # noqa: F401

__all__ = ["check_program", "run_campaign", "shrink", "write_repro", "assert_same", "Failure", "Result",
           "Summary", "main", "LEVELS"]


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m msgraph.testing.fuzz",
                                 description="Differential fuzzing of msgraph: PyNative vs Graph O0/O1/O2 vs a "
                                             "numpy reference, gradients vs finite differences.")
    ap.add_argument("--n", type=int, default=200, help="number of programs (default 200)")
    ap.add_argument("--seed", type=int, default=0, help="first program seed (programs seed..seed+n-1)")
    ap.add_argument("--out", default="fuzz-out", help="directory for repro files and summary.json")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per program before it counts as a hang")
    ap.add_argument("--no-shrink", action="store_true", help="write failing programs unshrunk")
    ap.add_argument("--no-grad", action="store_true", help="skip gradient checks")
    ap.add_argument("--size", choices=("small", "normal", "large"), default="normal")
    ap.add_argument("--progress", action="store_true", help="progress lines on stderr every 100 programs")
    ap.add_argument("--numba-every", type=int, default=5,
                    help="also run the Numba backend (kernels compiled before the first call) on every K-th "
                         "program (0: never; default 5)")
    ap.add_argument("--cudasim-every", type=int, default=50,
                    help="also run the CUDA backend under Numba's simulator (the real GPU with "
                         "MSGRAPH_FUZZ_GPU=1) on every K-th program, when the CUDA backend exists (0: never; "
                         "default 50)")
    ap.add_argument("--no-verify-ir", action="store_true", help="do not verify the IR after every pass")
    ap.add_argument("--known", default="", help="comma-separated open KNOWN_ISSUES forms to generate anyway "
                                                 "('all')")
    ap.add_argument("--one", type=int, default=None, help="check one seed and print its source and result")
    a = ap.parse_args(argv)
    from .fuzzing.vocab import KNOWN_ISSUES

    known = tuple(KNOWN_ISSUES) if a.known == "all" else tuple(k for k in a.known.split(",") if k)
    if a.cudasim_every and importlib.util.find_spec("msgraph.codegen.numba_cuda") is not None \
            and os.environ.get("MSGRAPH_FUZZ_GPU") != "1":   # MSGRAPH_FUZZ_GPU=1: the machine's own GPU
        os.environ.setdefault("NUMBA_ENABLE_CUDASIM", "1")   # before numba.cuda is imported
    opts = dict(numba_every=a.numba_every, cudasim_every=a.cudasim_every, verify_ir=not a.no_verify_ir,
                known=known)
    if a.one is not None:
        prog = generate(a.one, size=a.size, known=known)
        print(prog.source())
        kw = _opts_for(a.one, opts)
        kw["grad"] = not a.no_grad
        r = check_program(prog, timeout=a.timeout, **kw)
        print(f"status: {r.status}  checks: {r.checks}")
        for f in r.failures:
            print(f"--- {f.title()}\n{f.detail}")
        return 1 if r.failures else 0
    # (the workers run msgraph.testing.fuzzing.campaign._run_range: importable, unlike ``__main__``)
    summ = run_campaign(a.n, a.seed, a.out, jobs=a.jobs, shrink_failures=not a.no_shrink, timeout=a.timeout,
                        grad=not a.no_grad, size=a.size, progress=a.progress, **opts)
    print(summ.report())
    for f in summ.failures[:50]:
        print(f"seed {f['seed']}: {f['kind']} in {f['stage']} [{f['mode']}] {f['exc_type']} -> {f['repro']}")
    print(f"summary: {os.path.join(a.out, 'summary.json')}")
    return 1 if summ.failed else 0


if __name__ == "__main__":
    sys.exit(main())
