"""pytest plugin: run MindSpore tests with the execution mode flipped (Graph <-> PyNative).

    # msgraph (after the alias plugin, so ``import mindspore`` is msgraph when this loads)
    PYTHONPATH=<this folder>:<root> MSGRAPH_NUMBA=0 python -m pytest -p msgraph.testing.mindspore_alias -p flipmode FILE
    # real MindSpore, the same plugin
    PYTHONPATH=<this folder>:<root> /tmp/ms/bin/python -m pytest -p flipmode FILE

Every ``set_context(mode=GRAPH_MODE)`` becomes ``mode=PYNATIVE_MODE`` and the reverse, whether the test calls
``mindspore.set_context`` or ``mindspore.context.set_context`` (they are one function in both libraries; both
attributes are replaced, before any test module is imported, so ``from mindspore import set_context`` gets the
flipped one too), with ``mode`` as a keyword or as the first positional argument.  Tests parametrized over
``mode`` pass it to set_context, so they get the same swap (and, covering both modes, run what they ran).
``@jit`` / ``ms.jit(fn)`` in a test is left alone: it stays a compiled function, as a user's code would.

Tests that never set the mode are not changed: they run in the mode the file's module-level code set (flipped),
else MindSpore's default (PyNative).  So that a folder run matches file-by-file runs, the mode each module set
while it was imported is remembered and restored before its first test (``FLIPMODE_DEFAULT=graph`` starts
modes that set nothing in Graph mode instead).
"""
from __future__ import annotations

import os

import mindspore

_ORIG = mindspore.context.set_context
_FLIP = {mindspore.GRAPH_MODE: mindspore.PYNATIVE_MODE, mindspore.PYNATIVE_MODE: mindspore.GRAPH_MODE}


def _flipped_set_context(*args, **kwargs):
    if args:
        args = (_FLIP.get(args[0], args[0]),) + tuple(args[1:])
    if "mode" in kwargs:
        kwargs["mode"] = _FLIP.get(kwargs["mode"], kwargs["mode"])
    _ORIG(*args, **kwargs)
    if args or "mode" in kwargs:
        _record(args[0] if args else kwargs["mode"])


_flipped_set_context.__doc__ = _ORIG.__doc__
_flipped_set_context.__wrapped__ = _ORIG
mindspore.set_context = _flipped_set_context
mindspore.context.set_context = _flipped_set_context

_DEFAULT = mindspore.GRAPH_MODE if os.environ.get("FLIPMODE_DEFAULT") == "graph" else mindspore.PYNATIVE_MODE
_module_mode = {}            # module node id -> the (flipped) mode its import-time code set, where it set one
_collecting = [None]         # the module being collected (imported) now
_last_module = [None]


def _record(mode):
    if _collecting[0] is not None:
        _module_mode[_collecting[0]] = mode


def pytest_collectstart(collector):
    # module-level code runs while its Module collects; collect reports do not name the module in every
    # pytest version (not when run by node id), so the set_context wrapper records it instead
    if type(collector).__name__ == "Module":
        _collecting[0] = collector.nodeid
        _ORIG(mode=_DEFAULT)


def pytest_collection_finish(session):
    _collecting[0] = None


def pytest_runtest_setup(item):
    mod = item.nodeid.split("::")[0]
    if mod != _last_module[0]:
        _last_module[0] = mod
        _ORIG(mode=_module_mode.get(mod, _DEFAULT))
