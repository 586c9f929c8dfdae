"""The conformance harness: run one MindSpore program under MindSpore or msgraph, record what it emits.

A program (``programs/<area>/<name>.py``) is real MindSpore code (``import mindspore as ms``) that
reports its results through ``from _conf import emit, emit_error, emit_stdout``:

* ``emit(label, value, rtol=None, atol=None)`` -- any value: Tensor, Parameter, numpy array or
  scalar, Python number/str/bool/None, and tuples/lists/dicts of them (structure and types compared);
* ``emit_error(label, fn, *args, **kwargs)`` -- calls ``fn`` and records the builtin exception class
  it raises (msgraph's exception must be an instance of the same builtin class) or its result;
* ``emit_stdout(label, fn, *args)`` -- calls ``fn`` and records what it printed (file-descriptor level,
  so MindSpore's C++ prints are seen too); compared as text.

The harness sets the execution mode before the program runs (a program that sets a mode itself
wins).  Module-level names a program may define:

* ``FOLLOW_PYNATIVE = {label: reason}`` -- where MindSpore's Graph mode is wrong (a stale value, a
  kernel bug), msgraph's Graph mode is compared with MindSpore's PyNative record for that label
  (the reason goes in docs/differences.md too);
* ``MODES = ("pynative",)`` -- the modes the program is meant for (default: both);
* ``REQUIRES = ("nn.ReLU6", "graph:nested-cells")`` -- msgraph features the program needs (see
  ``missing_features``): where one is missing the program is skipped with that reason.

``python harness.py --backend mindspore|msgraph --mode graph|pynative PROGRAM`` prints the records as
JSON after a ``@@CONF@@`` marker line; ``record.py`` uses it to write ``PROGRAM.expected.json`` from a
MindSpore installation, and ``test_conformance.py`` compares msgraph against those files in-process.
"""
from __future__ import annotations

import contextlib
import functools
import io
import json
import math
import os
import runpy
import shutil
import sys
import tempfile
import types
from typing import Any, Callable, Dict, List, Optional

MARKER = "@@CONF@@"
BUILTIN_ERRORS = (KeyError, IndexError, ZeroDivisionError, NotImplementedError, RecursionError,
                  UnboundLocalError, NameError, AttributeError, TypeError, ValueError, OSError,
                  RuntimeError, SyntaxError, AssertionError, StopIteration, Exception)


# ------------------------------------------------------------------------------------------
# encoding values
# ------------------------------------------------------------------------------------------
def _num(v: Any) -> Any:
    if isinstance(v, float):
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
    return v


def _nested(a: Any) -> Any:
    import numpy as np

    if a.dtype.kind == "c":
        return [[_num(float(x.real)), _num(float(x.imag))] for x in a.ravel()]
    lst = a.astype(object if a.dtype.kind in "biu" else np.float64).ravel().tolist() \
        if a.dtype.kind in "fV" or a.dtype.name == "bfloat16" else a.ravel().tolist()
    return [_num(x) for x in lst]


def encode(value: Any) -> Any:
    import numpy as np

    if value is None:
        return {"t": "none"}
    if isinstance(value, bool):
        return {"t": "bool", "v": value}
    if isinstance(value, int):
        return {"t": "int", "v": value}
    if isinstance(value, float):
        return {"t": "float", "v": _num(value)}
    if isinstance(value, str):
        return {"t": "str", "v": value}
    if isinstance(value, tuple):
        return {"t": "tuple", "v": [encode(v) for v in value]}
    if isinstance(value, list):
        return {"t": "list", "v": [encode(v) for v in value]}
    if isinstance(value, dict):
        return {"t": "dict", "v": [[encode(k), encode(v)] for k, v in value.items()]}
    if isinstance(value, np.ndarray):
        return {"t": "ndarray", "dtype": value.dtype.name, "shape": list(value.shape), "v": _nested(value)}
    if isinstance(value, np.generic):
        return {"t": "npscalar", "dtype": value.dtype.name, "v": _nested(np.asarray(value))[0]}
    if hasattr(value, "asnumpy") and hasattr(value, "dtype"):
        arr = value.asnumpy()
        return {"t": "tensor", "dtype": str(value.dtype), "shape": list(arr.shape), "v": _nested(arr)}
    if type(value).__name__ in ("Type", "DType", "TensorType") or type(value).__module__.endswith("dtype"):
        return {"t": "dtype", "v": str(value)}
    return {"t": "other", "v": type(value).__name__}


def _error_class(exc: BaseException) -> str:
    for cls in BUILTIN_ERRORS:
        if isinstance(exc, cls):
            return cls.__name__
    return type(exc).__name__


class Recorder:
    def __init__(self) -> None:
        self.records: List[Dict[str, Any]] = []

    def emit(self, label: str, value: Any, rtol: Optional[float] = None, atol: Optional[float] = None) -> None:
        rec = {"label": label, "value": encode(value)}
        if rtol is not None:
            rec["rtol"] = rtol
        if atol is not None:
            rec["atol"] = atol
        self.records.append(rec)

    def emit_error(self, label: str, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        """Record what ``fn(*args, **kwargs)`` returns or raises; ``fn`` may also be an exception a program caught
        itself (``except Exception as e: emit_error(label, e)``), recorded as that error."""
        try:
            if isinstance(fn, BaseException):
                raise fn
            # encoding inside the try: MindSpore's PyNative runs ops asynchronously and raises at
            # the first read of the result
            value = encode(fn(*args, **kwargs))
        except Exception as exc:  # noqa: BLE001 - recording what the backend raises is the point
            value = {"t": "error", "cls": _error_class(exc), "msg": str(exc).splitlines()[0][:300] if str(exc) else ""}
            also = [c.__name__ for c in BUILTIN_ERRORS if c is not Exception and isinstance(exc, c)]
            if len(also) > 1:
                # an error that is two builtin classes (msgraph's UnexpectedKeywordError: TypeError and RuntimeError)
                # matches a record of either
                value["all"] = also
            self.records.append({"label": label, "value": value})
            return
        self.records.append({"label": label, "value": value})

    def emit_stdout(self, label: str, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        text = capture_fd_stdout(fn, *args, **kwargs)
        self.records.append({"label": label, "value": {"t": "stdout", "v": text}})


def capture_fd_stdout(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> str:
    sys.stdout.flush()
    with tempfile.TemporaryFile(mode="w+b") as tmp:
        saved = os.dup(1)
        os.dup2(tmp.fileno(), 1)
        buf = io.StringIO()
        try:
            with contextlib.redirect_stdout(buf):
                fn(*args, **kwargs)
                sys.stdout.flush()
        finally:
            try:
                sys.__stdout__.flush()
            except Exception:  # noqa: BLE001
                pass
            os.dup2(saved, 1)
            os.close(saved)
        tmp.seek(0)
        return buf.getvalue() + tmp.read().decode("utf-8", "replace")


# ------------------------------------------------------------------------------------------
# running a program
# ------------------------------------------------------------------------------------------
def _conf_module(rec: Recorder) -> types.ModuleType:
    mod = types.ModuleType("_conf")
    mod.emit = rec.emit
    mod.emit_error = rec.emit_error
    mod.emit_stdout = rec.emit_stdout
    return mod


def program_meta(path: str) -> Dict[str, Any]:
    """FOLLOW_PYNATIVE and MODES of a program, read from its source without running it."""
    import ast

    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    meta: Dict[str, Any] = {"FOLLOW_PYNATIVE": {}, "MODES": ("pynative", "graph"), "REQUIRES": ()}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            if node.targets[0].id in meta:
                meta[node.targets[0].id] = ast.literal_eval(node.value)
    return meta


@functools.lru_cache(maxsize=None)
def _probe_nested_cells() -> bool:
    """Graph mode compiles a SequentialCell nested in a SequentialCell (model-zoo ResNets)."""
    import numpy as np
    import msgraph as ms

    net = ms.nn.SequentialCell([ms.nn.SequentialCell([ms.nn.ReLU()]), ms.nn.ReLU()])
    try:
        with ms.context_scope(mode=ms.GRAPH_MODE):
            net(ms.Tensor(np.ones((1,), np.float32)))
    except Exception:  # noqa: BLE001 - any failure means the feature is missing
        return False
    return True


PROBES = {"nested-cells": _probe_nested_cells}


def missing_features(requires: Any, mode: str) -> List[str]:
    """The entries of a program's ``REQUIRES`` that this msgraph lacks in ``mode``.

    An entry is an attribute path of msgraph (``"nn.ReLU6"``) or a probe name from ``PROBES``,
    either prefixed by ``"graph:"``/``"pynative:"`` to apply in that mode only.  A program whose
    features another branch adds is then skipped (with the reason) until they are merged."""
    import importlib

    missing = []
    for entry in requires:
        want_mode, _, feature = entry.rpartition(":")
        if want_mode and want_mode != mode:
            continue
        if feature in PROBES:
            ok = PROBES[feature]()
        else:
            obj: Any = importlib.import_module("msgraph")
            ok = True
            for part in feature.split("."):
                if not hasattr(obj, part):
                    ok = False
                    break
                obj = getattr(obj, part)
        if not ok:
            missing.append(entry)
    return missing


def run_program(path: str, backend: str, mode: str) -> List[Dict[str, Any]]:
    """Run ``path`` with ``backend`` ('mindspore' or 'msgraph') in ``mode``; return its records.

    For msgraph the ``mindspore`` import alias is installed for the run and removed afterwards, and
    the context is reset to PyNative."""
    rec = Recorder()
    saved_conf = sys.modules.get("_conf")
    sys.modules["_conf"] = _conf_module(rec)
    if backend == "msgraph":
        from msgraph import compat
        from msgraph.testing.state import reset_process_state

        reset_process_state()  # as a fresh MindSpore process starts: default context, no comm world
        compat.install()
    import mindspore as ms  # msgraph under the alias

    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
    old_path = list(sys.path)
    program_dir = os.path.dirname(os.path.abspath(path))
    sys.path.insert(0, program_dir)
    if os.path.basename(os.path.dirname(program_dir)) == "programs":
        sys.path.insert(1, os.path.dirname(program_dir))  # helpers shared across directories (programs/_cellrun.py)
    # the program's temporary files (checkpoints, datasets written by tempfile.mkdtemp()...) go to a directory of
    # this run, removed afterwards: programs need not clean up, and repeated runs do not fill the disk
    saved_tempdir, run_tmp = tempfile.tempdir, tempfile.mkdtemp(prefix="msgraph_conf_")
    tempfile.tempdir = run_tmp
    try:
        runpy.run_path(path, run_name="__main__")
    except Exception as exc:  # noqa: BLE001
        rec.records.append({"label": "<uncaught>", "value": {"t": "error", "cls": _error_class(exc),
                                                             "msg": f"{type(exc).__name__}: {exc}"[:2000]}})
    finally:
        tempfile.tempdir = saved_tempdir
        shutil.rmtree(run_tmp, ignore_errors=True)
        sys.path[:] = old_path
        if saved_conf is None:
            sys.modules.pop("_conf", None)
        else:
            sys.modules["_conf"] = saved_conf
        if backend == "msgraph":
            ms.set_context(mode=ms.PYNATIVE_MODE)
            compat.uninstall()
    return rec.records


# ------------------------------------------------------------------------------------------
# comparing
# ------------------------------------------------------------------------------------------
def _as_float(v: Any) -> float:
    return float(v) if not isinstance(v, str) else float(v.replace("inf", "inf"))


def compare(expected: Any, got: Any, rtol: float, atol: float, where: str = "") -> Optional[str]:
    """None when ``got`` matches ``expected`` (encoded values), else a one-line reason."""
    te, tg = expected.get("t"), got.get("t")
    if te == "error":
        if tg != "error":
            return f"{where}: MindSpore raised {expected['cls']} ({expected.get('msg', '')}), msgraph returned {got}"
        cls = next((c for c in BUILTIN_ERRORS if c.__name__ == expected["cls"]), None)
        if got["cls"] != expected["cls"] and not (cls and _is_sub(got["cls"], cls)) \
                and expected["cls"] not in got.get("all", ()):
            return f"{where}: MindSpore raised {expected['cls']}, msgraph raised {got['cls']}: {got.get('msg')}"
        return None
    if tg == "error":
        return f"{where}: msgraph raised {got['cls']}: {got.get('msg')}"
    if te in ("tensor", "ndarray", "npscalar") or tg in ("tensor", "ndarray", "npscalar"):
        if te != tg:
            return f"{where}: type {tg}, expected {te}"
        if expected.get("dtype") != got.get("dtype"):
            return f"{where}: dtype {got.get('dtype')}, expected {expected.get('dtype')}"
        if expected.get("shape") != got.get("shape"):
            return f"{where}: shape {got.get('shape')}, expected {expected.get('shape')}"
        ev, gv = expected["v"], got["v"]
        ev = ev if isinstance(ev, list) else [ev]
        gv = gv if isinstance(gv, list) else [gv]
        return _close_list(ev, gv, rtol, atol, where)
    if te != tg:
        return f"{where}: type {tg} ({got.get('v')}), expected {te} ({expected.get('v')})"
    if te in ("tuple", "list"):
        if len(expected["v"]) != len(got["v"]):
            return f"{where}: length {len(got['v'])}, expected {len(expected['v'])}"
        for i, (e, g) in enumerate(zip(expected["v"], got["v"])):
            r = compare(e, g, rtol, atol, f"{where}[{i}]")
            if r:
                return r
        return None
    if te == "dict":
        if len(expected["v"]) != len(got["v"]):
            return f"{where}: {len(got['v'])} keys, expected {len(expected['v'])}"
        for (ek, ev), (gk, gv) in zip(expected["v"], got["v"]):
            r = compare(ek, gk, rtol, atol, f"{where}.key") or compare(ev, gv, rtol, atol, f"{where}[{ek.get('v')!r}]")
            if r:
                return r
        return None
    if te == "float":
        return _close_list([expected["v"]], [got["v"]], rtol, atol, where)
    if expected.get("v") != got.get("v"):
        return f"{where}: {got.get('v')!r}, expected {expected.get('v')!r}"
    return None


def _is_sub(name: str, cls: type) -> bool:
    found = next((c for c in BUILTIN_ERRORS if c.__name__ == name), None)
    return found is not None and issubclass(found, cls)


def _close_list(ev: List[Any], gv: List[Any], rtol: float, atol: float, where: str) -> Optional[str]:
    if len(ev) != len(gv):
        return f"{where}: {len(gv)} elements, expected {len(ev)}"
    for i, (e, g) in enumerate(zip(ev, gv)):
        if isinstance(e, list):  # complex
            r = _close_list(e, g, rtol, atol, where)
            if r:
                return r
            continue
        if isinstance(e, (bool, str)) or isinstance(g, (bool, str)) or (isinstance(e, int) and isinstance(g, int)):
            if e != g:   # string arrays (text transforms) compare exactly
                return f"{where}: element {i} is {g!r}, expected {e!r}"
            continue
        fe, fg = float(e), float(g)
        if math.isnan(fe) or math.isnan(fg):
            if not (math.isnan(fe) and math.isnan(fg)):
                return f"{where}: element {i} is {g!r}, expected {e!r}"
            continue
        if math.isinf(fe) or math.isinf(fg):
            if fe != fg:
                return f"{where}: element {i} is {g!r}, expected {e!r}"
            continue
        if abs(fe - fg) > atol + rtol * abs(fe):
            return f"{where}: element {i} is {g!r}, expected {e!r} (rtol={rtol}, atol={atol})"
    return None


def main(argv: Optional[List[str]] = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--backend", choices=("mindspore", "msgraph"), required=True)
    ap.add_argument("--mode", choices=("pynative", "graph"), required=True)
    ap.add_argument("--out", help="write the records here (default: stdout, after a marker line)")
    ap.add_argument("program")
    a = ap.parse_args(argv)
    records = run_program(a.program, a.backend, a.mode)
    sys.stdout.flush()
    if a.out:
        with open(a.out, "w", encoding="utf-8") as f:
            json.dump(records, f)
        return 0
    print(MARKER)
    print(json.dumps(records))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
