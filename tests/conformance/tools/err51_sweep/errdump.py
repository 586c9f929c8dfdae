"""pytest plugin: record every ``pytest.raises`` of a test -- expected class, actual class, MRO, message (session 51).

MindSpore's tests check error paths with ``pytest.raises(SomeError)``, which passes for a subclass of SomeError
too, and many name a broad class (``Exception``, ``RuntimeError``) and check the message seldom.  A test passing on
both sides can therefore hide a different exception class, while a program adapted from the test prints
``type(e).__name__``.  This plugin wraps ``pytest.raises`` (context-manager and callable forms) and records, per
test and per raises call:

* ``site``: file:line of the ``pytest.raises`` call and ``n`` (its occurrence count in the test: loops),
* ``expected``: the class name(s) given,
* ``cls``: the exact class name of what was raised (``None`` when nothing was), ``mro``: its module-qualified MRO
  (``builtins`` classes and the library's own), ``msg``: the first line of ``str(e)`` (``msg_full``: the first
  600 characters),
* ``ok``: whether the raised exception matched (``issubclass``), ``match``: the ``match=`` pattern.

One JSON line per record into ``$ERRDUMP_DIR/<pid>.jsonl`` (default /tmp/errdump), and one ``{"test": ..,
"outcome": ..}`` line per test.  Loaded with ``-p errdump`` (this folder on PYTHONPATH); on msgraph's side after
``-p msgraph.testing.mindspore_alias``.  Compare two folders with ``compare.py``.

``ERRDUMP_CPU=1``: a test's ``set_context(device_target="Ascend"/"GPU")`` / ``set_device(...)`` run with "CPU" on
both sides (st/pynative files set Ascend at import).  numpy's removed aliases (``np.int`` ...) are restored so old
files collect (as vdump48's ``VDUMP_NPALIAS``).
"""
from __future__ import annotations

import json
import os
import random
import re
import sys
import zlib

import numpy as np
import pytest

_DIR = os.environ.get("ERRDUMP_DIR", "/tmp/errdump")
_out = None
_test = None          # the running test's node id
_counts = {}          # site -> occurrences in the running test


def _norm(nodeid: str) -> str:
    """The node id both numpy versions give (numpy 1 spells a bool parameter ``bool_``, numpy 2 ``bool``)."""
    return re.sub(r"\bbool_(?=[\]-])", "bool", nodeid)


def _names(expected):
    if isinstance(expected, tuple):
        return [getattr(e, "__name__", repr(e)) for e in expected]
    return [getattr(expected, "__name__", repr(expected))]


def _mro(cls):
    return [f"{c.__module__}.{c.__qualname__}" for c in cls.__mro__ if c is not object]


def _write(rec):
    if _out is not None:
        _out.write(json.dumps(rec, default=str) + "\n")
        _out.flush()


def _record(site, expected, match, exc):
    key = site
    _counts[key] = _counts.get(key, 0) + 1
    rec = {"test": _norm(_test or "?"), "site": site, "n": _counts[key], "expected": _names(expected),
           "match": match if isinstance(match, str) or match is None else getattr(match, "pattern", str(match))}
    if exc is None:
        rec.update(cls=None, mro=[], msg="", msg_full="", ok=False)
    else:
        try:
            text = str(exc)
        except Exception as e:  # a message that cannot be printed
            text = f"<str() raised {type(e).__name__}>"
        first = text.strip().splitlines()[0] if text.strip() else ""
        try:
            ok = isinstance(exc, expected)
        except TypeError:
            ok = False
        rec.update(cls=type(exc).__name__, mro=_mro(type(exc)), msg=first[:300], msg_full=text[:600], ok=ok)
    _write(rec)


def _site(depth=2):
    try:
        f = sys._getframe(depth)
    except ValueError:
        return "?"
    return f"{os.path.basename(f.f_code.co_filename)}:{f.f_lineno}"


class _Ctx:
    def __init__(self, cm, expected, match, site):
        self._cm, self._expected, self._match, self._site = cm, expected, match, site

    def __enter__(self):
        return self._cm.__enter__()

    def __exit__(self, tp, val, tb):
        if val is None and tp is not None:
            val = tp()
        _record(self._site, self._expected, self._match, val)
        return self._cm.__exit__(tp, val, tb)


def _wrap_raises(orig):
    if getattr(orig, "_errdump", False):
        return orig

    def raises(expected_exception, *args, **kwargs):
        site = _site()
        match = kwargs.get("match")
        if args:   # callable form: pytest.raises(Exc, fn, *args)
            fn, rest = args[0], args[1:]

            def probe(*a, **k):
                try:
                    out = fn(*a, **k)
                except BaseException as exc:
                    _record(site, expected_exception, match, exc)
                    raise
                _record(site, expected_exception, match, None)
                return out

            return orig(expected_exception, probe, *rest, **kwargs)
        return _Ctx(orig(expected_exception, **kwargs), expected_exception, match, site)

    raises._errdump = True
    raises.__wrapped__ = orig
    return raises


def _force_cpu(mindspore):
    import mindspore.context as context_mod

    def fix(fn, pos):
        if fn is None or getattr(fn, "_errdump", False):
            return fn

        def wrapped(*args, **kwargs):
            if kwargs.get("device_target") in ("Ascend", "GPU"):
                kwargs["device_target"] = "CPU"
            if pos and args and args[0] in ("Ascend", "GPU"):
                args = ("CPU",)
            return fn(*args, **kwargs)

        wrapped._errdump = True
        return wrapped

    for mod in (mindspore, context_mod):
        for name, pos in (("set_context", False), ("set_device", True)):
            if hasattr(mod, name):
                setattr(mod, name, fix(getattr(mod, name), pos))


def pytest_configure(config):
    global _out
    os.makedirs(_DIR, exist_ok=True)
    _out = open(os.path.join(_DIR, f"{os.getpid()}.jsonl"), "a")
    pytest.raises = _wrap_raises(pytest.raises)
    for alias, value in (("int", int), ("float", float), ("bool", bool), ("complex", complex), ("object", object),
                         ("str", str), ("float_", np.float64), ("complex_", np.complex128), ("NaN", np.nan),
                         ("Inf", np.inf), ("NINF", -np.inf), ("PINF", np.inf)):
        if alias not in np.__dict__:
            setattr(np, alias, value)
    if os.environ.get("ERRDUMP_CPU", "0") == "1":
        import mindspore
        _force_cpu(mindspore)


def _raising_names(module):
    """Names of the module's functions and classes whose source holds a ``raises`` call (the helpers tests call)."""
    import inspect
    names = set()
    for name, obj in list(vars(module).items()):
        if (inspect.isfunction(obj) or inspect.isclass(obj)) and getattr(obj, "__module__", None) == module.__name__:
            try:
                src = inspect.getsource(obj)
            except (OSError, TypeError):
                continue
            if "raises" in src:
                names.add(name)
    return names


def pytest_collection_modifyitems(config, items):
    """ERRDUMP_ONLY_RAISES=1: keep the tests whose source holds ``raises`` or names a module-level function / class
    that does (one level): the other tests record nothing and MindSpore's side is slow."""
    if os.environ.get("ERRDUMP_ONLY_RAISES", "0") != "1":
        return
    import inspect
    cache, keep, drop = {}, [], []
    for item in items:
        fn, mod = getattr(item, "function", None), getattr(item, "module", None)
        ok = True
        if fn is not None and mod is not None:
            if mod not in cache:
                cache[mod] = _raising_names(mod)
            try:
                src = inspect.getsource(fn)
            except (OSError, TypeError):
                src = "raises"
            ok = "raises" in src or any(re.search(rf"\b{re.escape(n)}\b", src) for n in cache[mod])
        (keep if ok else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_runtest_setup(item):
    global _test
    _test = item.nodeid
    _counts.clear()
    seed = zlib.crc32(_norm(item.nodeid).encode()) & 0x7FFFFFFF
    np.random.seed(seed)
    random.seed(seed)


def pytest_runtest_logreport(report):
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        _write({"test": _norm(report.nodeid), "outcome": report.outcome if report.when == "call"
                else "setup-" + report.outcome})
