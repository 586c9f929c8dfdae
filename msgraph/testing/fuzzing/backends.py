"""The code generators a program is compiled under: contexts that switch them on for a block.

``python_backend`` (Numba off: the numpy code generator), ``numba_backend`` (Numba kernels compiled
before the first call) and ``cuda_sim_backend`` (``device_target="GPU"``; under Numba's simulator
when ``NUMBA_ENABLE_CUDASIM=1`` was set before ``numba.cuda`` was imported).  Repro files import
them from :mod:`msgraph.testing.fuzz`.
"""
from __future__ import annotations

import contextlib
import importlib
import importlib.util
import os
from typing import Any, Optional

__all__ = ["python_backend", "numba_backend", "cuda_sim_backend", "numba_available", "cuda_sim_available"]


@contextlib.contextmanager
def _env(**kv: Optional[str]):
    old = {k: os.environ.get(k) for k in kv}
    for k, v in kv.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def _backend_module() -> Any:
    try:
        return importlib.import_module("msgraph.codegen.backend")
    except Exception:
        return None


def numba_available() -> bool:
    """Whether the Numba CPU backend is installed (``msgraph.codegen.backend.sync_compile``)."""
    b = _backend_module()
    if b is None or not hasattr(b, "sync_compile") or importlib.util.find_spec("numba") is None:
        return False
    return importlib.util.find_spec("msgraph.codegen.numba_cpu") is not None


def real_gpu_requested() -> bool:
    """``MSGRAPH_FUZZ_GPU=1``: the CUDA mode runs on the machine's GPU rather than Numba's simulator."""
    return os.environ.get("MSGRAPH_FUZZ_GPU") == "1"


def cuda_sim_available() -> bool:
    """Whether a CUDA backend exists and Numba's CUDA simulator is switched on (or a real GPU was asked for
    with ``MSGRAPH_FUZZ_GPU=1``)."""
    return (importlib.util.find_spec("msgraph.codegen.numba_cuda") is not None
            and (os.environ.get("NUMBA_ENABLE_CUDASIM") == "1" or real_gpu_requested()))


def python_backend() -> Any:
    """Context: compiled graphs use the Python/numpy code generator (Numba off)."""
    return _env(MSGRAPH_NUMBA="0")


@contextlib.contextmanager
def numba_backend():
    """Context: O1/O2 graphs get their Numba kernels compiled before the first call."""
    b = _backend_module()
    with _env(MSGRAPH_NUMBA="1"), b.sync_compile(True):
        yield


@contextlib.contextmanager
def cuda_sim_backend():
    """Context: ``device_target="GPU"`` (under Numba's simulator when ``NUMBA_ENABLE_CUDASIM=1``),
    with ``MSGRAPH_CUDA_STRICT=1``: a host array at a kernel launch is a crash, not a silent copy."""
    import msgraph as ms

    with ms.context_scope(device_target="GPU"):
        b = _backend_module()
        with _env(MSGRAPH_NUMBA="1", MSGRAPH_CUDA_STRICT="1"), \
                (b.sync_compile(True) if hasattr(b, "sync_compile") else contextlib.nullcontext()):
            yield


@contextlib.contextmanager
def _verify_ir(on: bool):
    """Verify the IR after every pass (an invalid IR is a compiler bug: counted as a crash)."""
    from ... import compiler

    old = compiler.VERIFY_IR
    compiler.VERIFY_IR = on or old
    try:
        yield
    finally:
        compiler.VERIFY_IR = old
