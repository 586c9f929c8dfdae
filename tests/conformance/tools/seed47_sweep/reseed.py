"""pytest plugin: MindSpore's st tests with *other* random inputs, reproducibly (``-p reseed``).

MindSpore's st op tests draw their inputs from ``np.random`` (mostly after ``np.random.seed(s)``), so running
them as written compares one set of values.  With ``RESEED_K=k`` (an int, default 1) this plugin

* seeds numpy's global generator and Python's ``random`` before each test from (the test's node id, k);
* shifts every explicit seed by k: ``np.random.seed(s)`` -> ``seed(s + k)``, ``np.random.RandomState(s)``,
  ``np.random.default_rng(s)``, ``random.seed(s)`` likewise;
* with ``RESEED_SCALE=x`` (optional) multiplies the floats drawn by ``np.random.randn / standard_normal / rand /
  random / random_sample / uniform / normal`` by x (``RESEED_SHIFT=y`` then adds y): wider / negative values for
  tests whose numpy reference stays valid for them; ``RESEED_ROUND=q`` rounds those draws to multiples of 1 / q
  (ties, zeros and duplicates for sort / topk / argmax / unique / max-min gradients).

The same plugin runs under MindSpore and under msgraph (after ``-p msgraph.testing.mindspore_alias``), so both
see the same values for the same node id and k (numpy's legacy generator is stream-compatible across numpy 1/2):

    cd /tmp/mst2 && RESEED_K=1 PYTHONPATH=.:<this folder> python -m pytest -p reseed tests/st/ops/cpu/test_x.py
"""
from __future__ import annotations

import random
import zlib

import numpy as np

K = 1
SCALE = None
SHIFT = 0.0
ROUND = 0.0


def _k() -> int:
    import os

    return int(os.environ.get("RESEED_K", "1"))


K = _k()


def _shift(s):
    """A seed moved by K (ints only; None / arrays / SeedSequences pass through)."""
    if isinstance(s, (bool, np.bool_)):
        return s
    if isinstance(s, (int, np.integer)):
        return (int(s) + K) % (2 ** 32)
    return s


_seed = np.random.seed
_default_rng = np.random.default_rng
_RandomState = np.random.RandomState
_py_seed = random.seed


def seed(s=None):
    return _seed(_shift(s))


def default_rng(s=None):
    return _default_rng(_shift(s))


class RandomState(_RandomState):
    def __init__(self, s=None):
        super().__init__(_shift(s))

    def seed(self, s=None):
        return super().seed(_shift(s))


def py_seed(a=None, version=2):
    return _py_seed(_shift(a), version)


np.random.seed = seed
np.random.default_rng = default_rng
np.random.RandomState = RandomState
random.seed = py_seed


def _scaled(name):
    orig = getattr(np.random, name)

    def draw(*args, **kwargs):
        out = orig(*args, **kwargs)
        out = out * SCALE + SHIFT
        if ROUND:                                     # ties, zeros, duplicates: values on a grid of 1 / ROUND
            out = np.round(out * ROUND) / ROUND
        return out

    draw.__name__ = name
    return draw


def _setup_scale() -> None:
    import os

    global SCALE, SHIFT, ROUND
    if not os.environ.get("RESEED_SCALE") and not os.environ.get("RESEED_ROUND"):
        return
    SCALE = float(os.environ.get("RESEED_SCALE", "1"))
    SHIFT = float(os.environ.get("RESEED_SHIFT", "0"))
    ROUND = float(os.environ.get("RESEED_ROUND", "0"))
    for name in ("randn", "standard_normal", "rand", "random", "random_sample", "uniform", "normal"):
        setattr(np.random, name, _scaled(name))


_setup_scale()


def pytest_collectstart(collector):
    """Module-level draws (at import) see a state fixed by the file's path and K."""
    import pytest

    if isinstance(collector, pytest.Module):
        h = zlib.crc32(f"{collector.nodeid}|{K}".encode())
        _seed(h)
        _py_seed(h)


def pytest_runtest_setup(item):
    """The global generators' state before each test: a function of the node id and K."""
    h = zlib.crc32(f"{item.nodeid}|{K}".encode())
    _seed(h)
    _py_seed(h)


def pytest_runtest_call(item):
    """``RESEED_TIMEOUT=s``: a test running longer dumps every thread's stack and ends the pytest process
    (faulthandler's watchdog thread: it works where a hang sits in C++ code, which a SIGALRM handler does not)."""
    import faulthandler
    import os

    secs = int(os.environ.get("RESEED_TIMEOUT", "0"))
    if secs and os.environ.get("RESEED_TIMEOUT_SIGNAL"):  # Python code (msgraph): the test fails, the run goes on
        import signal

        signal.signal(signal.SIGALRM, _alarm)
        signal.alarm(secs)
    elif secs:
        faulthandler.dump_traceback_later(secs, exit=True)


def _alarm(signum, frame):
    raise TimeoutError("reseed: the test ran past RESEED_TIMEOUT seconds")


def pytest_runtest_teardown(item):
    import faulthandler
    import signal

    faulthandler.cancel_dump_traceback_later()
    signal.alarm(0)


def pytest_report_header(config):
    return f"reseed: K={K} scale={SCALE} shift={SHIFT} round={ROUND}"
