"""pytest plugin: run MindSpore's st tests in the *other* execution mode (session 47, flip47o).

Loaded with ``-p flipmode`` (this folder on PYTHONPATH); the same file runs under MindSpore 2.10 and, after
``-p msgraph.testing.mindspore_alias``, under msgraph.  It swaps the mode a test asks for:

* ``set_context(mode=GRAPH_MODE)`` <-> ``PYNATIVE_MODE``, through ``mindspore.set_context`` and
  ``mindspore.context.set_context`` (one function object in both libraries; keyword or a ``mode`` given
  positionally);
* a string mode parameter of a test (``@pytest.mark.parametrize('mode', ['pynative', 'KBK'])``, the usual
  spelling of the mint / ops tests, argument names ``mode``, ``context_mode``, ``run_mode``, ``ms_mode``,
  ``jit_mode``): ``pynative`` / ``PYBOOST`` become the graph spelling the parametrization lists (``KBK`` when
  it lists none) and ``KBK`` / ``GE`` / ``graph`` become its pynative spelling (``pynative`` when none).
  Integer mode parameters are left alone: they reach ``set_context``, which swaps them.
* Each test starts in the mode its file set at import time (a module-level ``set_context(mode=...)``, flipped),
  or GRAPH_MODE when the file sets none (MindSpore's default is PYNATIVE_MODE): the flipped mode of the file run
  alone, not the mode the previously collected or previously run file left behind.

``FLIPMODE_LOG=1`` prints every swap to stderr (``[flipmode] ...``): run with ``-s`` to check that a file
really runs the other mode.  ``FLIPMODE_OFF=1`` loads the plugin without swapping (a control run).
"""
from __future__ import annotations

import os
import sys

_PY_SPELLINGS = ("pynative", "pyboost")
_GRAPH_SPELLINGS = ("kbk", "ge", "graph", "graph_mode", "o0", "o2", "jit")
_MODE_ARGS = ("mode", "context_mode", "run_mode", "ms_mode", "jit_mode", "exec_mode")
_OFF = os.environ.get("FLIPMODE_OFF") == "1"
_LOG = os.environ.get("FLIPMODE_LOG") == "1"
_orig = None
_collecting = None          # nodeid of the module being imported
_module_mode = {}           # module nodeid -> the (flipped) mode its import set


def _log(msg: str) -> None:
    if _LOG:
        sys.stderr.write(f"[flipmode] {msg}\n")


def _flip(mode):
    if isinstance(mode, bool) or not isinstance(mode, int) or mode not in (0, 1):
        return mode
    return 1 - mode          # GRAPH_MODE == 0, PYNATIVE_MODE == 1 in both libraries


def pytest_configure(config):
    """Patch set_context once every -p plugin is loaded (msgraph's alias must be in place first)."""
    global _orig
    if _OFF:
        return
    import mindspore
    import mindspore.context as ctx
    _orig = mindspore.set_context

    def set_context(*args, **kwargs):
        if "mode" in kwargs:
            new = _flip(kwargs["mode"])
            _log(f"set_context(mode={kwargs['mode']}) -> {new}")
            kwargs["mode"] = new
            if _collecting is not None:
                _module_mode[_collecting] = new
        elif args:
            args = (_flip(args[0]),) + tuple(args[1:])
            _log(f"set_context({args[0]!r}, ...) positional, flipped")
        return _orig(*args, **kwargs)

    set_context.__wrapped__ = getattr(_orig, "__wrapped__", _orig)
    set_context.__doc__ = _orig.__doc__
    mindspore.set_context = set_context
    ctx.set_context = set_context


def _other(value: str, listed) -> str:
    low = value.lower()
    strings = [v for v in listed if isinstance(v, str)]
    if low in _PY_SPELLINGS:
        for v in strings:
            if v.lower() in _GRAPH_SPELLINGS:
                return v
        return "KBK"
    if low in _GRAPH_SPELLINGS:
        for v in strings:
            if v.lower() == "pynative":
                return v
        for v in strings:
            if v.lower() in _PY_SPELLINGS:
                return v
        return "pynative"
    return value


def _listed(item, name):
    """The values the parametrize marks of ``item`` list for ``name``."""
    out = []
    for mark in item.iter_markers("parametrize"):
        names = mark.args[0] if mark.args else mark.kwargs.get("argnames")
        values = mark.args[1] if len(mark.args) > 1 else mark.kwargs.get("argvalues", [])
        if isinstance(names, str):
            names = [n.strip() for n in names.split(",")]
        if name not in names:
            continue
        idx = list(names).index(name)
        for v in values:
            v = getattr(v, "values", v)                 # pytest.param(...)
            out.append(v[idx] if len(names) > 1 else (v[0] if isinstance(v, tuple) and len(v) == 1 else v))
    return out


import pytest  # noqa: E402


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector):
    global _collecting
    if isinstance(collector, pytest.Module):
        _collecting = collector.nodeid
    try:
        yield
    finally:
        _collecting = None


def pytest_runtest_setup(item):
    if _OFF:
        return
    module = item.getparent(pytest.Module)
    mode = _module_mode.get(module.nodeid if module is not None else None, 0)
    _orig(mode=mode)                                    # the file's flipped mode, or GRAPH_MODE
    _log(f"{item.nodeid}: starts in mode {mode}")
    callspec = getattr(item, "callspec", None)
    if callspec is None:
        return
    for name in _MODE_ARGS:
        if name in callspec.params and isinstance(callspec.params[name], str):
            value = callspec.params[name]
            new = _other(value, _listed(item, name))
            if new != value:
                _log(f"{item.nodeid}: {name}={value!r} -> {new!r}")


def pytest_pyfunc_call(pyfuncitem):
    """Swap the string mode arguments just before the test function runs."""
    if _OFF:
        return None
    callspec = getattr(pyfuncitem, "callspec", None)
    if callspec is None:
        return None
    for name in _MODE_ARGS:
        value = pyfuncitem.funcargs.get(name)
        if isinstance(value, str):
            pyfuncitem.funcargs[name] = _other(value, _listed(pyfuncitem, name))
    return None
