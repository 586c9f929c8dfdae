"""Suite-wide setup that must happen before any test module imports numba."""
import os
import sys

# Numba's highlighted error messages go through colorama, which swaps sys.stdout from
# whichever thread formats the message; a background kernel compile could then leave a later
# test's ``capsys`` reading an empty stream.  msgraph switches highlighting off when it imports
# numba (runtime/numba_env.py); test modules that import numba first get the same setting here.
os.environ.setdefault("NUMBA_DISABLE_ERROR_MESSAGE_HIGHLIGHTING", "1")
# Background kernel compiles stay in the worker thread in this suite: a child compile process per
# graph (the default, runtime/compile_process.py) costs a Python + Numba start-up each, and this suite
# compiles thousands of graphs, so the queue would fall minutes behind the tests that wait for it.
# tests/codegen/test_compile_process.py runs the child-process path in its own subprocesses.
os.environ.setdefault("MSGRAPH_COMPILE_PROCESS", "0")
# Tiering by measured time (MSGRAPH_TIER_US, codegen/backend.py) is off in this suite: every fused
# group gets its kernel as before, so kernel tests see the kernels they expect whatever the machine's
# load, and graphs called once are not timed and then compiled at wait_for_kernels (measured: the fuzz
# budget 61 s -> 46 s, the random-programs kernel test 43 s -> 26 s).  tests/runtime/test_tiering.py sets
# it explicitly.
os.environ.setdefault("MSGRAPH_TIER_US", "0")
# The user-frame walks of msgraph/ops/registry.py check which frame asks them (called_by_user: an op entry point or
# a registered user_check_site), so a helper frame added in between fails here instead of silently changing results.
os.environ.setdefault("MSGRAPH_CHECK_FRAMES", "1")


def _numpy_baseline_math():
    """Run this suite without numpy's AVX-512 loops (``NPY_DISABLE_CPU_FEATURES``).

    On a CPU with AVX-512, numpy 2 computes float32/float64 expm1, log1p, exp, pow... with other SIMD code (SVML)
    than on an AVX2 CPU, whose results differ in the last bit; MindSpore's CPU kernels give the same bits on both
    (re-recorded on an AVX-512 machine in session 38: equal), and the conformance recordings hold them bit for bit
    where msgraph's op definitions call numpy.  Measured on an AMD EPYC with AVX-512 (session 38): SeLU / ELU /
    cdist / the nnacl Exp emulation / log1p differed in the last bit; without the AVX-512 loops they match.
    docs/differences.md ("Platform: numpy's SIMD math") says what a user sees.

    numpy reads the variable when it is imported, and msgraph's pytest plugin (an entry point: it loads with the
    ``msgraph`` package) has imported it before this file runs: so the pytest process starts again, once, with the
    variable set (its children inherit it).  ``MSGRAPH_TEST_NUMPY_DISPATCH=1`` keeps numpy's dispatch (to measure
    what differs), and so does a run that is not a plain command line (no ``sys.orig_argv``).  Returns the
    restart's (argv, environment), or None."""
    if "NPY_DISABLE_CPU_FEATURES" in os.environ or os.environ.get("MSGRAPH_TEST_NUMPY_DISPATCH") == "1":
        return None
    try:
        import numpy._core._multiarray_umath as umath   # numpy 2's names for its dispatch targets
    except ImportError:
        return None
    # the AVX-512 targets only: the recordings' bits are numpy's AVX2/FMA3 (X86_V3) loops, which the CI machines
    # have (with the baseline X86_V2 loops 11 checks fail: softmax / Adam bits, cpu32/div_by_zero)
    targets = " ".join(t for t in getattr(umath, "__cpu_dispatch__", []) if t.startswith("AVX512") or t == "X86_V4")
    argv = list(getattr(sys, "orig_argv", []) or [])
    if not targets or len(argv) < 2 or os.environ.get("_MSGRAPH_TEST_REEXEC") == "1":
        return None
    return [sys.executable] + argv[1:], dict(os.environ, NPY_DISABLE_CPU_FEATURES=targets, _MSGRAPH_TEST_REEXEC="1")


def pytest_configure(config):
    restart = _numpy_baseline_math()
    if restart is not None:
        # pytest's output capture (file descriptors 1 and 2 redirected) is stopped first, so that the restarted
        # process writes to the terminal
        capman = config.pluginmanager.getplugin("capturemanager")
        if capman is not None:
            capman.stop_global_capturing()
        for stream in (sys.stdout, sys.stderr):
            stream.flush()
        os.execve(sys.executable, *restart)



import pathlib  # noqa: E402

import pytest  # noqa: E402

# The suites that check MindSpore's behaviour (conformance programs, the model zoo, the training,
# optimizer, dataset, API and distributed layers) compile hundreds of graphs. Their numbers come
# from the op registry's numpy implementations, which both modes share; with Numba on, each graph
# would also queue its kernels for background compilation, a backlog of many minutes that later
# tests wait behind. They run Graph mode on the numpy backend (MSGRAPH_NUMBA=0); the Numba kernels
# keep their own agreement tests (tests/codegen, tests/graph, the fuzz budget).
_NUMPY_BACKEND_DIRS = {"conformance", "zoo", "train", "optim", "dataset", "api", "distributed"}


@pytest.fixture(autouse=True)
def _numpy_backend_for_behaviour_suites(request, monkeypatch):
    parts = pathlib.Path(str(request.node.fspath)).parts
    if "tests" in parts and "MSGRAPH_NUMBA" not in os.environ:
        i = len(parts) - 1 - parts[::-1].index("tests")
        if i + 1 < len(parts) and parts[i + 1] in _NUMPY_BACKEND_DIRS:
            monkeypatch.setenv("MSGRAPH_NUMBA", "0")
    yield
