"""Compiled kernels for eager (PyNative) elementwise ops: the code side of :mod:`msgraph.ops._fastpath`.

An op's kernel expression (the one its Graph-mode fused kernels inline) becomes a one-loop Numba function
``out[i] = expr(x[i])`` in a kernel module like a graph's (:func:`msgraph.codegen.numba_cpu.module_source`: the same
header, vecmath import and decorator), which goes through the same machinery: the module file is written to the disk
cache, the compile server compiles it off the training thread (:mod:`msgraph.runtime.compile_process`), and the
background kernel worker of :mod:`msgraph.codegen.backend` loads it -- so :func:`backend.wait_for_kernels` waits for
these too, a warm cache loads them in milliseconds, and a failure leaves the op on numpy.
"""
from __future__ import annotations

import logging
from typing import Any, Callable

import numpy as np

from . import numba_cpu

log = logging.getLogger("msgraph.codegen")


class _Spec:
    """What :func:`numba_cpu.load` and the compile server need of a kernel: its name, parameters, signature
    (``sig``: ``((dtype, ndim), ...)`` of C-contiguous array parameters; default ``x, out``: 1-D of ``dtype``)."""

    def __init__(self, name: str, dtype: np.dtype, sig: Any = None):
        self.name = name
        if sig is None:
            self.params = [numba_cpu.Param("x", "array", dtype, (0,), None),
                           numba_cpu.Param("out", "array", dtype, (0,), None)]
        else:
            self.params = [numba_cpu.Param(f"a{i}", "array", dt, (0,) * nd, None) for i, (dt, nd) in enumerate(sig)]
        self.parallel = False

    def numba_signature(self) -> Any:
        return numba_cpu.signature_from_desc(numba_cpu.signature_desc(self.params))


def kernel_source(fname: str, kernel: Callable[[Any, str], str], dtype: np.dtype) -> str:
    """The Numba function applying ``kernel``'s expression to every element (``v``: the element, read once)."""
    return (f'@njit(cache=True, nogil=True, error_model="numpy")\n'
            f"def {fname}(x, out):\n"
            f"    for i in range(x.shape[0]):\n"
            f"        v = x[i]\n"
            f"        out[i] = {kernel(dtype, 'v')}\n")


class _Job:
    """One eager kernel, compiled by the backend's worker thread (which calls :meth:`finish`)."""

    def __init__(self, name: str, kernel: Callable[[Any, str], str], dtype: Any, done: Callable[[Any], None],
                 sig: Any = None):
        from ..runtime import disk_cache

        if sig is None:
            self.spec = _Spec(f"eager_{name}_{dtype.name}", dtype)
            text = kernel_source(self.spec.name, kernel, dtype)
        else:               # a whole function: kernel(fname) -> its text (request_source)
            self.spec = _Spec(f"eager_{name}", None, sig)
            text = '@njit(cache=True, nogil=True, error_model="numpy")\n' + kernel(self.spec.name)
        self.source = numba_cpu.module_source(f"eager {name}", [], text)
        self.done = done
        self.cache_root = disk_cache.snapshot()

    def finish(self) -> None:
        from ..runtime import compile_process, disk_cache

        fn = None
        with disk_cache.collect_warnings():        # a repaired cache entry: nothing to tell an eager op's caller
            try:
                if self.cache_root is not None and compile_process.enabled():
                    key = disk_cache.module_key(self.source, numba_cpu.CODEGEN_VERSION)
                    compile_process.precompile(disk_cache.write_module(key, self.source, self.cache_root), key,
                                               [self.spec])
                fn = numba_cpu.load(self.spec.name, [self.spec], self.source, self.cache_root)[self.spec.name]
            except BaseException as exc:  # noqa: BLE001 - the op stays on numpy
                log.debug("no eager kernel %s: %s: %s", self.spec.name, type(exc).__name__, exc)
        self.done(fn)


def request(name: str, kernel: Callable[[Any, str], str], dtype: np.dtype, done: Callable[[Any], None]) -> None:
    """Queue ``name``'s kernel for ``dtype``; ``done(compiled kernel or None)`` is called from the worker thread."""
    from .backend import _worker

    _worker().put(_Job(name, kernel, dtype, done))


def request_source(name: str, source: Callable[[str], str], sig: Any, done: Callable[[Any], None]) -> None:
    """Queue the Numba function ``source(fname)`` (see :func:`msgraph.ops._fastpath.run_kernel`) of array parameters
    ``sig`` (``((dtype, ndim), ...)``); ``done(compiled kernel or None)`` is called from the worker thread."""
    from .backend import _worker

    _worker().put(_Job(name, source, None, done, sig))
