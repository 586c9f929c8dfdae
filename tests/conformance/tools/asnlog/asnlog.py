"""pytest plugin: log every ``Tensor.asnumpy()`` result of a MindSpore test file, per test.

MindSpore's st tests check results with loose ``allclose`` calls, or none; a silent difference (a dtype,
a shape, a value) passes them.  This plugin records what each test saw -- dtype, shape, size, the first
values and a sum -- so that ``cmp.py`` can compare the same tests run under MindSpore and under msgraph.

    ASNLOG_OUT=/tmp/x/ms.jsonl python -m pytest -p asnlog FILES            # real MindSpore
    ASNLOG_OUT=/tmp/x/mg.jsonl python -m pytest -p msgraph.testing.mindspore_alias -p asnlog FILES

``ASNLOG_RET=1`` also logs what the test's own calls of Cells and of ``jit``/``grad``/``value_and_grad`` functions
returned (type structure, dtypes, shapes, Python scalars' values; ``cmp.py --ret`` compares them).
``ASNLOG_NP1=1`` (``run_chunks.py mg`` sets it) puts back the numpy 1 names numpy 2 removed.
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


def _kind(v, depth=0):
    """What a call returned, as text: the type structure, Tensors' dtype and shape, Python scalars' values (a jit
    function returning ``3`` where MindSpore returns ``Tensor(3)`` passes ``assert out == 3`` and prints differently)."""
    if hasattr(v, "asnumpy") and hasattr(v, "dtype"):
        return "Tensor[%s]%s" % (v.dtype, tuple(v.shape))
    if isinstance(v, bool) or v is None:
        return repr(v)
    if isinstance(v, (int, float, complex)) and not isinstance(v, np.generic):
        return "%s:%s" % (type(v).__name__, ("%.6g" % v) if isinstance(v, float) else v)
    if isinstance(v, str):
        return "str:%r" % v[:40]
    if isinstance(v, np.ndarray):
        return "ndarray[%s]%s" % (v.dtype, v.shape)
    if isinstance(v, np.generic):
        return "%s:%s" % (type(v).__name__, v)
    if isinstance(v, (tuple, list)) and depth < 3:
        inner = ",".join(_kind(x, depth + 1) for x in v[:8])
        return "%s(%s%s)" % (type(v).__name__, inner, ",..." if len(v) > 8 else "")
    if isinstance(v, dict) and depth < 3:
        return "dict(%s)" % ",".join("%r:%s" % (k, _kind(x, depth + 1)) for k, x in list(v.items())[:8])
    return type(v).__name__


def _log_return(fn):
    """Wrap a callable so that a call made by the test itself (not by the framework) logs what it returned, in a
    ``ret`` record of its own (``cmp.py --ret`` compares them)."""
    import functools

    @functools.wraps(fn)
    def call(*a, **k):
        if _state.get("calling") or _state["test"] is None:
            return fn(*a, **k)
        import sys

        caller = sys._getframe(1).f_globals.get("__name__", "") or ""
        if caller.split(".")[0] in _FRAMEWORK:
            return fn(*a, **k)
        _state["calling"] = True
        try:
            out = fn(*a, **k)
        finally:
            _state["calling"] = False
        try:
            _write({"test": _state["test"], "ret": _kind(out), "fn": getattr(fn, "__name__", "?")})
        except Exception:                               # pragma: no cover
            pass
        return out
    return call


def _patch_returns():
    import mindspore
    from mindspore import nn

    if not getattr(nn.Cell, "_asnlog_ret", False):
        nn.Cell.__call__ = _log_return(nn.Cell.__call__)
        nn.Cell._asnlog_ret = True
        # framework Cells that override __call__ (msgraph's Optimizer checks the gradients first) reach
        # Cell.__call__ from framework code, which is not logged: log the override itself
        todo = list(nn.Cell.__subclasses__())
        while todo:
            cls = todo.pop()
            todo += cls.__subclasses__()
            if "__call__" in cls.__dict__ and not getattr(cls.__dict__["__call__"], "_asnlog", False):
                w = _log_return(cls.__dict__["__call__"])
                w._asnlog = True
                cls.__call__ = w

    def producer(make):
        """``jit``/``grad``-like: the function (or decorator) it returns logs its calls."""
        import functools

        @functools.wraps(make)
        def wrapped(*a, **k):
            out = make(*a, **k)
            import sys

            if (sys._getframe(1).f_globals.get("__name__", "") or "").split(".")[0] in _FRAMEWORK:
                # made by the framework (msgraph runs ``ms.grad(net)`` of graph code while compiling it): a
                # logging wrapper there would be a Python function graph code cannot call
                return out
            if callable(out) and not isinstance(out, type) and not hasattr(out, "construct"):
                # jit(fn) / grad(fn, ...): the function; jit(mode=...): a decorator
                return _log_return(out) if a and callable(a[0]) else producer(out)
            return out
        return wrapped

    import mindspore.common.api as api
    for mod in (mindspore, api):
        for name in ("jit", "grad", "value_and_grad"):
            f = getattr(mod, name, None)
            if callable(f) and not getattr(f, "_asnlog", False):
                w = producer(f)
                w._asnlog = True
                setattr(mod, name, w)


def _numpy1_names():
    """numpy 1 names MindSpore's st tests use (``np.complex_``, ``np.NINF``, ``np.trapz``, ``np.in1d``, ...), put
    back where numpy 2 removed them: MindSpore's venv has numpy 1, msgraph's numpy 2, and a test failing on a
    removed name is an environment difference, not msgraph's.  Only names numpy lacks are set."""
    np_ns = vars(np)
    names = {"complex_": np.complex128, "float_": np.float64, "NINF": -np.inf, "PINF": np.inf, "NZERO": -0.0,
             "PZERO": 0.0, "sometrue": np.any, "alltrue": np.all, "product": np.prod, "cumproduct": np.cumprod,
             "trapz": getattr(np, "trapezoid", None)}

    def asfarray(a, dtype=np.float64):
        dtype = np.dtype(dtype)
        return np.asarray(a, dtype=dtype if np.issubdtype(dtype, np.inexact) else np.float64)

    def in1d(ar1, ar2, assume_unique=False, invert=False, **kw):
        return np.isin(np.asarray(ar1).ravel(), ar2, assume_unique=assume_unique, invert=invert, **kw)

    names.update(asfarray=asfarray, in1d=in1d)
    for k, v in names.items():
        if v is not None and k not in np_ns:
            try:
                getattr(np, k)
            except AttributeError:
                setattr(np, k, v)


def pytest_configure(config):
    if os.environ.get("ASNLOG_NP1"):
        _numpy1_names()
    try:
        _patch()
    except Exception:                                   # pragma: no cover
        pass
    if os.environ.get("ASNLOG_RET"):
        try:
            _patch_returns()
        except Exception:                               # pragma: no cover
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
