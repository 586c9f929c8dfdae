"""pytest plugin: record what a MindSpore st test PRINTS (session 49, "printed-output dump").

A hidden program adapted from an st test usually prints its results (``print(out)``, ``print(out.shape,
out.dtype)``, ``ops.Print`` / ``print`` inside graph code) and is judged by its stdout.  Session 48's value dump
(``../vdump48_sweep/vdump.py``) compared values; this plugin records the printed text, test by test:

* ``stdout``: the test's captured standard output (pytest's ``report.capstdout``; with pytest's default fd-level
  capture MindSpore's C++ Graph-mode ``print`` / ``ops.Print`` output is included),
* ``ret``: ``str()`` and ``repr()`` of what the test's own outermost Cell calls return (a Tensor, a tuple / list of
  them, a scalar): what ``print(out)`` in an adapted program would show.

Seeding, numpy 1.26's weak (NEP 50) promotion and numpy's restored aliases are vdump's: this plugin imports
``vdump`` (from ``../vdump48_sweep``) and runs its configure step with its recording switched off, so both sides
draw the same inputs as in the value dump.  One JSON file per test in ``PDUMP_DIR``; compare two folders with
``pcompare.py``.  ``PDUMP_SKIP_DONE=1`` deselects tests already recorded or started.
"""
from __future__ import annotations

import json
import os
import random
import re
import sys
import zlib

_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(_HERE), "vdump48_sweep"))
import vdump  # noqa: E402

import pytest  # noqa: E402

_DIR = os.environ.get("PDUMP_DIR", "/tmp/pdump")
_MAX_TEXT = 6000     # characters kept per printed value
_MAX_RET = 40        # Cell calls recorded per test
_cur = None
_in_call = False


def _printable(value):
    if isinstance(value, (tuple, list)):
        return all(_printable(v) for v in value[:64])
    return value is None or hasattr(value, "asnumpy") or isinstance(value, (bool, int, float, complex, str))


def _text(fn, value):
    try:
        return fn(value)[:_MAX_TEXT]
    except Exception as exc:  # printing itself failed: that is a finding too
        return f"<{fn.__name__} raised {type(exc).__name__}: {str(exc)[:200]}>"


def _wrap_call(cls):
    orig = cls.__dict__.get("__call__")
    if orig is None or getattr(orig, "_pdump", False):
        return

    def __call__(self, *args, **kwargs):
        global _in_call
        if _in_call or _cur is None or not vdump._from_test():
            return orig(self, *args, **kwargs)
        _in_call = True
        try:
            out = orig(self, *args, **kwargs)
        finally:
            _in_call = False
        if len(_cur) < _MAX_RET and _printable(out):
            _cur.append({"cls": type(self).__name__, "str": _text(str, out), "repr": _text(repr, out)})
        return out

    __call__._pdump = True
    setattr(cls, "__call__", __call__)


def pytest_configure(config):
    import mindspore
    vdump._RET = False            # vdump's own Cell recording off: only its configure step (weak promotion,
    vdump._DIR = _DIR             # numpy aliases, library folders for _from_test) is wanted
    vdump.pytest_configure(config)
    _wrap_call(mindspore.nn.Cell)
    os.makedirs(_DIR, exist_ok=True)


def _fname(nodeid: str) -> str:
    nodeid = vdump._norm(nodeid)
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", nodeid)
    if len(safe) > 180:
        safe = safe[:150] + "_" + format(zlib.crc32(nodeid.encode()), "08x")
    return os.path.join(_DIR, safe + ".json")


def pytest_collection_modifyitems(config, items):
    if os.environ.get("PDUMP_SKIP_DONE") != "1":
        return
    keep, drop = [], []
    for item in items:
        f = _fname(item.nodeid)
        (drop if os.path.exists(f) or os.path.exists(f + ".started") else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_runtest_setup(item):
    open(_fname(item.nodeid) + ".started", "w").close()
    seed = (zlib.crc32(vdump._norm(item.nodeid).encode()) + vdump._seed_k()) & 0x7FFFFFFF
    import numpy as np
    np.random.seed(seed)
    random.seed(seed)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_call(item):
    global _cur
    _cur = []


def _save(report, outcome, rets):
    blob = {"nodeid": vdump._norm(report.nodeid), "outcome": outcome, "stdout": report.capstdout,
            "ret": rets}
    with open(_fname(report.nodeid), "w") as f:
        json.dump(blob, f)


def pytest_runtest_logreport(report):
    global _cur
    if report.when == "call":
        _save(report, report.outcome, _cur or [])
        _cur = None
    elif report.when == "setup" and report.outcome != "passed":
        _save(report, "setup-" + report.outcome, [])
