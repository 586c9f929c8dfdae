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
