"""pytest plugin: log every ``Tensor.asnumpy()`` result of a MindSpore test file, per test.

MindSpore's st tests check results with loose ``allclose`` calls, or none; a silent difference (a dtype,
a shape, a value) passes them.  This plugin records what each test saw -- dtype, shape, size, the first
values and a sum -- so that ``cmp.py`` can compare the same tests run under MindSpore and under msgraph.

    ASNLOG_OUT=/tmp/x/ms.jsonl python -m pytest -p asnlog FILES            # real MindSpore
    ASNLOG_OUT=/tmp/x/mg.jsonl python -m pytest -p msgraph.testing.mindspore_alias -p asnlog FILES

``ASNLOG_CPU=1`` turns every ``set_context(device_target=...)`` into CPU (gpu/ascend test folders run on
this machine under both frameworks).  Not part of msgraph's test suite.
"""
from __future__ import annotations

import json
import os

import numpy as np

_state = {"test": None, "n": 0, "fh": None}


def _summary(a):
    a = np.asarray(a)
    rec = {"dtype": str(a.dtype), "shape": list(a.shape), "size": int(a.size)}
    flat = a.reshape(-1)
    if a.dtype.kind in "fc":
        head = flat[:12]
        rec["head"] = [repr(complex(v)) if a.dtype.kind == "c" else float(v) for v in head]
        with np.errstate(all="ignore"):
            fin = np.isfinite(flat)
            rec["nonfinite"] = int(flat.size - int(fin.sum()))
            rec["sum"] = float(np.abs(flat[fin]).astype(np.float64).sum()) if flat.size else 0.0
    elif a.dtype.kind in "iub":
        rec["head"] = [int(v) for v in flat[:12]]
        rec["sum"] = float(np.abs(flat.astype(np.float64)).sum()) if flat.size else 0.0
    else:
        rec["head"] = [str(v)[:40] for v in flat[:6]]
    return rec


def _write(rec):
    if _state["fh"] is None:
        _state["fh"] = open(os.environ.get("ASNLOG_OUT", "asnlog.jsonl"), "a")
    _state["fh"].write(json.dumps(rec) + "\n")
    _state["fh"].flush()


_FRAMEWORK = ("mindspore", "msgraph")


def _framework_call():
    """True when the framework itself reads a Tensor (MindSpore's Parameter initialisation, msgraph reading a
    Tensor argument's value): the first caller frame that is not a conversion wrapper is framework code."""
    import sys

    f = sys._getframe(2)
    while f is not None and f.f_code.co_name in ("asnumpy", "__array__", "numpy", "tolist"):
        f = f.f_back
    if f is None:
        return False
    mod = f.f_globals.get("__name__", "") or ""
    return mod.split(".")[0] in _FRAMEWORK


def _patch():
    import mindspore
    T = mindspore.Tensor
    if getattr(T, "_asnlog_patched", False):
        return
    def logged(orig):
        def read(self, *a, **k):
            if _state.get("inside") or _framework_call():   # MindSpore's stub tensors call asnumpy again
                return orig(self, *a, **k)
            _state["inside"] = True
            try:
                out = orig(self, *a, **k)
            finally:
                _state["inside"] = False
            if _state["test"] is not None:
                try:
                    rec = _summary(out)
                except Exception as e:                      # pragma: no cover - logging must not break tests
                    rec = {"error": repr(e)[:80]}
                rec.update(test=_state["test"], i=_state["n"])
                _state["n"] += 1
                _write(rec)
            return out
        return read

    # Tensor.numpy() and np.asarray(Tensor) too: MindSpore's call asnumpy, msgraph's read the data itself (both
    # are a test's reads)
    for name in ("asnumpy", "numpy", "__array__"):
        if callable(getattr(T, name, None)):
            setattr(T, name, logged(getattr(T, name)))

    def quiet(fn):                                      # printing a Tensor is not a result the test checks
        def wrapper(self, *a, **k):
            before = _state.get("inside")
            _state["inside"] = True
            try:
                return fn(self, *a, **k)
            finally:
                _state["inside"] = before
        return wrapper

    for name in ("__str__", "__repr__", "__format__"):
        if name in vars(T) or hasattr(T, name):
            setattr(T, name, quiet(getattr(T, name)))
    T._asnlog_patched = True
    if os.environ.get("ASNLOG_CPU"):
        from mindspore import context
        orig_set = context.set_context

        def set_context(*a, **k):
            if "device_target" in k:
                k["device_target"] = "CPU"
            return orig_set(*a, **k)

        context.set_context = set_context
        mindspore.set_context = set_context
        orig_device = getattr(mindspore, "set_device", None)
        if orig_device is not None:
            # tests/device_utils.set_device() passes $DEVICE_TARGET (unset here: None, a ValueError)
            def set_device(device_target=None, device_id=None):
                return orig_device("CPU") if device_id is None else orig_device("CPU", device_id)

            mindspore.set_device = set_device


def pytest_configure(config):
    try:
        _patch()
    except Exception:                                   # pragma: no cover
        pass


def _seed():
    seed = os.environ.get("ASNLOG_SEED")
    if seed:
        # same numpy/random inputs on both sides, so tests drawing unseeded random data compare by value
        import random
        import numpy
        random.seed(int(seed))
        numpy.random.seed(int(seed))


def pytest_collectstart(collector):
    # a test module is imported while it is collected: seeding first makes its module-level random
    # inputs (``x = rand_int(2, 3)`` at the top of a file) the same on both sides
    if type(collector).__name__ == "Module":
        _seed()


def pytest_runtest_setup(item):
    _state["test"], _state["n"] = item.nodeid, 0
    _seed()


def pytest_runtest_logreport(report):
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        _write({"test": report.nodeid, "outcome": report.outcome})
        _state["test"] = None
