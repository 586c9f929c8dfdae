"""Eager elementwise ops on the compiled kernels Graph mode uses (issue #20: "eager heavy ops share the fast path").

MindSpore's float32 Exp/Sigmoid/Tanh/Log (nnacl) use fused multiply-adds, which numpy does not have: the numpy
implementations in this package emulate each in float64, block by block, ~2x slower than plain numpy.  Graph mode's
Numba kernels compute the same expression (the op's kernel expression, :mod:`msgraph.codegen.vecmath`'s
``nnacl_exp``/``nnacl_tanh`` rows with true ``llvm.fma``) bit for bit and several times faster.

An op opts in with a trait: ``eager_kernel=(np.float32, ...)`` on its :class:`~msgraph.ops.registry.OpDef` (the
dtypes its kernel expression stands for its numpy impl bit for bit, measured: tests/codegen/test_eager_kernels.py).
The registry's impl wrapper then calls :func:`run` with the op itself for a one-array call of such a dtype, and this
module builds a one-loop Numba function of the op's own kernel expression (``out[i] = op.kernel(dtype, x[i])``),
generated, cached on disk and compiled by :mod:`msgraph.codegen.eager` in the background kernel worker, exactly as
a graph's.  No op's impl calls :func:`run` (``nnacl_exp``, the helper behind Softmax/Elu/SiLU, asks for the Exp op's
kernel: one key, one compile).  Numba has no float16 arrays: a float16 input runs the float32 kernel and is rounded,
which an op may declare only where its float16 kernel expression is exactly that (a test checks each).

* The numpy implementation stays the definition and the fallback: :func:`run` returns None (the caller then runs
  numpy) for arrays under :data:`MIN_SIZE` elements, until the kernel is ready, when Numba is off
  (``MSGRAPH_NUMBA=0``, or ``MSGRAPH_EAGER_KERNELS=0``; read when an op would ask for its kernel), when the kernel
  failed to compile, or where the op's ``kernel_ok`` refuses the input.
* Nothing blocks, and a short run pays nothing: an op asks for its kernel (queues its compile) once its numpy
  version has processed :data:`REQUEST_ELEMENTS` elements in large calls -- or at its second large call when Numba
  is already imported (Graph mode's kernels, another op's) -- and runs numpy until the kernel is loaded.  Loading
  costs the process Numba's import and the kernel's load even from a warm disk cache (measured on one loaded CPU:
  W1's two calls after the request took 0.7 and 1.0 s instead of 0.3 s), the compile runs in the compile server.
* :func:`run_kernel` is the same machinery for a whole Numba function an op's impl states (not an elementwise
  expression): BatchNorm's oneDNN-order channel sums and fused normalization sweeps (ops/batchnorm_ops.py), the
  numpy impl the definition and fallback, the kernel checked bit for bit against it.
* ``import msgraph`` stays light: this module imports nothing; the code-generation side is reached through a loader
  that :mod:`msgraph.api` installs (this layer may not import it), and Numba only in the worker.
"""
from __future__ import annotations

import os
import sys
import threading
from typing import Any, Callable, Dict, Optional

import numpy as np

#: Smallest array (elements) that uses a kernel: the numpy version of these ops takes ~0.5 ms at this size (Sigmoid
#: on 16k elements: 168 µs, its kernel 11 µs), a kernel call ~2 µs of dispatch; smaller arrays stay on numpy.
MIN_SIZE = 1 << 16

#: Elements an op's numpy version processes (in calls of at least MIN_SIZE) before it asks for its kernel while
#: Numba is not imported yet: ~0.3 s of the numpy emulation at ~10 ns per element (Exp/Sigmoid/Tanh, this VM),
#: about the CPU time the import and the load take (ski rental: a run never pays more than twice what it saves).
REQUEST_ELEMENTS = 1 << 25
#: The CPU seconds REQUEST_ELEMENTS elements stand for (Graph mode's load rule counts eager work at this rate).
EAGER_RENT_S = 0.3

_loader: Optional[Callable[[], Any]] = None
_kernels: Dict[tuple, Any] = {}        # (name, dtype) -> compiled kernel(x, out), or False (failed: numpy for good)
_seen: Dict[tuple, list] = {}          # (name, dtype) -> [large calls (-1 once it asked), their elements]
_lock = threading.Lock()


def install(loader: Callable[[], Any]) -> None:
    """Set by :mod:`msgraph.api`: ``loader()`` -> the module with ``request(name, kernel, dtype, done)``."""
    global _loader
    _loader = loader


def enabled() -> bool:
    env = os.environ
    return _loader is not None and env.get("MSGRAPH_NUMBA", "1").strip().lower() not in ("0", "false", "no", "off") \
        and env.get("MSGRAPH_EAGER_KERNELS", "1").strip().lower() not in ("0", "false", "no", "off")


def run(op: Any, a: np.ndarray) -> Optional[np.ndarray]:
    """Elementwise op ``op``'s kernel expression (``op.kernel(dtype, "x")`` -> Numba source) over ``a`` by a
    compiled kernel, same dtype and shape as ``a``; None when the caller must compute it with numpy (see the module
    docstring).  One kernel per op and dtype; float16 runs the float32 kernel and rounds."""
    if a.size < MIN_SIZE or a.dtype.char not in "efd" or not a.dtype.isnative:
        return None
    t = _F32 if a.dtype.char == "e" else a.dtype
    key = (op.name, t.str)
    k = _kernels.get(key)
    if k is None:
        _request(key, op.kernel, t, a.size)
        return None
    if k is False or (op.kernel_ok is not None and not op.kernel_ok(_Shaped(a.shape, a.dtype))):
        return None
    v = np.ascontiguousarray(a, t).reshape(-1)
    out = np.empty_like(v)
    k(v, out)
    out = out.reshape(a.shape)
    if a.dtype.char != "e":
        return out
    with np.errstate(over="ignore"):      # past float16's range: inf, as the numpy impl's rounding
        return out.astype(a.dtype)


_F32 = np.dtype(np.float32)


class _Shaped:
    """What ``OpDef.kernel_ok`` reads of its output (an Aval's shape and dtype)."""

    __slots__ = ("shape", "dtype")

    def __init__(self, shape: tuple, dtype: np.dtype):
        self.shape, self.dtype = shape, dtype


def _numba_loaded() -> bool:
    return "numba" in sys.modules


def lazy_source(builder: Callable[..., Callable[[str], str]]) -> Callable[..., Callable[[str], str]]:
    """Decorator for a ``builder(*geometry) -> source`` of :func:`run_kernel`: the decorated builder returns at once a
    ``source(fname)`` that runs ``builder`` only when called -- when the kernel is compiled.  An impl passes its
    source on every call and run_kernel reads it only for a request: building the text of an unrolled kernel each
    call cost MaxPoolGrad 30 us and the column sum 39 us a call (W7: ~0.1 ms a step; RESULTS.md 2026-12-06 m)."""
    def lazy(*args: Any) -> Callable[[str], str]:
        return lambda fname: builder(*args)(fname)

    lazy.__name__, lazy.__doc__, lazy.__wrapped__ = builder.__name__, builder.__doc__, builder  # type: ignore[attr-defined]
    return lazy


def run_kernel(name: str, source: Callable[[str], str], sig: tuple, args: tuple, size: int,
               min_size: Optional[int] = None) -> bool:
    """Run the compiled Numba function ``source(fname)`` (the text of ``def fname(...)``, numpy-only Numba code, no
    decorator) on ``args``, C-contiguous native arrays matching ``sig`` (``((dtype, ndim), ...)``), its outputs
    written into arrays among them.  False when the caller must compute with numpy instead (the same rules as
    :func:`run`: ``size`` (elements) under ``min_size`` (default :data:`MIN_SIZE`), kernel not ready, Numba off,
    compile failed).  For ops whose numpy impl computes a fixed order a kernel states once (BatchNorm's oneDNN sums):
    the numpy impl stays the definition, the kernel is checked bit for bit against it
    (tests/ops/test_batchnorm_dnnl_order.py).  The caller checks the arguments' layout and dtypes."""
    if size < (MIN_SIZE if min_size is None else min_size):
        return False
    key = (name, "kernel")
    k = _kernels.get(key)
    if k is None:
        _request(key, None, None, size, (source, tuple((np.dtype(d), int(nd)) for d, nd in sig)))
        return False
    if k is False:
        return False
    k(*args)
    return True


def _request(key: tuple, kernel: Optional[Callable[[Any, str], str]], dtype: Optional[np.dtype], size: int,
             custom: Optional[tuple] = None) -> None:
    if not enabled():
        return
    with _lock:
        seen = _seen.setdefault(key, [0, 0])
        if seen[0] < 0:         # asked already
            return
        seen[0] += 1
        seen[1] += size
        if seen[1] < REQUEST_ELEMENTS and not (seen[0] >= 2 and _numba_loaded()):
            return
        seen[0] = -1

    def done(fn: Any) -> None:
        _kernels[key] = fn if fn is not None else False

    try:
        if custom is not None:
            _loader().request_source(key[0], custom[0], custom[1], done)
        else:
            _loader().request(key[0], kernel, np.dtype(dtype), done)
    except Exception:   # noqa: BLE001 - no kernel, numpy for good
        _kernels[key] = False


def large_elements_seen() -> int:
    """Elements the numpy versions of kernel-backed ops have processed in large calls so far, all ops together (the
    count :data:`REQUEST_ELEMENTS` is compared with, per op): Graph mode's warm-cache load counts them as rent paid
    towards the same Numba import (:func:`msgraph.codegen.backend.rent_paid`)."""
    with _lock:
        return sum(v[1] for v in _seen.values())


def ready(name: str, dtype: Any) -> bool:
    """Whether op ``name``'s kernel for ``dtype`` is loaded (tests, benchmarks)."""
    return bool(_kernels.get((name, np.dtype(dtype).str)))


def reset() -> None:
    """Forget every kernel and request (tests)."""
    with _lock:
        _kernels.clear()
        _seen.clear()
