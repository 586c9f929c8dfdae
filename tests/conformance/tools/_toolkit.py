"""What the differential sweep tools share (not run in CI): loading one backend, importing generated case source,
recording an error, draining MindSpore's queued errors, and the model-zoo drivers' start (zoo29_sweep ...
zoo32_sweep's ``_zNN.py``).

A sweep's backend process (``run_backend(backend, ...)`` in diff_sweep.py, sweep6.py, error_sweep.py):

    ms = use_backend(backend)                      # "mindspore" or "msgraph" (this checkout, through the alias)
    mod = import_source(source, "sweep6_", "_sweep6_arith")
    ... res = error_record(exc) ...; drain(ms, backend)
"""
from __future__ import annotations

import os
import sys
import tempfile
from typing import Any, List

TOOLS = os.path.dirname(os.path.abspath(__file__))
#: the msgraph checkout the tools sit in (tests/conformance/tools -> the repository root)
CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(TOOLS)))


def use_backend(backend: str) -> Any:
    """``import mindspore`` for ``backend``: real MindSpore, or ("msgraph") this checkout's msgraph under the alias."""
    if backend == "msgraph":
        sys.path.insert(0, CHECKOUT)
        from msgraph import compat

        compat.install()
    import mindspore as ms

    return ms


def import_source(source: str, prefix: str, modname: str) -> Any:
    """Write ``source`` as module ``modname`` in a new temporary folder and import it (Graph mode reads the source of
    the Cells a case defines, so cases live in a real file)."""
    tmp = tempfile.mkdtemp(prefix=prefix)
    with open(os.path.join(tmp, modname + ".py"), "w") as f:
        f.write(source)
    sys.path.insert(0, tmp)
    return __import__(modname)


def error_record(exc: BaseException, tag: str = "err") -> List[Any]:
    """A case's result for an exception: ``[tag, builtin class as the conformance harness classifies it, "Type:
    first line"]``."""
    if os.path.dirname(TOOLS) not in sys.path:
        sys.path.insert(0, os.path.dirname(TOOLS))   # tests/conformance: harness.py
    from harness import _error_class

    msg = (str(exc).strip().splitlines() or [""])[0][:200]
    return [tag, _error_class(exc), f"{type(exc).__name__}: {msg}"]


def drain(ms: Any, backend: str) -> None:
    """MindSpore's PyNative runs ops asynchronously and may report a failed op's error again at the next one: drain
    its queue between cases (msgraph: nothing to do)."""
    if backend != "mindspore":
        return
    try:
        ms.runtime.synchronize()
    except Exception:  # noqa: BLE001 - a pending error of the previous case
        pass


# --- the variant scripts' one-line-per-case harnesses (run under MindSpore's Python too) ---------------------------
# A sweep folder's ``_h.py`` imports one of them (``from _h import case`` in its scripts); mindspore is imported when
# a case runs, so this module loads under either backend.
def mode_from_env(default: str = "graph") -> None:
    """``MODE=graph|pynative`` in the environment (``default`` when unset): set MindSpore's execution mode."""
    import mindspore as ms

    mode = os.environ.get("MODE", default)
    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)


def show(v: Any) -> str:
    """adapt33c / adapt34d's normal form: ``T(dtype,shape,values)`` (floats rounded to 5 digits), containers, typed
    scalars."""
    import numpy as np
    import mindspore as ms

    if isinstance(v, ms.Tensor):
        a = v.asnumpy()
        if a.dtype.kind == "f":
            a = np.round(a.astype(np.float64), 5)
        return "T(%s,%s,%s)" % (v.dtype, tuple(v.shape), a.tolist())
    if isinstance(v, (tuple, list)):
        s = ", ".join(show(x) for x in v)
        return ("(%s)" if isinstance(v, tuple) else "[%s]") % s
    if isinstance(v, dict):
        return "{%s}" % ", ".join("%r: %s" % (k, show(x)) for k, x in v.items())
    if isinstance(v, float):
        return "float(%r)" % round(v, 6)
    return "%s(%r)" % (type(v).__name__, v)


def case_call(label: str, fn: Any) -> None:
    """``case(label, fn)`` of adapt33c / adapt34d: prints ``label => show(fn())`` or ``label => EXC <builtin classes,
    '/'-joined> | <first line>``."""
    try:
        r = fn()
        print(label, "=>", show(r), flush=True)
    except BaseException as e:  # noqa
        msg = str(e).strip().splitlines()[0][:100] if str(e).strip() else ""
        cls = "/".join(c.__name__ for c in type(e).__mro__ if c.__module__ == "builtins"
                       and c not in (BaseException, Exception, object))
        print(label, "=>", "EXC", cls, "|", msg, flush=True)


def fmt(x: Any) -> str:
    """adapt34t / r2jit's normal form: ``T(dtype, shape, values as float64 text)`` (Parameters with name and
    requires_grad), containers, typed scalars."""
    import numpy as np

    if isinstance(x, (tuple, list)):
        return type(x).__name__ + "[" + ", ".join(fmt(v) for v in x) + "]"
    if isinstance(x, dict):
        return "dict{" + ", ".join(f"{k}: {fmt(v)}" for k, v in x.items()) + "}"
    if hasattr(x, "asnumpy"):
        a = x.asnumpy()
        extra = ""
        if hasattr(x, "name") and type(x).__name__ == "Parameter":
            extra = f" P({x.name},rg={x.requires_grad})"
        values = np.array2string(np.asarray(a, dtype=np.float64) if a.dtype != np.bool_ else a, precision=6,
                                 separator=",")
        return f"T({x.dtype}, {tuple(a.shape)}, {values}){extra}".replace("\n", "")
    if isinstance(x, float):
        return f"float({x!r})"
    return f"{type(x).__name__}({x!r})"


def case_deco(name: str) -> Any:
    """``@case(name)`` of adapt34t / r2jit: runs the function at once, prints ``name: fmt(result)`` or ``name: EXC
    <first builtin class>: <first line>``."""
    def deco(fn: Any) -> Any:
        try:
            r = fn()
            print(f"{name}: {fmt(r)}", flush=True)
        except Exception as e:  # noqa
            cls = next(c for c in type(e).__mro__ if c.__module__ == "builtins")   # msgraph's classes subclass them
            print(f"{name}: EXC {cls.__name__}: {str(e).splitlines()[0][:100] if str(e) else ''}", flush=True)
        return fn
    return deco


# --- the model-zoo sweep drivers ---------------------------------------------------------------------------------
ZOO28 = os.path.join(TOOLS, "zoo28_sweep")
#: inputs scaled by PERT (1 + $PERT) and NSTEP training steps, from the environment
PERT = 1 + float(os.environ.get("PERT", "0"))
NSTEP = int(os.environ.get("NSTEP", "3"))


def zoo_start(*stub_folders: str) -> None:
    """Start a zoo driver: the command line the zoo's argparse configs would read dropped; the network's folder (the
    current directory: run.sh cds there) first, then zoo28_sweep (its ``_drv`` helper); module stubs after
    everything else: zoo28's ($ZOO_STUBS), then each of ``stub_folders``' ``stubs`` (zoo30's Levenshtein, zoo31's
    matplotlib, zoo32's pandas)."""
    sys.argv = sys.argv[:1]
    sys.path.insert(0, ZOO28)
    sys.path.insert(0, os.getcwd())
    sys.path.append(os.environ.get("ZOO_STUBS", os.path.join(ZOO28, "stubs")))
    for folder in stub_folders:
        sys.path.append(os.path.join(TOOLS, folder, "stubs"))


def train_record(label: str, model: Any, dset: Any, epochs: int = 1, **kw: Any) -> list:
    """model.train(epochs, dset) with LossMonitor and a callback storing each step's net_outputs under label."""
    import mindspore as ms
    from _drv import guard, out

    seen: list = []

    class Rec(ms.train.Callback):
        def step_end(self, rc):
            seen.append(rc.original_args().net_outputs)
    guard(label, model.train, epochs, dset, callbacks=[ms.train.LossMonitor(1), Rec()], dataset_sink_mode=False, **kw)
    out(label, seen)
    return seen
