"""Choose and drive the code generator for a compile.

* ``jit_level="O0"`` (or ``MSGRAPH_NUMBA=0``): the plain Python/numpy backend
  (:mod:`msgraph.codegen.python`), fast to compile, for debugging.
* O1/O2 on CPU: generated Python that calls one Numba kernel per fused group
  (:mod:`msgraph.codegen.numba_cpu`); matmul/conv stay on numpy's BLAS.  Graphs
  with Tensor control flow whose every node Numba can run become a single
  nopython function (a loop iteration then costs no Python dispatch).
* ``device_target="GPU"``: :mod:`msgraph.codegen.numba_cuda`.

Compile latency.  Numba costs ~0.5 s to import and 0.1-0.5 s per kernel, so by
default the first calls run the numpy version of the very same graph (the fused
groups inlined) and the kernels are generated and compiled by a background
thread, which picks the job up after the second call (tiering: the first two
calls time each group, and groups numpy runs in microseconds keep no kernel); the graph switches to them
atomically, between two calls, when they are ready.  The kernel module written to the disk cache
holds every group's kernel whatever the timings said (only the hot ones are compiled), so a later
process finds it under the same key and loads what an earlier one compiled.  Loading costs the
process Numba's import (~0.2-0.3 s of CPU) even from a warm cache, so while Numba is not imported
the worker loads only once the graphs' numpy versions have spent :data:`LOAD_RENT_S` in the groups
that would get kernels, the numpy work of ops with eager kernels counted in (ski rental, as
PyNative's eager kernels: :func:`rent_paid`); the compile server (cold cache) is asked at once.  Both versions compute the
same values (to float tolerance: the kernels' transcendental functions and
summation order differ from numpy's by a few ulp) with exactly the same dtypes.
A kernel that fails to compile never breaks a program: the graph stays on the
numpy version and a :class:`KernelWarning` says why.

Switches (environment variables, read when a graph is compiled):

==========================  =====================================================
``MSGRAPH_SYNC_COMPILE=1``  compile the kernels before the first call (tests,
                            benchmarks); also ``with backend.sync_compile():``.
                            :func:`wait_for_kernels` waits for background work.
``MSGRAPH_NUMBA=0``         never use Numba on CPU (the numpy backend at every level)
``MSGRAPH_CACHE=0``         no disk cache (kernels compile in memory each process)
``MSGRAPH_CACHE_DIR=DIR``   where the disk cache lives (default ``~/.cache/msgraph``),
                            see :mod:`msgraph.runtime.disk_cache`
``MSGRAPH_COMPILE_NICE=N``  nice value of the background worker thread (default 0: none)
``MSGRAPH_COMPILE_PROCESS=0`` background compiles stay in the worker thread instead of the
                            low-priority compile server process that fills the disk cache
                            (:mod:`msgraph.runtime.compile_process`);
                            ``MSGRAPH_COMPILE_SERVER_NICE=N``: its nice value (default 19)
``MSGRAPH_TIER_US=T``       tiering (default 20): a graph's first two calls time each fused
                            group's numpy version; the job is submitted after the second call
                            and only groups that took >= T µs get a kernel (0: every group,
                            submitted after the first call); see :func:`tier_threshold_s`
``MSGRAPH_CHECK_KERNELS=1`` run each kernel's numpy version too and log disagreements
``MSGRAPH_EAGER_KERNELS=0`` PyNative's large float32 Exp/Sigmoid/Tanh stay on numpy instead of
                            the same kernels compiled for eager calls (:mod:`msgraph.ops._fastpath`,
                            :mod:`msgraph.codegen.eager`; also off with ``MSGRAPH_NUMBA=0``)
``MSGRAPH_VECMATH=0``       use libm (``np.exp``...) instead of :mod:`vecmath` in kernels
``MSGRAPH_CUDA_STRICT=1``   CUDA backend: a host array reaching a kernel launch raises
                            ``HostArrayError`` instead of being copied (the fuzzer sets it)
==========================  =====================================================

Threading: see :mod:`msgraph.runtime.numba_env` (workqueue layer, parallel kernels
serialized by a lock, ``prange`` only when a kernel's estimated work pays for it).
:func:`stats` counts graphs, kernels, whole-graph functions, switches and fallbacks.
"""
from __future__ import annotations

import contextlib
import logging
import os
import queue
import threading
import time
import warnings
import weakref
from typing import Any, Callable, Dict, List, Optional

from ..ir.nodes import Graph, Node, Struct
from . import numba_cpu, numba_whole, python  # noqa: F401 - neither imports numba; loaded together with us
from ..runtime import disk_cache, numba_env  # noqa: F401 - likewise light

log = logging.getLogger("msgraph.codegen")


class KernelWarning(UserWarning):
    """Numba kernels could not be used for a graph; it runs on the numpy backend."""


_stats_lock = threading.Lock()
_stats: Dict[str, Any] = {"graphs": 0, "kernels": 0, "whole_graph": 0, "fallbacks": 0, "switched": 0,
                          "compile_s": 0.0, "tier_cold": 0}
_sync_override: List[bool] = []


def stats() -> Dict[str, Any]:
    """Counters: graphs/kernels compiled with Numba, whole-graph functions, fallbacks, switches."""
    with _stats_lock:
        return dict(_stats)


def _bump(key: str, n: Any = 1) -> None:
    with _stats_lock:
        _stats[key] = _stats.get(key, 0) + n


def numba_enabled() -> bool:
    return os.environ.get("MSGRAPH_NUMBA", "1").strip().lower() not in ("0", "false", "no", "off")


def sync_enabled() -> bool:
    if _sync_override:
        return _sync_override[-1]
    return os.environ.get("MSGRAPH_SYNC_COMPILE", "0").strip().lower() in ("1", "true", "yes", "on")


@contextlib.contextmanager
def sync_compile(enabled: bool = True):
    """``with sync_compile():`` graphs compiled inside get their kernels before the first call."""
    _sync_override.append(enabled)
    try:
        yield
    finally:
        _sync_override.pop()


# ---------------------------------------------------------------------------------------
# Entry point
# ---------------------------------------------------------------------------------------
def generate(graph: Graph, opts: Any) -> Any:
    """Generated, loaded code for ``graph`` under the compile options."""
    level = getattr(opts, "jit_level", "O1")
    from .. import context

    if context.get_context("device_target") == "GPU":
        from . import numba_cuda

        return numba_cuda.generate(graph, opts)
    if level == "O0" or not numba_enabled():
        return python.generate(graph, tag=level)
    if not sync_enabled():
        # Cheap test only: the kernels' text is generated in the background thread too.
        if any(n.op is Struct.FUSED for n in graph.walk()) or _whole_candidate(graph):
            times: Optional[Dict[int, float]] = {} if tier_threshold_s() > 0.0 else None
            hook = _timing_hook(times) if times is not None and not _whole_candidate(graph) else None
            if hook is None:
                times = None
            return SwitchingCode(graph, level, python.generate(graph, kernel_hook=hook, tag=level), times)
        return python.generate(graph, tag=level)
    try:
        plan = Plan(graph, level)
    except Exception as exc:  # a generator bug must never break a program: run it on numpy
        _bump("fallbacks")
        log.warning("msgraph: no Numba kernels for graph %s (%s: %s); using the numpy backend",
                    graph.name, type(exc).__name__, exc)
        return python.generate(graph, tag=level)
    if not plan.specs:
        return python.generate(graph, tag=level)
    try:
        return plan.compile_now()
    except Exception as exc:
        return plan.fallback(exc)


def _whole_candidate(graph: Graph) -> bool:
    return numba_whole.whole_eligible(graph)


# ---------------------------------------------------------------------------------------
# Tiering: which fused groups get a kernel
# ---------------------------------------------------------------------------------------
TIER_US_DEFAULT = 20.0


def tier_threshold_s() -> float:
    """``MSGRAPH_TIER_US`` (default 20) in seconds: background compiles give a kernel only to the
    fused groups whose numpy version took at least this long in the graph's first call; 0
    compiles every group.  Synchronous compiles (nothing measured yet) compile every group.

    Why 20 µs: a kernel call costs ~1-2 µs of dispatch (argument type checks, the result
    tuple), so a group that numpy runs in a few microseconds gains at most that much per
    call, while its kernel costs ~0.15-0.5 s of compile and a few ms of loading per process
    (Numba's own start-up, ~0.5-1.5 s, when it is the graph's only kernel).  At 20 µs a kernel
    that is 5x faster saves ~15 µs a call and repays a 0.3 s compile in ~20k calls; below that,
    a graph's cold groups stay numpy and a graph with no hot group never imports Numba.
    """
    raw = os.environ.get("MSGRAPH_TIER_US", "").strip()
    try:
        us = float(raw) if raw else TIER_US_DEFAULT
    except ValueError:
        us = TIER_US_DEFAULT
    return max(us, 0.0) * 1e-6


def _timing_hook(times: Dict[int, float]) -> Callable[..., Optional[bool]]:
    """A kernel hook for the numpy version that times each fused group (inlined as usual):
    ``times[id(node)]`` accumulates its seconds per call (loops included)."""
    from time import perf_counter

    def hook(em: python.PyEmitter, n: Node, outs: List[str], indent: str) -> Optional[bool]:
        if n.op is not Struct.FUSED:
            return None
        em.ns.setdefault("_tier_pc", perf_counter)
        em.ns.setdefault("_tier_add", _tier_adder(times))
        key = em.const(id(n))
        var = f"_tier_t{key}"
        em.emit(f"{var} = _tier_pc()", indent)
        em.kernel_hook = None          # inline the group as the plain numpy version does
        try:
            em.node(n, indent)
        finally:
            em.kernel_hook = hook
        em.emit(f"_tier_add({key}, _tier_pc() - {var})", indent)
        return True

    return hook


def _no_timing(key: int, dt: float) -> None:
    return None


def _tier_adder(times: Dict[int, float]) -> Callable[[int, float], None]:
    def add(key: int, dt: float) -> None:
        times[key] = times.get(key, 0.0) + dt

    return add


# ---------------------------------------------------------------------------------------
# Per-graph plan: kernels, the Numba-calling Python, and the switch-over
# ---------------------------------------------------------------------------------------
class Plan:
    """The kernels of one graph and the two versions of its code."""

    def __init__(self, graph: Graph, level: str, times: Optional[Dict[int, float]] = None):
        self.graph = graph
        self.level = level
        self.whole = None
        self.specs: List[Any] = []
        self.by_node: Dict[int, Any] = {}
        self.cold = 0           # fused groups left to numpy by tiering (measured too cheap)
        self.module_specs: List[Any] = []     # every kernel of the module file (self.specs: those used)
        limit = tier_threshold_s() if times else 0.0
        tag = python._ident(graph.name)[:24]
        if numba_whole.whole_eligible(graph):
            try:
                self.whole = numba_whole.WholeGraph(graph, tag)
                self.specs = self.whole.specs
            except Exception as exc:   # Unsupported, or anything unexpected: go per kernel
                log.debug("whole-graph mode not used for %s: %s", graph.name, exc)
                self.whole = None
                self.specs = []
        if self.whole is not None:
            self.module_specs = self.specs
        if self.whole is None:
            # The module holds a kernel for every fused group, hot or not, so its text (the disk
            # cache's key) does not depend on the tiering measurements, which vary from run to run:
            # a later process -- with another hot set, or a sync compile that wants every kernel --
            # finds the same module, and Numba's per-function cache has whatever was compiled.
            # Only the hot groups' kernels are compiled and called.
            twins: Dict[Any, Any] = {}
            every: List[Any] = []
            hot: List[Any] = []
            for n in graph.walk():
                if n.op is Struct.FUSED:
                    name = f"k{len(every)}_{tag}"
                    try:
                        spec = numba_cpu.fused_kernel(n, name)
                    except Exception as exc:   # an op kernel Numba can't express: keep it in numpy
                        log.debug("no kernel for fused node at %s: %s", n.loc, exc)
                        continue
                    # Groups with the same code (a layer's forward and its twin layer's, two ReLU
                    # backwards...) share one kernel: compiled and cached once.
                    twin = twins.setdefault(numba_cpu.kernel_key(spec), spec)
                    if twin is not spec:
                        spec.name = twin.name      # this node's own arguments, its twin's kernel
                    else:
                        every.append(spec)
                    if limit > 0.0 and times.get(id(n), limit) < limit:
                        self.cold += 1          # numpy runs it in microseconds: no kernel
                        continue
                    self.by_node[id(n)] = spec
                    hot.append(twin)
            wanted = {id(s) for s in hot}
            self.specs = [s for s in every if id(s) in wanted]
            self.module_specs = every
        self.source = numba_cpu.module_source(graph.name, self.module_specs,
                                              self.whole.entry_source if self.whole else "")

    # -- the Numba-calling Python --------------------------------------------------------
    def _hook(self, em: python.PyEmitter, n: Node, outs: List[str], indent: str) -> Optional[bool]:
        spec = self.by_node.get(id(n))
        if spec is None:
            return None
        args = []
        for p in spec.params:
            if p.kind == "array" and not hasattr(p.source, "id"):
                args.append(em.const(p.source.value))
            else:
                r = em.ref(p.source)
                # 0-d values may be numpy scalars, 0-d arrays or Python scalars at run time
                args.append(f"_np.{_np_name(p.dtype)}({r})" if p.kind == "scalar" else r)
        call = f"_{spec.name}({', '.join(args)})"
        lhs = ", ".join(outs)
        em.emit(f"{lhs} = {call}" if outs else call, indent, n.loc, n.origin)
        return True

    def numba_code(self) -> python.GeneratedCode:
        if self.whole is not None:
            return self.whole.python_code(self.level)
        return python.generate(self.graph, kernel_hook=self._hook, tag=f"{self.level}-numba")

    def bind(self, code: python.GeneratedCode, kernels: Dict[str, Any], check: Optional[bool] = None) -> None:
        from ..runtime.numba_env import serialized

        ns = code.fn.__globals__
        if self.whole is not None:
            self.whole.bind(ns, kernels)
            return
        if check is None:
            check = os.environ.get("MSGRAPH_CHECK_KERNELS") == "1"
        for s in self.specs:
            k = kernels[s.name]
            k = serialized(k) if s.parallel else k
            ns[f"_{s.name}"] = _checked(s, k) if check else k

    def compile_kernels(self, cache_root: Any = "", out_of_process: bool = False,
                        gate: Optional[Callable[[], None]] = None) -> Dict[str, Any]:
        """``gate()``, when given, is called after the compile server was asked and before the
        load (the background worker waits there for :func:`rent_paid`)."""
        t0 = time.perf_counter()
        specs = self.whole.entry_specs if self.whole else self.specs
        if out_of_process and cache_root is not None:
            # A low-priority child compiles into the disk cache; the load below then only reads
            # machine code (and compiles in this process whatever the child could not).
            from ..runtime import compile_process

            key = disk_cache.module_key(self.source, numba_cpu.CODEGEN_VERSION)
            root = disk_cache.snapshot() if cache_root == "" else cache_root
            if root is not None and compile_process.enabled():
                compile_process.precompile(disk_cache.write_module(key, self.source, root), key, specs)
        if gate is not None:
            gate()
            t0 = time.perf_counter()
        kernels = numba_cpu.load(self.graph.name, specs, self.source, cache_root)
        dt = time.perf_counter() - t0
        _bump("compile_s", dt)
        _bump("graphs")
        _bump("kernels", len(self.specs))
        if self.whole is not None:
            _bump("whole_graph")
        log.debug("numba kernels for %s ready in %.3f s", self.graph.name, dt)
        return kernels

    def combined_source(self, code: python.GeneratedCode) -> str:
        return (code.source + "\n\n# ---- Numba kernels (compiled by msgraph.codegen.numba_cpu) ----\n"
                + self.source)

    # -- the three ways to finish ------------------------------------------------------------
    def compile_now(self) -> python.GeneratedCode:
        code = self.numba_code()
        kernels = self.compile_kernels()
        self.bind(code, kernels)
        return python.GeneratedCode(self.combined_source(code), code.filename, code.fn, code.line_map)

    def fallback(self, exc: BaseException) -> python.GeneratedCode:
        _bump("fallbacks")
        warnings.warn(f"msgraph: Numba kernels for graph '{self.graph.name}' are not used ({exc}); "
                      f"running the numpy backend.", KernelWarning, stacklevel=3)
        return python.generate(self.graph, tag=self.level)


def group_function(node: Node) -> Callable[..., Any]:
    """The numpy version of one fused node, as a Python function of its inputs."""
    em = python.PyEmitter(Graph("group"))
    blk = node.blocks[0]
    params = [em.name(p) for p in blk.params]
    em.emit(f"def _group({', '.join(params)}):", "")
    em.block(blk, "    ")
    em.emit(f"return ({''.join(em.ref(r) + ', ' for r in blk.results)})", "    ")
    ns = dict(em.ns)
    exec(compile("\n".join(em.lines) + "\n", "<msgraph-group>", "exec"), ns)
    return ns["_group"]


def _checked(spec: Any, kernel: Callable[..., Any]) -> Callable[..., Any]:
    """MSGRAPH_CHECK_KERNELS=1: run the numpy version too and report disagreements."""
    import numpy as np

    ref = group_function(spec.node)
    n_in = len(spec.node.inputs)

    def call(*args: Any) -> Any:
        got = kernel(*args)
        want = ref(*args[:n_in])
        gl = got if isinstance(got, tuple) else (got,)
        for g, w, r in zip(gl, want, spec.node.blocks[0].results):
            g, w = np.asarray(g), np.asarray(w)
            bad = g.dtype != w.dtype or g.shape != w.shape or not np.allclose(g, w, rtol=4e-7, atol=0,
                                                                                equal_nan=True)
            if bad:
                diff = None
                if g.shape == w.shape:   # NaN in both at one place is agreement, not a NaN difference
                    d = np.abs(g.astype(np.float64) - w.astype(np.float64))
                    d[np.isnan(g.astype(np.float64)) & np.isnan(w.astype(np.float64))] = 0
                    diff = np.max(d) if d.size else 0.0
                log.warning("kernel %s (%s) disagrees with numpy on %r: %s vs %s, max |diff| %s\n%s",
                            spec.name, spec.node.loc, r, g.dtype, w.dtype, diff, spec.source)
        return got

    return call


def _np_name(dt: Any) -> str:
    return "bool_" if dt.kind == "b" else dt.name


class SwitchingCode:
    """Generated code that runs the numpy version until the Numba version is ready.

    Quacks like :class:`~msgraph.codegen.python.GeneratedCode` (``fn``, ``source``,
    ``filename``, ``line_map``); ``fn`` is a trampoline to the current version.
    """

    def __init__(self, graph: Graph, level: str, py: python.GeneratedCode,
                 times: Optional[Dict[int, float]] = None):
        self.graph = graph
        self.level = level
        self.py = py
        # Tiering: ``py`` times its fused groups into ``times`` during the first call; the
        # plan then gives kernels only to the groups that took long enough (tier_threshold_s).
        self.times = times
        self.measured: Optional[Dict[int, float]] = None
        self.plan: Optional[Plan] = None
        self.nb: Optional[python.GeneratedCode] = None
        self.current = py
        self.ready = threading.Event()
        self.failed: Optional[BaseException] = None
        self._submitted = False
        self._lock = threading.Lock()
        from ..runtime import disk_cache

        self.cache_root = disk_cache.snapshot()    # settings at compile time, not at run time
        self.check = os.environ.get("MSGRAPH_CHECK_KERNELS") == "1"
        # Start the worker now (it idles on its queue): starting a thread waits for it to run,
        # which must not happen at the end of the first call, where the wait would be timed.
        _worker()
        state = self

        def first(*args: Any) -> Any:
            t = time.thread_time()
            try:
                return py.fn(*args)
            finally:
                # No timings (whole-graph candidates, MSGRAPH_TIER_US=0): the whole call is the rent.
                state.hot_s = None
                _pay_rent(time.thread_time() - t)
                state._impl = state._renting()
                state.submit()

        def measured(*args: Any) -> Any:
            # Tiering: the first two calls time each fused group (the first one alone would
            # count one-time costs: lazy imports, first allocations); the job is submitted
            # after the second, and each group's time is the faster of the two.  A graph
            # called once is compiled only when asked (wait_for_kernels/ensure_compiled).
            times = state.times
            times.clear()
            try:
                out = py.fn(*args)
            except BaseException:
                state._impl = py.fn
                py.fn.__globals__["_tier_add"] = _no_timing
                state.submit()
                raise
            m = state.measured
            state.measured = dict(times) if m is None else {k: min(v, m.get(k, v)) for k, v in times.items()}
            state.calls += 1
            limit = tier_threshold_s()
            state.hot_s = sum(v for v in state.measured.values() if v >= limit)
            _pay_rent(state.hot_s)
            if state.calls == 1:
                _once_called.add(state)
            else:
                py.fn.__globals__["_tier_add"] = _no_timing
                state._impl = state._renting()
                state.submit()
            return out

        self.calls = 0
        # Seconds a call of the numpy version spends in the groups that get kernels (the tiering's
        # measurement); None: time whole calls instead.
        self.hot_s: Optional[float] = None
        self._impl: Callable[..., Any] = first if times is None else measured

        def trampoline(*args: Any) -> Any:
            return state._impl(*args)

        trampoline.__name__ = getattr(py.fn, "__name__", "graph")
        self.fn = trampoline

    def _renting(self) -> Callable[..., Any]:
        """The numpy version to run until the switch: while Numba is not imported, each call also
        pays its rent towards the load (:func:`rent_paid`); afterwards the plain function."""
        fn = self.py.fn
        if _numba_loaded() or _rent_state["forced"]:
            return fn
        state = self

        def renting(*args: Any) -> Any:
            hot = state.hot_s
            if hot is not None:
                try:
                    return fn(*args)
                finally:
                    _pay_rent(hot)
            t = time.thread_time()
            try:
                return fn(*args)
            finally:
                _pay_rent(time.thread_time() - t)

        return renting

    def _build(self) -> Plan:
        """The kernel plan and the Numba-calling code (built once, in whichever thread asks first)."""
        with self._lock:
            if self.plan is None:
                plan = Plan(self.graph, self.level, self.measured)
                self.nb = plan.numba_code() if plan.specs else None
                if plan.cold:
                    _bump("tier_cold", plan.cold)
                    if self.nb is None:     # every group stays numpy: drop the timing code
                        self.nb = python.generate(self.graph, tag=self.level)
                self.plan = plan
            return self.plan

    @property
    def source(self) -> str:
        try:
            plan = self._build()
        except Exception:   # noqa: BLE001 - fall back to showing the numpy version
            return self.py.source
        if self.nb is None:
            return self.py.source
        if not plan.specs:
            return self.nb.source
        return plan.combined_source(self.nb)

    @property
    def filename(self) -> str:
        return self.current.filename

    @property
    def line_map(self) -> Dict[int, Any]:
        return self.current.line_map

    def submit(self) -> None:
        with self._lock:
            if self._submitted:
                return
            self._submitted = True
        _once_called.discard(self)
        _worker().put(self)

    def finish(self) -> None:
        """Compile (in the worker thread) and switch over.

        Warnings raised on the way (a repaired cache entry, a failed compile) are not
        emitted here but by the graph's next call, in the caller's thread.
        """
        from ..runtime import disk_cache

        nxt: Callable[..., Any] = self.py.fn
        with disk_cache.collect_warnings() as pending:
            try:
                plan = self._build()
                if self.nb is not None and plan.specs:
                    kernels = plan.compile_kernels(self.cache_root, out_of_process=True, gate=wait_for_rent)
                    plan.bind(self.nb, kernels, self.check)
            except BaseException as exc:  # noqa: BLE001 - any failure keeps the numpy version
                self.failed = exc
                _bump("fallbacks")
                pending.append((f"msgraph: Numba kernels for graph '{self.graph.name}' are not used "
                                f"({exc}); it keeps running on the numpy backend.", KernelWarning))
            else:
                if self.nb is not None:
                    self.current = self.nb
                    nxt = self.nb.fn
                    if plan.specs:
                        _bump("switched")
        if pending:
            state = self

            def warn_then_run(*args: Any) -> Any:
                state._impl = nxt
                for msg, cat in pending:
                    warnings.warn(msg, cat, stacklevel=4)
                return nxt(*args)

            self._impl = warn_then_run
        else:
            self._impl = nxt
        self.ready.set()


def _lower_priority() -> None:
    """Give the calling (worker) thread a higher nice value, ``MSGRAPH_COMPILE_NICE`` (default 0: none).

    On Linux a nice value is per thread.  It used to default to 10, when the worker compiled
    kernels itself (measured then on one loaded CPU: W1's steps in the first 2 s of a cold start
    8-15 -> 31-76).  Compiles now run in the compile server (its own nice value), and the worker
    only generates code and loads kernels, holding the GIL: a niced worker that the OS preempts
    while it holds the GIL stalls the training thread.  Measured on one CPU (W8, ResNet block,
    `benchmarks/convnets.py`): warm cache, steps stayed at 80-85 ms for the first ~20 s at nice 10
    and were 63-65 ms from the first second at nice 0; cold cache 86-95 ms vs 78-83 ms."""
    try:
        n = int(os.environ.get("MSGRAPH_COMPILE_NICE", "0"))
    except ValueError:
        n = 0
    if n <= 0 or not hasattr(os, "setpriority") or not hasattr(threading, "get_native_id"):
        return
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), min(n, 19))
    except OSError:
        pass


class _Worker:
    """One daemon thread compiling kernels in submission order."""

    def __init__(self) -> None:
        self.q: "queue.Queue[SwitchingCode]" = queue.Queue()
        self.pending = 0
        self.cv = threading.Condition()
        self.thread = threading.Thread(target=self._run, name="msgraph-kernel-compiler", daemon=True)
        self.thread.start()

    def put(self, job: SwitchingCode) -> None:
        with self.cv:
            self.pending += 1
        if not isinstance(job, SwitchingCode):
            # An eager kernel (ops/_fastpath.py) was asked for by its own rent rule: Numba is
            # about to be imported anyway, so the graphs waiting behind it load too.
            force_load()
        self.q.put(job)

    def _run(self) -> None:
        _lower_priority()
        while True:
            job = self.q.get()
            try:
                job.finish()
            finally:
                with self.cv:
                    self.pending -= 1
                    self.cv.notify_all()

    def wait(self, timeout: Optional[float]) -> bool:
        with self.cv:
            return self.cv.wait_for(lambda: self.pending == 0, timeout)


_worker_obj: Optional[_Worker] = None
_worker_lock = threading.Lock()


def _worker() -> _Worker:
    global _worker_obj
    with _worker_lock:
        if _worker_obj is None:
            _worker_obj = _Worker()
        return _worker_obj


# ---------------------------------------------------------------------------------------
# Ski rental for the load of cached kernels while Numba is not imported yet
# ---------------------------------------------------------------------------------------
#: Seconds the numpy versions of the switching graphs spend in the groups that would get kernels
#: (the tiering's measurement per call; whole calls where nothing was measured) before the worker
#: loads kernels while Numba is not imported: about what the import and a module's load cost in CPU
#: (180-330 ms measured alone on this project's 2-CPU VM, benchmarks/RESULTS.md section k).  A run
#: then never pays more than about twice what loading would have cost or saved: W1 (~90 ms a call in
#: its Exp/Sigmoid groups) loads after ~4 calls; W3's MLP, whose groups take a fraction of its ~7 ms
#: call, keeps running numpy well past its first 2 s instead of spending ~0.3 s there loading.
#: The compile server (a cold cache) is asked at once: the rent only gates the in-process load.
LOAD_RENT_S = 0.3

_rent_cv = threading.Condition()
_rent_state: Dict[str, Any] = {"paid": 0.0, "forced": False}


def _numba_loaded() -> bool:
    import sys

    return "numba" in sys.modules


def _pay_rent(dt: float) -> None:
    with _rent_cv:
        before = _rent_state["paid"]
        _rent_state["paid"] = before + dt
        if before < LOAD_RENT_S <= before + dt:
            _rent_cv.notify_all()


def rent_paid() -> bool:
    """Whether the background worker may load kernels now: Numba is imported already, a caller
    asked for the kernels (:func:`wait_for_kernels`, an eager kernel's request), or the graphs'
    numpy versions have spent :data:`LOAD_RENT_S` in their kernel-bound groups, the large calls of
    ops with eager kernels counted in."""
    if _rent_state["forced"] or _rent_state["paid"] >= LOAD_RENT_S or _numba_loaded():
        return True
    from ..ops import _fastpath

    # The numpy work of ops with eager kernels (BatchNorm, ReLU, MaxPool... inside the graphs or
    # beside them) pays towards the same import, at the rate their own rule assumes (REQUEST_ELEMENTS
    # elements ~ 0.3 s): once Numba is imported they ask for their kernels at their next large call.
    eager = _fastpath.large_elements_seen() * (_fastpath.EAGER_RENT_S / _fastpath.REQUEST_ELEMENTS)
    return _rent_state["paid"] + eager >= LOAD_RENT_S


def force_load() -> None:
    """Let the worker load from now on (the import will be paid anyway)."""
    with _rent_cv:
        _rent_state["forced"] = True
        _rent_cv.notify_all()


def wait_for_rent() -> None:
    """Block (the worker thread) until :func:`rent_paid`."""
    # Polled too (a missed notify, eager work, Numba imported by someone else); rent_paid takes
    # _fastpath's lock, which is never held while this one is, so it is called without it.
    while not rent_paid():
        with _rent_cv:
            _rent_cv.wait(0.1)


# Graphs called once so far (tiering submits a graph after its second call); asking for the
# kernels (wait_for_kernels) submits them too.
_once_called: "weakref.WeakSet[SwitchingCode]" = weakref.WeakSet()


def wait_for_kernels(timeout: Optional[float] = None) -> bool:
    """Block until every submitted background compile has finished; False on timeout.

    Graphs called only once so far are submitted first (their kernels are then chosen from
    the first call's timings).  Kernels wait for no rent from then on (:func:`force_load`)."""
    force_load()
    for code in list(_once_called):
        code.submit()
    w = _worker_obj
    return True if w is None else w.wait(timeout)


def ensure_compiled(jitted: Any, timeout: Optional[float] = None) -> bool:
    """Submit and wait for the kernels of every compiled signature of a ``ms.jit`` function."""
    for exe in getattr(jitted, "executables", lambda: [])():
        code = getattr(exe, "code", None)
        if isinstance(code, SwitchingCode):
            code.submit()
    return wait_for_kernels(timeout)
