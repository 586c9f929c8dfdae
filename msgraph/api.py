"""``ms.jit``, ``ms.JitConfig`` and the compile cache of a jitted callable."""
from __future__ import annotations

import collections
import functools
import itertools
import os
import threading
import weakref
from typing import Any, Callable, Dict, Optional, Sequence

import numpy as np

from . import context
from . import log as _log
from .common import hooks
from .autodiff import tape as _tape
from .runtime import stats as _stats
from .ops import _fastpath
from .ops import registry as _registry
from .common.mutable import is_mutable_scalar
from .common.tensor_hooks import ANY as _HOOKS_ANY, hooks_of
from .common import tensor as _tensor_mod
from .common.tensor import Parameter, Tensor
from .errors import ArgumentError, ContextError, MsGraphError, SignatureError
from .frontend.guards import BY_VALUE_TYPES, guards_hold
from .ir.argref import ArgRef

_LEVELS = ("O0", "O1", "O2")
_SYNTAX = ("STRICT", "COMPATIBLE", "LAX")

CacheInfo = collections.namedtuple("CacheInfo", "hits misses compiles size")


class JitConfig:
    """``JitConfig(jit_level="", exc_mode="auto", jit_syntax_level="", debug_level="RELEASE")``.

    ``exec_mode`` (the seeds' spelling) is accepted as an alias of ``exc_mode``.
    """

    def __init__(self, jit_level: str = "", exc_mode: str = "auto", jit_syntax_level: str = "",
                 debug_level: str = "RELEASE", infer_boost: str = "off", **kwargs: Any):
        exc_mode = kwargs.pop("exec_mode", exc_mode)
        kwargs.pop("suppress_infer_boost_warning", None)
        if jit_level not in ("",) + _LEVELS:
            raise ContextError(f"JitConfig: jit_level must be one of {', '.join(_LEVELS)}, got {jit_level!r}.")
        if jit_syntax_level not in ("",) + _SYNTAX:
            raise ContextError(f"JitConfig: jit_syntax_level must be STRICT, COMPATIBLE or LAX, got {jit_syntax_level!r}.")
        if exc_mode not in ("auto", "sink", "no_sink"):
            raise ContextError(f"JitConfig: exc_mode must be 'auto', 'sink' or 'no_sink', got {exc_mode!r}.")
        if debug_level not in ("RELEASE", "DEBUG"):
            raise ContextError("For 'debug_level' must be one of '['RELEASE', 'DEBUG']'.")
        if infer_boost not in ("", "on", "off"):
            raise ContextError("For 'infer_boost' must be one of '['on', 'off']'.")
        self.jit_level = jit_level
        self.exc_mode = exc_mode
        self.jit_syntax_level = jit_syntax_level
        self.debug_level = debug_level
        self.infer_boost = infer_boost
        self.options = dict(kwargs)

    @property
    def jit_config_dict(self) -> Dict[str, Any]:
        """MindSpore's view of the config: the extra keywords, the five settings, and the ``backend`` a
        jit_level implies when none was given (O0/O1 ``ms_backend``, O2 ``GE``)."""
        d = dict(self.options)
        d.update(jit_level=self.jit_level, exc_mode=self.exc_mode, jit_syntax_level=self.jit_syntax_level,
                 debug_level=self.debug_level, infer_boost=self.infer_boost)
        if "backend" not in d and self.jit_level:
            d["backend"] = "GE" if self.jit_level == "O2" else "ms_backend"
        return d

    @property
    def exec_mode(self) -> str:
        return self.exc_mode

    def resolved(self) -> tuple:
        st = context._state
        return self.jit_level or st["jit_level"], self.jit_syntax_level or st["jit_syntax_level"]

    def __repr__(self) -> str:
        return (f"JitConfig(jit_level={self.jit_level!r}, exc_mode={self.exc_mode!r}, "
                f"jit_syntax_level={self.jit_syntax_level!r})")


_ENV_LEVELS = {"0": "STRICT", "1": "COMPATIBLE", "2": "LAX"}   # MS_DEV_JIT_SYNTAX_LEVEL
from .context import process_env as _process_env  # noqa: E402  (the process environment, C getenv)


def _env_level_override(cfg: JitConfig) -> JitConfig:
    """``MS_DEV_JIT_SYNTAX_LEVEL`` (0 STRICT, 1 COMPATIBLE, 2 LAX) overrides every other setting, as in
    MindSpore; read when the jit function (or a Cell's graph) is created."""
    level = _ENV_LEVELS.get(_process_env("MS_DEV_JIT_SYNTAX_LEVEL").strip())
    if level is None or cfg.jit_syntax_level == level:
        return cfg
    return JitConfig(cfg.jit_level, cfg.exc_mode, level, cfg.debug_level, cfg.infer_boost, **cfg.options)


def jit_config_from_context() -> JitConfig:
    return JitConfig()


def _env_syntax_level() -> Optional[str]:
    """MindSpore's ``MS_DEV_JIT_SYNTAX_LEVEL`` (read when a graph compiles; over the context's level,
    under a jit_config's): 0 STRICT, 1 COMPATIBLE, 2 LAX."""
    return _ENV_LEVELS.get(_process_env("MS_DEV_JIT_SYNTAX_LEVEL").strip())


_JIT_KEYS = tuple((os.environ.encodekey(k), os.environ.encodevalue("0")) for k in ("MSGRAPH_JIT", "MS_JIT")) \
    if hasattr(os.environ, "encodekey") else ()


def _jit_disabled() -> bool:
    # read at every compiled call: os.environ's own get() encodes the key and goes through the Mapping
    # machinery (~0.7 us a lookup, a third of a small graph's call); its underlying dict, with the keys
    # encoded once, reads the same live values (os.environ and monkeypatch write through to it).
    data = getattr(os.environ, "_data", None)
    if type(data) is dict and _JIT_KEYS:
        (k1, v1), (k2, v2) = _JIT_KEYS
        return data.get(k1) == v1 or data.get(k2) == v2
    env = os.environ
    return env.get("MSGRAPH_JIT") == "0" or env.get("MS_JIT") == "0"


_SCALARS = BY_VALUE_TYPES   # scalar arguments: keyed by (type, value), like guarded Cell attributes
_code_caches: Dict[Any, dict] = {}
#: the JitFunctions that compiled a graph (``ms_memory_recycle`` drops their graphs)
_live_jit_functions: "weakref.WeakSet[Any]" = weakref.WeakSet()
#: numbers the phases of ``ms_compile_cache`` (runtime/stats.py)
_phase_ids = itertools.count()


_INT64_BOUND = 1 << 63


def _arg_key(a: Any) -> Any:
    t = type(a)
    if t is Tensor or t is Parameter or isinstance(a, Tensor):
        if _HOOKS_ANY[0] and hooks_of(a):
            # a gradient taken inside the graph applies the argument's hooks (autodiff/grad_call.py)
            return (a._data.shape, a._data.dtype.char, tuple(id(h) for h in hooks_of(a)))
        if a.__dict__.get("_const_arg"):
            # Tensor(..., const_arg=True): a graph per Tensor (MindSpore 2.10's phases differ for two Tensors of
            # one value), specialized on its value
            return (a._data.shape, a._data.dtype.char, "const_arg", id(a), a._data.tobytes())
        if t is Parameter or isinstance(a, Parameter):
            # a Parameter argument is one in graph code (``isinstance(a, Parameter)``): its own graph, as in
            # MindSpore 2.10 (ctrl26)
            return (a._data.shape, a._data.dtype.char, "parameter")
        return (a._data.shape, a._data.dtype.char)
    if is_mutable_scalar(a):
        return ("mutable", t)
    if t in _SCALARS:
        if t is int and not -_INT64_BOUND <= a < _INT64_BOUND:
            # MindSpore converts a graph's int argument to a C++ int64 (pybind11's message)
            raise RuntimeError("Unable to cast Python instance of type <class 'int'> to C++ type 'long'")
        return (t, a)
    if isinstance(a, (tuple, list)):
        if getattr(a, "_msgraph_dynamic_len", False):   # mutable(seq, True): graph code sees a dynamic length
            return (t, tuple(_arg_key(x) for x in a), "dynamic_len")
        return (t, tuple(_arg_key(x) for x in a))
    if isinstance(a, dict):
        return (dict, tuple((k, _arg_key(v)) for k, v in a.items()))
    if isinstance(a, np.ndarray) and not a.dtype.hasobject:
        # a numpy argument is a constant of the graph: keyed by its value, not its id (a freed array's id is
        # reused by the next one, which then ran the stale graph: st pi_jit control_ms/test_cont_break_pijit)
        return (t, a.shape, a.dtype.str, a.tobytes())
    if isinstance(a, (set, frozenset)):
        try:
            return (t, frozenset(a))
        except TypeError:
            pass
    if t.__hash__ is object.__hash__ and t.__eq__ is object.__eq__:
        # an object equal only to itself (a Cell given to a jit function): keyed weakly, so that the graph caches
        # and ``ms_compile_cache`` do not keep it alive (MindSpore frees it, and its ``cells_compile_cache`` entry,
        # at its last reference)
        try:
            return (t, _WeakId(a))
        except TypeError:   # (no weak references: keyed by the object)
            return (t, a)
    try:
        hash(a)
        return (t, a)
    except TypeError:
        return (t, id(a))


def _drop_with_weak_parts(cache: Dict[Any, Any], key: Any) -> None:
    """Drop ``cache[key]`` (a graph) when an object the key holds weakly (:class:`_WeakId`) is collected: no later
    call can match the key."""
    parts, seen = [key], set()
    while parts:
        part = parts.pop()
        if type(part) is tuple:
            parts.extend(part)
        elif type(part) is _WeakId and id(part) not in seen:
            seen.add(id(part))
            obj = part.ref()
            if obj is not None:
                weakref.finalize(obj, cache.pop, key, None)


class _WeakId:
    """A cache-key part for an object compared by identity, holding it weakly: equal to another for the same live
    object only (a dead object's key matches nothing, so a new object at its address compiles its own graph)."""

    __slots__ = ("ref", "hash", "__weakref__")

    def __init__(self, obj: Any) -> None:
        self.ref = weakref.ref(obj)
        self.hash = id(obj)

    def __hash__(self) -> int:
        return self.hash

    def __eq__(self, other: Any) -> bool:
        if type(other) is not _WeakId:
            return NotImplemented
        obj = self.ref()
        return obj is not None and obj is other.ref()

    def __repr__(self) -> str:
        return f"<weak {self.ref()!r}>"


_NOT_A_NODE = object()   # JitFunction._call_as_tape_node: the function runs its Python on the tape instead


class _JitPrim:
    """The tape's view of a jit function's graph run as one node (its name; missing douts are zeros)."""

    __slots__ = ("name", "keep_missing_dout")

    def __init__(self, name: str) -> None:
        self.name = name
        self.keep_missing_dout = False


class JitFunction:
    """A callable compiled from source on first call per signature (see ``ms.jit``)."""

    def __init__(self, fn: Any, input_signature: Any = None, hash_args: Any = None,
                 jit_config: Optional[JitConfig] = None, compile_once: bool = False, name: str = ""):
        self.fn = fn
        self.__msgraph_jit_fn__ = fn
        self.input_signature = input_signature
        self.hash_args = hash_args
        self.jit_config = _env_level_override(jit_config or JitConfig())
        self.name = name or getattr(fn, "__name__", type(fn).__name__)
        code = getattr(fn, "__code__", None)
        if compile_once and code is not None:
            self._cache = _code_caches.setdefault(code, {})
        else:
            self._cache = {}
        self._lock = threading.Lock()
        self._key_locks: Dict[Any, threading.Lock] = {}
        # Cache hits happen on the lock-free fast path, possibly in several threads at once: they are
        # counted with ``next()`` on an itertools.count, one C call that the GIL never interrupts (a
        # plain ``n += 1`` is a read, an add and a store, and could lose a concurrent increment).
        # Misses and compiles are rare and counted under ``self._lock``.
        self._hits = itertools.count()
        self.misses = self.compiles = 0
        self._last: Any = None
        self.capture = "ast"
        functools.update_wrapper(self, fn, updated=()) if callable(fn) and hasattr(fn, "__name__") else None

    # Used as a decorator on ``construct`` or another method.
    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        if obj is None:
            return self
        bound = obj.__dict__.get(("_msgraph_jit", id(self))) if hasattr(obj, "__dict__") else None
        if bound is None:
            bound = _BoundJit(self, obj)
            try:
                obj.__dict__[("_msgraph_jit", id(self))] = bound
            except (AttributeError, TypeError):
                pass
        return bound

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.call_with(None, args, kwargs)

    def key(self, self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        parts = [id(self_obj) if self_obj is not None else None, self.jit_config.resolved()]
        try:
            for a in args:
                parts.append(_arg_key(a))
        except RecursionError:   # a list or dict that holds itself: MindSpore's RuntimeError
            raise RuntimeError("Detect recursion when converting python object.") from None
        if kwargs:
            parts.append(tuple(sorted((k, _arg_key(v)) for k, v in kwargs.items())))
        if self.hash_args is not None:
            ha = self.hash_args if isinstance(self.hash_args, (tuple, list)) else (self.hash_args,)
            parts.append(tuple(_arg_key(h) if not callable(h) else id(h) for h in ha))
        return tuple(parts)

    def check_signature(self, args: Sequence[Any], kwargs: Dict[str, Any]) -> None:
        """MindSpore 2.10 deprecates ``input_signature`` (a warning: "use the parameter 'dynamic'") and
        does not hold calls to it: a Tensor of another shape, rank or dtype, a numpy array or a keyword
        argument runs the function on what was passed (measured, PyNative and GRAPH_MODE; r2jit
        sig_mismatch).  Only a wrong number of arguments is refused, by the function's own arity (TypeError)."""
        sig = self.input_signature
        sig = sig if isinstance(sig, (tuple, list)) else (sig,)
        if not kwargs and len(args) < len(sig):
            raise SignatureError(f"Function {self.name} needs {len(sig)} positional argument, but got {len(args)}.")
        if not kwargs and len(args) > len(sig):
            raise SignatureError(f"Function {self.name} needs {len(sig)} positional argument and 0 default argument, "
                                 f"total {len(sig)}, but got {len(args)}.")

    @property
    def _disabled(self) -> bool:
        """MSGRAPH_JIT=0 / MS_JIT=0 run the function eagerly; read at each call, as MindSpore reads
        MS_JIT (st compiler/fallback test_graph_fallback_third_party test_env_ms_jit)."""
        return _jit_disabled()

    def call_with(self, self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        if self.capture == "trace" and not self._disabled:
            return _trace_call(self, self_obj, args, kwargs)
        run = _tensor_mod.TRACE_CONVERSION[0]
        if run is not None and not run.paused and run.thread == threading.get_ident():
            # a graph called while a trace function runs: its compile's and run's conversions are no part of the
            # trace's Python path (a cached graph makes none)
            run.paused = True
            try:
                if run.rec is not None:   # (one step of the trace's record: the graph runs again on a replay)
                    return run.rec.graph_call(self, self_obj, args, kwargs)
                return self.call_with(self_obj, args, kwargs)
            finally:
                run.paused = False
        if _tape.STATE.depth and context._state["mode"] != context.GRAPH_MODE:
            # Called eagerly while a PyNative gradient is being taken: run the function's ops on
            # the tape (the traced ops), so the gradient sees through the jit boundary.  The
            # compiled graph would be one opaque call the tape cannot differentiate.
            if self.capture != "bytecode":   # (bytecode capture takes such a container: st pi_jit one_stage/test_jit_grad)
                _check_mutable_grad_inputs(args, kwargs)
            if self._disabled:   # (MS_JIT=0: the function is PyNative code)
                return self._eager(self_obj, args, kwargs)
            self._check_root_syntax()
            out = self._call_as_tape_node(self_obj, args, kwargs)
            if out is not _NOT_A_NODE:
                return out
            self._compile_checked(self_obj, args, kwargs)
            with _tape.as_graph_code():
                return self._eager(self_obj, args, kwargs)
        if not kwargs and self.input_signature is None and self.hash_args is None and not _HOOKS_ANY[0]:
            # Fast path: Tensor and scalar arguments only (the common case); one pass builds
            # the cache key and the flat input list.
            st = context._state
            cfg = self.jit_config
            parts: list = [id(self_obj) if self_obj is not None else None,
                           (cfg.jit_level or st["jit_level"], cfg.jit_syntax_level or st["jit_syntax_level"])]
            arrays = []
            for a in args:
                t = type(a)
                if t is Tensor or t is Parameter:
                    d = a._data
                    parts.append((d.shape, d.dtype.char))
                    arrays.append(d)
                elif t in _SCALARS:
                    parts.append((t, a))
                else:
                    break
            else:
                if self._disabled:
                    return self._eager(self_obj, args, kwargs)
                exe = self._cache.get(tuple(parts))
                if exe is not None and (not exe.guards or guards_hold(exe.guards)):
                    next(self._hits)
                    self._last = exe
                    return exe(arrays) if not exe.arg_writes else \
                        exe(arrays, _flat_objects(args, kwargs), (tuple(args), kwargs))
        if self._disabled:
            return self._eager(self_obj, args, kwargs)
        exe = self._executable(self_obj, args, kwargs)
        if exe is None:
            return None   # MindSpore's compile-only switch: the first call per signature compiles, runs nothing
        self._last = exe
        if exe.arg_writes:
            return exe(_flat_tensors(args, kwargs), _flat_objects(args, kwargs), (tuple(args), kwargs))
        return exe(_flat_tensors(args, kwargs))

    def _executable(self, self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any], off_tape: bool = False) -> Any:
        """The executable of this call's signature: cached (its guards holding) or compiled now (``off_tape``: with
        the PyNative tape paused); None under MindSpore's compile-only switch on a first call (it compiles, runs
        nothing)."""
        if self.input_signature is not None:
            self.check_signature(args, kwargs)
        key = self.key(self_obj, args, kwargs)
        exe = self._cache.get(key)
        if exe is not None and exe.guards and not guards_hold(exe.guards):
            self._cache.pop(key, None)   # a folded Cell attribute changed: compile again
            exe = None
        if exe is None:
            if off_tape:
                with _tape.paused():
                    exe = self._compile(key, self_obj, args, kwargs)
            else:
                exe = self._compile(key, self_obj, args, kwargs)
            return None if self._precompile_only() else exe
        next(self._hits)
        return exe

    def _precompile_only(self) -> bool:
        """MindSpore's ``MS_DEV_PRECOMPILE_ONLY=1``.  Its 'ast' graphs read ``os.environ`` (an
        ``os.unsetenv`` leaves it on: recorded, st_dynshape/precompile_only_unsetenv); bytecode capture
        reads the process environment (C ``getenv``), which ``os.unsetenv`` clears."""
        if self.capture == "bytecode":
            return _process_env("MS_DEV_PRECOMPILE_ONLY") == "1"
        return os.environ.get("MS_DEV_PRECOMPILE_ONLY") == "1"

    def _call_as_tape_node(self, self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        """Called under a PyNative gradient: run the compiled graph and record it as ONE node of the tape, whose
        backward runs the graph's own reverse-mode gradient (compiler.vjp_executable), as MindSpore 2.10 does
        (its PyNative runs a jit function's graph as one op of its tape).  So the function's code is graph code
        there as when it is called: a ``global`` write is the graph's (dropped), a list append happens at compile
        time only, ``f"{x.shape}"`` is the graph's text, prints print once, as the graph prints, Parameters are
        written once per call.  Returns ``_NOT_A_NODE`` where the function runs its Python on the tape as before:
        nested gradients (higher order: the backward of an opaque graph would not be differentiated again), other
        capture modes, graphs specialized on argument values, results made when the graph runs."""
        if self.capture != "ast" or _tape.STATE.depth > 1:
            return _NOT_A_NODE
        exe = self._executable(self_obj, args, kwargs, off_tape=True)
        if exe is None:
            return None
        from .runtime.executable import Executable

        lowered = getattr(exe, "lowered", None) if type(exe) is Executable else None
        if lowered is None:
            return _NOT_A_NODE   # (a graph per argument value -- ValueSpecialized --, or no copy of the lowered one)
        objects = _flat_objects(args, kwargs)
        arrays = _flat_tensors(args, kwargs)
        if len(objects) != len(lowered.params) or len(arrays) != len(objects):
            return _NOT_A_NODE
        from .compiler import _diff_aval

        self._last = exe
        top = _top_level_flags(args, kwargs)
        infos = exe.__dict__.setdefault("_tape_info", {})
        info = infos.get(top)
        if info is None:
            n_res = len(lowered.block.results) - lowered.n_extra
            if any(hasattr(r, "users") and (r.aval is None or r.aval.dtype == object
                                            or any(d is None for d in getattr(r.aval, "shape", ()) or ()))
                   for r in lowered.block.results[:n_res]):
                # a result made when the graph runs (a dynamic-rank join, autodiff/runtime_vjp.py): as before
                infos[top] = False
                return _NOT_A_NODE
            # Tensors inside a plain tuple / list / dict argument are constants of the graph, not differentiated
            # (MindSpore 2.10's PyNative: zeros for them; an ms.mutable container's are)
            t_args = tuple(i for i, p in enumerate(lowered.params) if top[i] and _diff_aval(p.aval))
            t_refs = tuple(j for j, (p, v) in enumerate(lowered.param_refs)
                           if isinstance(p, Tensor) and _diff_aval(v.aval))
            pout = exe.param_out
            d_out = tuple(i for i, r in enumerate(lowered.block.results[:n_res])
                          if hasattr(r, "users") and _diff_aval(r.aval) and not exe.weak[i] and not exe.raw[i]
                          and (pout is None or pout[i] is None or type(pout[i]) is ArgRef))
            info = infos[top] = (t_args, t_refs, d_out)
        if info is False:
            return _NOT_A_NODE
        t_args, t_refs, d_out = info
        inputs = [objects[i] for i in t_args] + [lowered.param_refs[j][0] for j in t_refs]
        inputs = [t for t in inputs if isinstance(t, Tensor)]
        if len(inputs) != len(t_args) + len(t_refs) or not d_out or not any(_tape.is_tracked(t) for t in inputs):
            inputs = None   # nothing differentiated reaches the graph: it runs as a plain call
        node = _tape.TapeNode(_JitPrim(self.name), inputs, None) if inputs else None
        saved = list(arrays)
        refs = [lowered.param_refs[j][0]._data for j in t_refs] if node is not None else []
        if node is not None and (exe.writes or exe.arg_writes):
            # (the forward may write a Tensor argument or a Parameter in place: the gradient reads the inputs it read)
            saved = [a.copy() if hasattr(a, "copy") else a for a in saved]
            refs = [a.copy() for a in refs]
        with _tape.paused():
            if exe.arg_writes:
                result, leaves = exe.run_flat(arrays, objects, (tuple(args), kwargs))
            else:
                result, leaves = exe.run_flat(arrays)
        if node is None:
            return result
        ids = {id(o) for o in objects} | {id(lowered.param_refs[j][0]) for j in t_refs}
        outs, pos = [], []
        fresh, pouts = {}, exe.param_out
        for i in d_out:
            o = leaves[i] if i < len(leaves) else None
            if pouts is not None and type(pouts[i]) is ArgRef and isinstance(o, Tensor) and id(o) in ids:
                # a Tensor argument returned unchanged: under a PyNative gradient MindSpore 2.10 returns a new Tensor
                # (``f(y) is y`` is False there), which takes the graph's gradient -- so a hook the graph registered
                # on it applies (12; msgraph gave 6: the argument's own tape node bypassed the graph; st tensor_hook
                # test_hook_in_jit, rr46sta's Left)
                o = fresh[i] = Tensor._wrap(o._data)
            if isinstance(o, Tensor) and id(o) not in ids and getattr(o, "_node", None) is None \
                    and not any(o is x for x in outs):
                outs.append(o)
                pos.append(i)
        if fresh:
            from .ir import pytree

            leaves = [fresh.get(i, leaf) for i, leaf in enumerate(leaves)]
            result = leaves[0] if exe._simple_out else pytree.unflatten(
                exe.out_tree, leaves, (tuple(args), kwargs) if exe.arg_writes else None)
        if not outs:
            return result
        multi = len(outs) > 1
        avals = [lowered.block.results[i].aval for i in d_out]
        jf = self

        def rule(*rargs: Any) -> tuple:
            import numpy as np

            dout = rargs[-1]
            given = dict(zip(pos, list(dout) if multi else [dout]))
            sens = []
            for i, av in zip(d_out, avals):
                d = given.get(i)
                dt = np.dtype(av.dtype)
                sens.append(np.zeros(av.shape, dt) if d is None else
                            np.broadcast_to(np.asarray(d._data if isinstance(d, Tensor) else d, dt), av.shape))
            vexe = exe.__dict__.get("_vjp_exe")
            if vexe is None:
                from .compiler import CompileOptions, vjp_executable

                level, syntax = jf.jit_config.resolved()
                with _tape.paused():
                    vexe = exe.__dict__["_vjp_exe"] = vjp_executable(
                        lowered, CompileOptions(level, _env_syntax_level() or syntax, jf.name), t_args, t_refs, d_out)
            with _tape.paused():
                grads = vexe(saved + refs + sens, objects if vexe.py_exec else None)
            return tuple(grads)

        node.bprop = rule
        node.out = tuple(outs) if multi else outs[0]
        for o in outs:
            o._node = node
        return result

    def _compile_checked(self, self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> None:
        """Compile (not run) the graph of these arguments before the function runs on a PyNative gradient's tape, as
        MindSpore compiles it there: what its compiler refuses in the function's helpers too (``try`` / ``del`` /
        ``nonlocal`` in a called function, a Primitive's attribute set in graph code) is its error under ``ms.grad``
        as when called.  The graph is cached for the function's plain calls."""
        if self.capture != "ast":
            return
        key = self.key(self_obj, args, kwargs)
        if key in self._cache:
            return
        with _tape.paused():
            self._compile(key, self_obj, args, kwargs)

    def _check_root_syntax(self) -> None:
        """The function's own statements through the static syntax check, once per syntax level, before it runs on a
        PyNative gradient's tape: MindSpore 2.10 compiles it there too, so what its parser refuses (``try``, a lambda
        not alone on its line...) is its error under ``ms.grad`` / ``GradOperation`` as when it is called (msgraph
        ran the Python and returned a gradient; adapt44gs/jit_syntax_under_pynative_grad)."""
        if self.capture != "ast":
            return
        level = self.jit_config.resolved()[1]
        done = self.__dict__.setdefault("_root_syntax_checked", set())
        if level in done:
            return
        from .frontend.calls import _in_library
        from .frontend.source import check_lambda_source, parse_function, unwrap_function
        from .frontend import syntax
        from .errors import CompileError, SourceLoc

        raw = unwrap_function(getattr(self.fn, "fn", self.fn))
        code = getattr(raw, "__code__", None)
        if code is None or _in_library(SourceLoc(code.co_filename, 1)):
            done.add(level)
            return
        if code.co_name == "<lambda>":
            check_lambda_source(raw)
        try:
            parsed = parse_function(raw)
        except CompileError:
            done.add(level)   # (no source: the compile reports it, as before)
            return
        diags = [d for d in syntax.check_function(parsed.node, filename=parsed.filename, level=level,
                                                  module_aliases=syntax.module_aliases_from_globals(raw.__globals__))
                 if d.code != "MSG303"]
        if diags:
            raise diags[0].to_error()
        done.add(level)

    def _eager(self, self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        # (a jit function run eagerly, under a gradient: still jit code for ms.recompute's checks)
        _EAGER_JIT.depth = getattr(_EAGER_JIT, "depth", 0) + 1
        try:
            return self._eager_call(self_obj, args, kwargs)
        finally:
            _EAGER_JIT.depth -= 1

    def _eager_call(self, self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        fn = self.fn
        if self_obj is not None:
            return fn(self_obj, *args, **kwargs)
        if hooks.is_cell(fn):
            return type(fn).construct(fn, *args, **kwargs)
        if hasattr(fn, "call_eager"):
            return fn.call_eager(*args, **kwargs)
        return fn(*args, **kwargs)

    def compile_only(self, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        """Compile for these arguments (Graph mode, whatever the context's mode) without running."""
        if self.input_signature is not None:
            self.check_signature(args, kwargs)
        key = self.key(None, args, kwargs)
        exe = self._cache.get(key)
        return exe if exe is not None else self._compile(key, None, args, kwargs)

    @property
    def fn(self) -> Any:
        ref = self.__dict__.get("_fn_ref")
        return self.__dict__["_fn"] if ref is None else ref()

    @fn.setter
    def fn(self, value: Any) -> None:
        self.__dict__["_fn"] = value
        self.__dict__.pop("_fn_ref", None)

    def _hold_weakly(self) -> None:
        """Refer to the Cell weakly: ``graph_function``'s weak dictionary holds this JitFunction as the Cell's
        value, and a strong reference back would keep every compiled Cell alive (MindSpore frees a Cell, and
        its ``cells_compile_cache`` entry, at its last reference)."""
        fn = self.__dict__.pop("_fn")
        self.__dict__["_fn_ref"] = weakref.ref(fn)
        self.__dict__.pop("__msgraph_jit_fn__", None)

    def _compile(self, key: Any, self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        from .compiler import CompileOptions, compile_graph

        with self._lock:
            klock = self._key_locks.setdefault(key, threading.Lock())
        with klock:
            exe = self._cache.get(key)
            if exe is not None:
                next(self._hits)
                return exe
            backend = self.jit_config.options.get("backend", "")
            if backend not in ("", "ms_backend", "GE"):
                raise RuntimeError(f"Invalid backend name: {backend}, you should register custom backend first")
            level, syntax = self.jit_config.resolved()
            syntax = _env_syntax_level() or syntax   # MS_DEV_JIT_SYNTAX_LEVEL is over every other setting
            opts = CompileOptions(level, syntax, self.name, self.capture)
            opts.fullgraph = getattr(self, "fullgraph", False)
            opts.breaks = self.__dict__.setdefault("_breaks", {}).setdefault(key, [])
            opts.loop_unrolling = getattr(self, "loop_unrolling", True)
            # (a copy of the lowered graph, for the gradient of a call under a PyNative gradient)
            opts.keep_lowered = self.capture == "ast" and not getattr(self, "_graph_mode_entry", False)
            _COMPILING.depth = getattr(_COMPILING, "depth", 0) + 1
            try:
                exe = compile_graph(self.fn, args, kwargs, opts, self_obj)
            except MsGraphError as exc:
                if _COMPILING.depth == 1 and exc.loc is not None:
                    _dump_analyze_fail(exc)
                raise
            finally:
                _COMPILING.depth -= 1
            self._cache[key] = exe
            _drop_with_weak_parts(self._cache, key)
            if self_obj is not None:
                self._forget_when_dead(self_obj)
            if not getattr(self, "_graph_mode_entry", False):   # MindSpore's jit executor, not its Cell executor
                # (a phase per graph, as MindSpore's strings: the key would keep its argument objects alive)
                _stats.compiled_phases.add((id(self), next(_phase_ids)))
            else:
                phases = getattr(self.fn, "__dict__", {}).get("compile_cache")
                if isinstance(phases, set):   # a Cell: its compile_cache lists a phase per graph (MindSpore's)
                    phases.add(f"train.{id(self)}.{id(self.fn)}.{self.compiles}")
            _live_jit_functions.add(self)
            with self._lock:   # other keys may be compiling in other threads (each under its own klock)
                self.misses += 1
                self.compiles += 1
            return exe

    def _forget_when_dead(self, self_obj: Any) -> None:
        """Drop the graphs compiled for ``self_obj`` (keyed by its id) when it is collected.  Ids are
        reused: a new object at a dead one's address would otherwise run the dead one's graph, with
        its Parameters (a jit ``construct`` of a Cell made in a loop: st ops/cpu test_spacetobatchnd_op
        test_space_to_batch_nd_pynative got the previous Cell's dtype)."""
        oid = id(self_obj)
        watched = self.__dict__.setdefault("_watched", set())
        if oid in watched:
            return
        cache = self._cache

        def forget() -> None:
            watched.discard(oid)
            for k in [k for k in list(cache) if k[0] == oid]:
                cache.pop(k, None)
        try:
            weakref.finalize(self_obj, forget)
        except TypeError:   # not weak-referenceable: keep it alive with its graphs (its id stays its own)
            self.__dict__.setdefault("_pinned", []).append(self_obj)
        watched.add(oid)

    # -- introspection -----------------------------------------------------------------
    @property
    def hits(self) -> int:
        return int(repr(self._hits)[len("count("):-1])   # the count's next value = hits so far

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self.compiles, len(self._cache))

    def cache_clear(self) -> None:
        self._cache.clear()

    def executables(self) -> list:
        return list(self._cache.values())

    def get_ir(self) -> str:
        """IR text of the most recently used compiled signature."""
        if self._last is None:
            raise ArgumentError(f"'{self.name}' has not been compiled yet; call it first.")
        return self._last.ir_text

    def get_source(self) -> str:
        """Generated Python source of the most recently used compiled signature."""
        if self._last is None:
            raise ArgumentError(f"'{self.name}' has not been compiled yet; call it first.")
        return self._last.source

    def __repr__(self) -> str:
        return f"<jit {self.name}>"


class Unsupported(RuntimeError):
    """MindSpore's ``mindspore.common._pijit_context.Unsupported``: ``jit(capture_mode='bytecode',
    fullgraph=True)`` met code it cannot capture in one graph."""


def _unsupported_bytecode(opname: str, loc: Any) -> str:
    """MindSpore's ``Unsupported`` text for a bytecode its capture does not support (a class statement:
    LOAD_BUILD_CLASS), at the user's line."""
    import linecache

    text = linecache.getline(loc.filename, loc.line).rstrip()
    return (f"Reason: Unsupported bytecode\n  Hint: ByteCode {opname} is not supported.\n  Hint: See "
            f"https://docs.python.org/3/library/dis.html for bytecode semantics.\n\nFrom user code:\n"
            f"In file {os.path.abspath(loc.filename)}:{loc.line}\n{text}\n")


class _Rejected(Exception):
    """Internal: the graph compiler rejected a ``capture_mode='bytecode'`` function (``error``)."""

    def __init__(self, error: BaseException):
        super().__init__(str(error))
        self.error = error


class PIJitRecord:
    """What msgraph did with one code object under ``capture_mode='bytecode'``: MindSpore's
    ``get_code_extra(fn)`` reads it.  A signature compiled to one graph has no graph break
    (``break_count_`` 0, a ``phase_``); one the graph compiler rejected runs as Python (PyNative),
    which counts as one break: its ``code`` holds the Python ``compiled_code_`` and no graph."""

    def __init__(self, code: Any):
        self.code = code
        self.compile_count = 0
        self.entries: Dict[Any, dict] = {}
        self.last: Optional[dict] = None
        self.breaks = 0   # graph breaks so far: MindSpore counts one per compile of a code that breaks

    def note(self, owner: Any, key: Any, graph: bool, compiled: bool, broken: bool = False) -> None:
        """``broken``: a graph msgraph compiled whole where MindSpore's capture breaks it (a Tensor condition,
        numpy): reported as MindSpore reports the break (``compiled_code_``; ``break_count_`` the breaks of every
        compile so far: once a code broke, MindSpore 2.10's later compiles of it count one each, measured adapt36pj)."""
        ident = (id(owner), key)
        entry = self.entries.get(ident)
        if entry is None or compiled:
            if compiled:
                self.compile_count += 1
            if not graph or broken or (self.breaks and graph):
                self.breaks += 1
            if graph and (broken or self.breaks):
                entry = {"compiled_code_": self.code, "call_count_": 0, "break_count_": 1}
            elif graph:
                co = self.code
                entry = {"phase_": f"{co.co_filename}_{co.co_firstlineno}_{self.compile_count - 1}R."
                                   f"<compile[{self.compile_count - 1}]>{co.co_name}.msgraph",
                         "call_count_": 0, "break_count_": 0}
            else:
                entry = {"compiled_code_": self.code, "call_count_": 0, "break_count_": 1}
            self.entries[ident] = entry
        entry["call_count_"] += 1
        self.last = entry

    def as_dict(self) -> Optional[dict]:
        if self.last is None:
            return None
        code = {k: v for k, v in self.last.items() if k != "break_count_"}
        return {"stat": "GRAPH_CALLABLE", "compile_count_": self.compile_count,
                "break_count_": self.breaks if self.last["break_count_"] else 0, "code": code}


_PIJIT_RECORDS: Dict[int, PIJitRecord] = {}   # id(code) -> its record (the record holds the code object)
_PIJIT_LOCK = threading.Lock()


def pijit_record(code: Any) -> PIJitRecord:
    with _PIJIT_LOCK:
        rec = _PIJIT_RECORDS.get(id(code))
        if rec is None:
            rec = _PIJIT_RECORDS[id(code)] = PIJitRecord(code)
        return rec


def code_extra(obj: Any) -> Optional[dict]:
    """``get_code_extra(obj)``: the record of a function, method, jit wrapper or code object, or None
    when it never ran under ``capture_mode='bytecode'``."""
    for _ in range(4):
        if isinstance(obj, (JitFunction, _BoundJit)):
            obj = obj.fn
        elif hasattr(obj, "__func__"):
            obj = obj.__func__
        else:
            break
    code = getattr(obj, "__code__", obj)
    rec = _PIJIT_RECORDS.get(id(code))
    return rec.as_dict() if rec is not None and rec.code is code else None


class PIJitFunction(JitFunction):
    """``jit(capture_mode='bytecode')``: MindSpore captures Python bytecode and runs what it cannot put in
    a graph as Python.  msgraph compiles the function from its source like 'ast'; a signature the graph
    compiler rejects runs eagerly (PyNative's values) instead of raising -- or raises ``Unsupported`` with
    ``fullgraph=True``.  Errors of a compiled graph's run are the function's own and propagate."""

    def __init__(self, fn: Any, input_signature: Any = None, hash_args: Any = None,
                 jit_config: Optional[JitConfig] = None, compile_once: bool = False, name: str = "",
                 fullgraph: bool = False):
        super().__init__(fn, input_signature, hash_args, jit_config, compile_once, name)
        self.fullgraph = fullgraph
        self.capture = "bytecode"
        self._rejected: Dict[Any, BaseException] = {}
        target = fn.__func__ if hasattr(fn, "__func__") else fn
        code = getattr(target, "__code__", None)
        if code is None and hooks.is_cell(fn):
            code = getattr(type(fn).construct, "__code__", None)
        self.record = pijit_record(code) if code is not None else None

    def call_with(self, self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        if self._disabled:
            return super().call_with(self_obj, args, kwargs)
        if _tape.STATE.depth and context._state["mode"] != context.GRAPH_MODE:
            # under a PyNative gradient its ops run on the tape; MindSpore's capture compiles a graph there, which
            # get_code_extra reports (one compile per signature, no break: st pi_jit one_stage/test_jit_grad)
            out = super().call_with(self_obj, args, kwargs)
            try:
                key = ("tape", self.key(self_obj, args, kwargs))
            except Exception:
                key = ("tape", None)
            seen = self.__dict__.setdefault("_tape_keys", set())
            self._note(key, graph=True, compiled=key not in seen)
            seen.add(key)
            return out
        try:
            key = self.key(self_obj, args, kwargs)
        except Exception as e:   # an argument no graph can take (a dict holding itself): run as Python
            if self.fullgraph:
                raise Unsupported(f"{type(e).__name__}: {e}") from e
            self._note(None, graph=False, compiled=False)
            return self._eager(self_obj, args, kwargs)
        if key in self._rejected:
            self._note(key, graph=False, compiled=False)
            return self._eager(self_obj, args, kwargs)
        before = self.compiles
        try:
            out = super().call_with(self_obj, args, kwargs)
        except _Rejected as r:
            from .errors import OuterWriteBreak
            from .frontend.syntax import bytecode_outcome

            if self.fullgraph and not isinstance(r.error, OuterWriteBreak) \
                    and bytecode_outcome(getattr(r.error, "code", None), True) == "error":   # (else runs as Python)
                from .errors import GraphBreak

                if isinstance(r.error, GraphBreak):   # MindSpore's message (frontend/lower.py fullgraph_break)
                    raise Unsupported(str(r.error)) from None
                if getattr(r.error, "code", None) == "MSG106" and getattr(r.error, "loc", None) is not None:
                    raise Unsupported(_unsupported_bytecode("LOAD_BUILD_CLASS", r.error.loc)) from None
                raise Unsupported(f"{type(r.error).__name__}: {r.error}") from r.error
            if key is not None:
                self._rejected[key] = r.error
            _log.info("jit(capture_mode='bytecode') %s runs as Python (graph break): %s: %s",
                      self.name, type(r.error).__name__, r.error)
            self._note(key, graph=False, compiled=False)
            return self._eager(self_obj, args, kwargs)
        self._note(key, graph=True, compiled=self.compiles != before,
                   broken=bool(self.__dict__.get("_breaks", {}).get(key)))
        return out

    def _note(self, key: Any, graph: bool, compiled: bool, broken: bool = False) -> None:
        if self.record is not None:
            self.record.note(self, key, graph, compiled, broken)

    def _compile(self, key: Any, self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        try:
            return super()._compile(key, self_obj, args, kwargs)
        except Exception as e:   # the graph compiler's rejection: run this signature as Python
            raise _Rejected(e) from e

    def compile_only(self, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        try:
            return super().compile_only(args, kwargs)
        except _Rejected as r:
            raise r.error from None


class _BoundJit:
    """A jitted method bound to its instance (e.g. ``@ms.jit def construct(self, x)``)."""

    def __init__(self, jf: JitFunction, obj: Any):
        self.jf = jf
        self.obj = obj
        self.fn = jf.fn
        self.__msgraph_jit_fn__ = getattr(jf.fn, "__get__")(obj, type(obj))

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if context._state["mode"] == context.GRAPH_MODE and hooks.is_cell(self.obj):
            # MindSpore differentiates a Cell without construct through its last-run @jit method
            # (autodiff/grad_call._jit_method_forward)
            self.obj.__dict__["_msgraph_last_jit"] = self
        return self.jf.call_with(self.obj, args, kwargs)

    @property
    def __wrapped__(self) -> Any:
        """The decorated function (a bound method's attribute in MindSpore, whose jit wraps with functools)."""
        return self.jf.fn

    def cache_info(self) -> CacheInfo:
        return self.jf.cache_info()

    def get_ir(self) -> str:
        return self.jf.get_ir()

    def get_source(self) -> str:
        return self.jf.get_source()


def _flat_tensors(args: Sequence[Any], kwargs: Dict[str, Any]) -> list:
    out = []
    for a in args:
        if isinstance(a, Tensor):
            out.append(a._data)
        elif isinstance(a, (tuple, list, dict)) or is_mutable_scalar(a):
            _collect(a, out)
    if kwargs:
        _collect(kwargs, out)
    return out


def _top_level_flags(args: Sequence[Any], kwargs: Dict[str, Any]) -> tuple:
    """Per leaf of :func:`_flat_objects`: whether a gradient reaches it through the graph: a Tensor argument (passed
    positionally or by keyword), or a Tensor inside an ``ms.mutable`` container or inside a plain tuple / list / dict
    argument holding a Tensor an op of the tape produced (MindSpore 2.10's PyNative makes such a container mutable).
    A plain container of the gradient's own inputs only is a constant of the graph: zeros for them (measured,
    adapt45jg/jit_container_leaf_under_pynative_grad; grad/jit_grad_pynative_containers: ``{"x": x * 3, "y": y}``
    gives ``y`` its gradient)."""
    from .common.mutable import is_mutable_container

    out: list = []
    for a in list(args) + list(kwargs.values()):
        if isinstance(a, Tensor):
            out.append(True)
        elif isinstance(a, (tuple, list, dict)) or is_mutable_scalar(a):
            leaves = _flat_objects([a], {})
            whole = is_mutable_container(a) or any(getattr(o, "_node", None) is not None for o in leaves)
            out.extend([whole] * len(leaves))
    return tuple(out)


def _flat_objects(args: Sequence[Any], kwargs: Dict[str, Any]) -> list:
    """The objects behind :func:`_flat_tensors`' arrays, in the same order (Tensors, or the
    mutable scalars' values)."""
    out: list = []
    for a in args:
        if isinstance(a, Tensor):
            out.append(a)
        elif isinstance(a, (tuple, list, dict)) or is_mutable_scalar(a):
            _collect(a, out, objects=True)
    if kwargs:
        _collect(kwargs, out, objects=True)
    return out


def _collect(x: Any, out: list, objects: bool = False) -> None:
    if isinstance(x, Tensor):
        out.append(x if objects else x._data)
    elif is_mutable_scalar(x):
        # a mutable float is MindSpore's float32 scalar inside the graph (bag37/mutable_float_arg)
        out.append(x if objects else (int(x) if isinstance(x, int) else float(__import__("numpy").float32(x))))
    elif isinstance(x, (tuple, list)):
        for i in x:
            _collect(i, out, objects)
    elif isinstance(x, dict):
        for v in x.values():
            _collect(v, out, objects)


def compiled(obj: Any) -> Any:
    """The compiled form of ``obj``, for ``cache_info()``, ``get_ir()`` and ``get_source()``.

    ``obj`` is a jit function (returned as is), a method decorated with ``@ms.jit``, or a Cell /
    grad function as it runs in GRAPH_MODE (``ms.compiled(net).get_ir()`` after ``net(x)``).
    """
    if isinstance(obj, JitFunction):
        return obj
    if isinstance(obj, _BoundJit):
        return obj.jf
    return graph_function(obj)


# ---------------------------------------------------------------------------------------
# Graph-mode dispatch for Cells and grad functions (``nn.Cell.__call__`` in GRAPH_MODE, grad
# functions): they call ``common.hooks.run_graph``, which this module installs at import.  The
# compiler itself is imported on the first compile (``JitFunction._compile``), so the eager side never
# imports it and ``import msgraph`` stays light.
# ---------------------------------------------------------------------------------------
_cell_cache: "weakref.WeakKeyDictionary[Any, Any]" = weakref.WeakKeyDictionary()
_cell_lock = threading.Lock()


def run_graph(obj: Any, args: tuple, kwargs: dict) -> Any:
    """Compile (once per signature) and run ``obj`` in Graph mode."""
    return graph_function(obj)(*args, **kwargs)


#: the depth of nested graph compiles in this thread (only the outermost one writes analyze_fail.ir)
_COMPILING = threading.local()
_EAGER_JIT = threading.local()   # .depth: jit functions running eagerly (JitFunction._eager)


def _dump_analyze_fail(exc: MsGraphError) -> None:
    """MindSpore's ``analyze_fail.ir``: a graph whose compile failed at a line of the user's code leaves the error
    in ``<MS_OM_PATH or .>/rank_0/om/analyze_fail.ir``, and the error's text ends naming that file.  msgraph's
    file holds the error's text (MindSpore's adds its IR of the failed evaluation)."""
    path = os.path.realpath(os.path.join(os.environ.get("MS_OM_PATH") or ".", "rank_0", "om", "analyze_fail.ir"))
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write("# " + "=" * 95 + "\n# The following shows the last analyze fail log message.\n# " + "=" * 95
                    + "\n\n" + f"{type(exc).__name__}: {exc}\n")
    except OSError:
        return   # an unwritable folder: the error is raised as it is
    if exc.args and isinstance(exc.args[0], str) and type(exc).__str__ is BaseException.__str__:   # (not SyntaxError's)
        exc.args = (exc.args[0] + f"\n (See file '{path}' for more details.)",) + tuple(exc.args[1:])


def ms_memory_recycle() -> None:
    """Free the compiled graphs (MindSpore's ``ms.ms_memory_recycle()``, to call between models trained in
    one process): every Cell's ``compile_cache`` and ``mindspore.common.api.ms_compile_cache`` are emptied,
    and a later call compiles its graph again."""
    from .common.compile_cache import cells_compile_cache

    _stats.compiled_phases.clear()
    for phases in list(cells_compile_cache.values()):
        phases.clear()
    for jf in list(_live_jit_functions):
        jf.cache_clear()
    for cache in _code_caches.values():
        cache.clear()


def graph_function(obj: Any) -> JitFunction:
    """The JitFunction that runs ``obj`` (a Cell or grad function) in Graph mode; made on first use.

    It lives as long as ``obj`` does: in a weak dictionary, or -- for objects that cannot be
    weak keys -- on the object itself.  (Never keyed by ``id(obj)``: ids are reused after garbage
    collection, and a new object would run a dead one's graph.)
    """
    with _cell_lock:
        try:
            jf = _cell_cache.get(obj)
            weak_ok = True
        except TypeError:
            jf = getattr(obj, "_msgraph_graph_fn", None)
            weak_ok = False
        if jf is None:
            if hooks.is_cell(obj):
                # ``cell.set_jit_config(JitConfig(...))`` made before the first call applies to its graph
                own = obj.__dict__.get("_jit_config_dict") if hasattr(obj, "__dict__") else None
                jf = JitFunction(obj, jit_config=own if isinstance(own, JitConfig) else jit_config_from_context(),
                                 name=type(obj).__name__)
            else:
                jf = JitFunction(obj, jit_config=jit_config_from_context(),
                                 name=getattr(getattr(obj, "fn", obj), "__name__", "grad"))
            jf._graph_mode_entry = True
            if weak_ok:
                if hooks.is_cell(obj):
                    jf._hold_weakly()
                _cell_cache[obj] = jf
            else:
                try:
                    obj._msgraph_graph_fn = jf
                except AttributeError:
                    pass  # cannot cache: compile again next time rather than risk a stale graph
    return jf


def compiled_ir_text(obj: Any) -> str:
    """The IR text of the graph ``obj`` (a Cell or grad function) last ran in Graph mode, "" if none."""
    with _cell_lock:
        try:
            jf = _cell_cache.get(obj)
        except TypeError:
            jf = getattr(obj, "_msgraph_graph_fn", None)
    last = getattr(jf, "_last", None)
    return last.ir_text if last is not None else ""


hooks.install(run_graph, lambda obj, args, kwargs: graph_function(obj).compile_only(args, kwargs), compiled_ir_text)


def _eager_kernels() -> Any:
    from .codegen import eager

    return eager


_fastpath.install(_eager_kernels)     # large eager Exp/Sigmoid/Tanh... on Graph mode's kernels (ops._fastpath)


def _probe_gpu() -> None:
    import importlib

    importlib.import_module("msgraph.codegen.numba_cuda")._cuda()   # numba loads only here


context._GPU_PROBE[0] = _probe_gpu


class _TraceRun:
    """One run of a ``jit(capture_mode='trace')`` function: the Tensor-to-Python conversions it makes (the
    values its Python control flow read), recorded on the first call per signature, given back in order on a
    later one."""

    def __init__(self, path: Optional[list]):
        self.replay = path is not None
        self.path = path if path is not None else []
        self.pos = 0
        self.thread = threading.get_ident()
        self.paused = False
        self.prints: list = []   # (ops.Print calls of the first run, printed again as the traced graph runs)
        self.rec: Optional["_OpTrace"] = None   # the first run's op record

    def __call__(self, v: Any) -> Any:
        if self.paused or threading.get_ident() != self.thread:
            return v
        if not self.replay:
            self.path.append(v)
            return v
        if self.pos < len(self.path) and type(self.path[self.pos]) is type(v):
            v = self.path[self.pos]
        self.pos += 1
        return v


_TRACE_RUNNING = threading.local()


class _OpTrace:
    """The op applications of a ``jit(capture_mode='trace')`` function's first call per key (every
    ``registry.apply``, eager ``ops.Print`` and 'ast' jit graph call it makes, nested ones inside an op's own code
    excepted), kept as a sequence of steps whose Tensor operands are slots (an input of the call or an earlier
    step's output) or constants: a Parameter frozen with the array it held (MindSpore's traced graph keeps its
    value of the trace, measured: ``set_data`` later is not seen), another Tensor read as it is then (a later
    ``c[0] = 5`` is seen there).  Later calls with that key run the steps on their own inputs without running
    the function's Python (its list appends, counters and prints happen once per key, as MindSpore's).  A run
    the record cannot stand for (a Tensor made outside the ops from another's data, an input, constant or op
    output given another array or written in place outside them) is marked not ``ok``: the key then runs the
    Python again."""

    def __init__(self) -> None:
        self.thread = threading.get_ident()
        self.steps: list = []     # (prim | ("print", Print) | ("jit", fn, self), arg spec, out spec)
        self.slots: Dict[int, int] = {}    # id(array) -> slot
        self.nslots = 0
        self.pin: list = []       # the arrays whose ids are keys (kept alive while recording)
        self.unknown: set = set()
        self.consts: list = []    # (Tensor, array) read as constants: unchanged at the end, or not ok
        self.inside = 0
        self.ok = True
        self.in_slots: list = []  # the slot of each input Tensor of the call, in flattening order
        self.out: Any = None
        self.writes: list = []    # (input index, slot): an input a step's output replaced in place
        self.outs: list = []      # (Tensor, array) of the steps' outputs: one given another array outside the ops
        #                           (``out._data = np.ascontiguousarray(...)``) makes the record not ok

    def _new_slot(self, arr: Any) -> int:
        k = self.nslots
        self.nslots += 1
        self.slots[id(arr)] = k
        self.pin.append(arr)
        return k

    def wrapped(self, arr: Any, ctor: bool = False) -> None:
        import sys

        if self.inside or threading.get_ident() != self.thread:
            return
        if ctor:   # Tensor(...): a constant when the user's code makes it, derived data when msgraph's does
            f = sys._getframe(2)
            while f is not None and f.f_globals.get("__name__") == "msgraph.common.tensor":
                f = f.f_back
            mod = f.f_globals.get("__name__", "") if f is not None else ""
            if not (mod == "msgraph" or mod.startswith("msgraph.")):
                return
        self.unknown.add(id(arr))
        self.pin.append(arr)

    def spec(self, v: Any) -> Any:
        if isinstance(v, Tensor):
            arr = v._data
            k = self.slots.get(id(arr))
            if k is not None:
                return ("s", k)
            if id(arr) in self.unknown:
                self.ok = False
            self.consts.append((v, arr))
            return ("c", v, arr)
        if type(v) in (tuple, list):
            return ("l", type(v), [self.spec(e) for e in v])
        if isinstance(v, dict) and type(v) is dict:
            return ("d", [(k, self.spec(e)) for k, e in v.items()])
        if isinstance(v, tuple) and hasattr(v, "_fields"):
            return ("n", type(v), [self.spec(e) for e in v])
        return ("v", v)

    def out_spec(self, r: Any) -> Any:
        if isinstance(r, Tensor):
            self.outs.append((r, r._data))
            return ("s", self._new_slot(r._data))
        if type(r) in (tuple, list):
            return ("l", type(r), [self.out_spec(e) for e in r])
        return None

    def op(self, p: Any, args: Sequence[Any]) -> Any:
        from .ops import registry as _registry

        if threading.get_ident() != self.thread:   # (another thread's op: no part of the trace)
            return _registry.apply_untraced(p, args)
        run = _tensor_mod.TRACE_CONVERSION[0]
        record = not self.inside and not getattr(run, "paused", False)
        spec = self.spec(tuple(args)) if record else None
        self.inside += 1   # (ops applied inside this one's own code are part of it)
        try:
            out = _registry.apply_untraced(p, args)
        finally:
            self.inside -= 1
        if record:
            self.steps.append((p, spec, self.out_spec(out)))
        elif not self.inside:
            # (a graph run inside the trace: its results are no part of the record)
            for r in (out if type(out) in (tuple, list) else (out,)):
                if isinstance(r, Tensor):
                    self.unknown.add(id(r._data))
                    self.pin.append(r._data)
        return out

    def graph_call(self, jf: Any, self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
        """An 'ast' jit function called while the trace records: its graph's run is one step."""
        if self.inside or threading.get_ident() != self.thread:
            return jf.call_with(self_obj, args, kwargs)
        spec = self.spec((tuple(args), dict(kwargs)))
        self.inside += 1
        try:
            out = jf.call_with(self_obj, args, kwargs)
        finally:
            self.inside -= 1
        self.steps.append((("jit", jf, self_obj), spec, self.out_spec(out)))
        return out

    def print_step(self, prim: Any, args: Sequence[Any]) -> None:
        if threading.get_ident() == self.thread and not self.inside:
            self.steps.append((("print", prim), self.spec(tuple(args)), None))

    @staticmethod
    def value(spec: Any, vals: list, live: bool) -> Any:
        kind = spec[0]
        if kind == "s":
            return vals[spec[1]]
        if kind == "c":
            t, arr = spec[1], spec[2]
            if isinstance(t, Parameter):   # MindSpore's trace keeps the Parameter's value of the trace (measured:
                # set_data / ops.assign after it are not seen); under a gradient the Parameter itself, for its gradient
                return t if live else Tensor._wrap(arr)
            return t   # another Tensor is read as it is then (measured: a ``c[0] = 5`` after the trace is seen)
        if kind == "l":
            return spec[1](_OpTrace.value(e, vals, live) for e in spec[2])
        if kind == "n":
            return spec[1](*(_OpTrace.value(e, vals, live) for e in spec[2]))
        if kind == "d":
            return {k: _OpTrace.value(e, vals, live) for k, e in spec[1]}
        return spec[1]

    @staticmethod
    def store(spec: Any, r: Any, vals: list) -> None:
        if spec is None:
            return
        if spec[0] == "s":
            vals[spec[1]] = r
        else:
            for s, e in zip(spec[2], r):
                _OpTrace.store(s, e, vals)

    def finish(self, inputs: list, before: list, out: Any) -> None:
        """After the recording run: the output's spec, the inputs written, and whether the record stands."""
        import numpy as np

        for i, (t, arr, copy) in enumerate(before):
            if t._data is not arr:
                k = self.slots.get(id(t._data))
                if k is None:
                    self.ok = False
                else:
                    self.writes.append((i, k))
            elif not np.array_equal(arr, copy, equal_nan=arr.dtype.kind in "fc"):
                self.ok = False
        for t, arr in self.consts:
            if t._data is not arr:
                self.ok = False
        for t, arr in self.outs:
            if t._data is not arr and id(t._data) not in self.slots:
                self.ok = False
        self.outs = []
        self.out = self.spec(out)
        self.pin = []
        self.unknown = set()
        self.consts = []

    def replay(self, inputs: list, live: bool) -> Any:
        from .ops import registry as _registry
        from .ops.control import _PRINT_BASE_CALL

        vals: list = [None] * self.nslots
        for k, t in zip(self.in_slots, inputs):
            vals[k] = t
        for p, spec, ospec in self.steps:
            args = self.value(spec, vals, live)
            if type(p) is tuple:
                if p[0] == "print":
                    _PRINT_BASE_CALL(p[1], *args)
                else:
                    self.store(ospec, p[1].call_with(p[2], args[0], args[1]), vals)
                continue
            self.store(ospec, _registry.apply(p, args), vals)
        for i, k in self.writes:
            inputs[i]._data = vals[k]._data
        return self.value(self.out, vals, live)


def _trace_inputs(v: Any, acc: list) -> list:
    """The Tensors of a trace function's bound arguments, in order (inside tuples, lists and dicts)."""
    if isinstance(v, Tensor):
        acc.append(v)
    elif isinstance(v, (tuple, list)):
        for e in v:
            _trace_inputs(e, acc)
    elif isinstance(v, dict):
        for e in v.values():
            _trace_inputs(e, acc)
    return acc




def _trace_call(jf: "JitFunction", self_obj: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``jit(capture_mode='trace')`` (MindSpore 2.10's graph/jit_trace.py): the first call per signature runs
    the function as Python and traces its ops; later calls with that signature run the traced graph, so a
    Python ``if`` / ``while`` on a Tensor value, or ``int(t)``, keeps what the first call read.  The signature
    is MindSpore's argument key (shapes, dtypes, Python scalars by value) and whether a PyNative gradient is
    being taken.  msgraph records the first call's op applications (:class:`_OpTrace`) and replays them on the
    later ones without running the Python; a first call the record cannot stand for runs the Python again on
    later calls, its Tensor-to-Python conversions given back.  A trace function called while another runs is
    part of that trace (plain Python)."""
    from .compiler import _dict_views_as_tuples

    if getattr(_TRACE_RUNNING, "on", False):
        return jf._eager(self_obj, args, kwargs)
    if jf.input_signature is not None:
        jf.check_signature(args, kwargs)
    grad = bool(_tape.STATE.depth) and context._state["mode"] != context.GRAPH_MODE
    key_args, key_kwargs = args, kwargs
    if kwargs:   # MindSpore binds keywords to the signature (defaults applied): f(x, y=t) and f(x, t) are one key
        import inspect

        try:
            fn = jf.fn
            lead = (self_obj,) if self_obj is not None else ()
            bound = inspect.signature(fn).bind(*lead, *args, **kwargs)
            bound.apply_defaults()
            key_args, key_kwargs = tuple(bound.args)[len(lead):], dict(bound.kwargs)
        except (TypeError, ValueError):
            pass
    key = ("trace", grad) + jf.key(self_obj, key_args, key_kwargs)
    paths = jf.__dict__.setdefault("_trace_paths", {})
    path = paths.get(key)
    inputs = _trace_inputs((key_args, key_kwargs), [])
    if isinstance(path, _OpTrace):   # the recorded ops of this key, run on the new inputs (no Python runs)
        if grad:
            _check_mutable_grad_inputs(args, kwargs)
            with _tape.as_graph_code():
                return _dict_views_as_tuples(path.replay(inputs, True))
        return _dict_views_as_tuples(path.replay(inputs, False))
    run = _TraceRun(path)
    rec = None
    if path is None:
        rec = run.rec = _OpTrace()
        rec.in_slots = [rec._new_slot(t._data) for t in inputs]
        before = [(t, t._data, t._data.copy()) for t in inputs]
    saved_hook = _tensor_mod.TRACE_CONVERSION[0]
    saved_ops, saved_wrap = _registry.TRACE_OPS[0], _tensor_mod.TRACE_WRAP[0]
    _tensor_mod.TRACE_CONVERSION[0] = run
    if rec is not None:
        _registry.TRACE_OPS[0], _tensor_mod.TRACE_WRAP[0] = rec.op, rec.wrapped
    _TRACE_RUNNING.on = True
    try:
        if grad:
            _check_mutable_grad_inputs(args, kwargs)
            with _tape.as_graph_code():
                out = jf._eager(self_obj, args, kwargs)
        else:
            out = jf._eager(self_obj, args, kwargs)
    finally:
        _TRACE_RUNNING.on = False
        _tensor_mod.TRACE_CONVERSION[0] = saved_hook
        _registry.TRACE_OPS[0], _tensor_mod.TRACE_WRAP[0] = saved_ops, saved_wrap
    if path is None:
        rec.finish(inputs, before, out)
        paths[key] = rec if rec.ok else run.path
        for p in run.prints:
            p()
    return _dict_views_as_tuples(out)


def jit(fn: Any = None, *, mode: str = "PSJit", input_signature: Any = None, hash_args: Any = None,
        jit_config: Optional[JitConfig] = None, compile_once: bool = False, function: Any = None,
        capture_mode: str = "ast", jit_level: Optional[str] = None, dynamic: int = 0, fullgraph: bool = False,
        backend: str = "", **options: Any) -> Any:
    """Compile a function (or method) to a graph; usable as ``@jit``, ``@jit(...)`` or ``jit(fn)``.

    MindSpore 2.10's signature (one positional argument, then ``capture_mode``, ``jit_level`` O0/O1,
    ``dynamic`` 0/1, ``fullgraph`` = STRICT syntax, ``backend``, checked as MindSpore checks them) and the
    seeds' keywords (``mode``, ``input_signature``, ``hash_args``, ``jit_config``, ``compile_once``).
    An unknown ``backend`` is MindSpore's RuntimeError when the graph compiles.
    """
    fn = fn if fn is not None else function
    if mode not in ("PSJit", "PIJit"):
        raise ContextError(f"jit: mode must be 'PSJit' or 'PIJit', got {mode!r}.")
    if capture_mode not in ("ast", "bytecode", "trace"):
        raise ContextError(f"For 'jit', the 'capture_mode' must be str and must be in "
                           f"'['ast', 'bytecode', 'trace']', but got '{capture_mode}'.")
    if jit_level is not None and jit_level not in ("O0", "O1"):
        raise ContextError(f"For 'jit', the 'jit_level' must be str and must be in '['O0', 'O1']', "
                           f"but got '{jit_level}'.")
    if not isinstance(dynamic, int) or isinstance(dynamic, bool):
        raise ArgumentError(f"For 'jit', the 'dynamic' must be 'int',  but got '{type(dynamic).__name__}'.")
    if dynamic not in (0, 1):
        raise ContextError(f"For 'jit', the 'dynamic' must be in range of [0, 1], but got {dynamic} with type 'int'.")
    if not isinstance(fullgraph, bool):
        raise ArgumentError(f"For 'jit', the 'fullgraph' must be a bool, but got {type(fullgraph).__name__}.")
    cfg = jit_config if isinstance(jit_config, JitConfig) else JitConfig()
    # the deprecated jit_config's backend is dropped (MindSpore 2.10 drops that keyword): only ``backend=`` counts
    extra = {k: v for k, v in cfg.options.items() if k != "backend"}
    if backend:
        extra["backend"] = backend
    bytecode = capture_mode == "bytecode" or mode == "PIJit"
    if not bytecode:
        # MindSpore 2.10's jit compiles at LAX, STRICT with fullgraph=True: neither the context's level nor a
        # jit_config's changes it (MS_DEV_JIT_SYNTAX_LEVEL does, when the graph compiles)
        cfg = JitConfig(jit_level=jit_level or cfg.jit_level, exc_mode=cfg.exc_mode,
                        jit_syntax_level="STRICT" if fullgraph else "LAX", debug_level=cfg.debug_level,
                        infer_boost=cfg.infer_boost, **extra)
    elif jit_level is not None or backend:
        cfg = JitConfig(jit_level=jit_level or cfg.jit_level, exc_mode=cfg.exc_mode,
                        jit_syntax_level=cfg.jit_syntax_level, **extra)

    def wrap(f: Any) -> Any:
        if bytecode and isinstance(f, type) and getattr(f, "_msgraph_cell", False):
            # MindSpore's bytecode capture of a Cell class: its construct is captured, the class returned
            f.construct = PIJitFunction(f.construct, input_signature, hash_args, cfg, compile_once, fullgraph=fullgraph)
            return f
        if isinstance(f, type) and getattr(f, "_msgraph_cell", False):
            # MindSpore's jit of a Cell class: its construct is compiled, the class returned (as @jit on construct)
            f.construct = _traced(JitFunction(f.construct, input_signature, hash_args, cfg, compile_once))
            return f
        if isinstance(f, (type, staticmethod, classmethod)) or not callable(f):
            # MindSpore 2.10 returns what is neither a function, a method nor a Cell as it is (with a warning):
            # a plain class, a staticmethod/classmethod object under the decorator, a number
            _log.warning(f"The func should be function, method or cell instance/class, but got {f}")
            return f
        if bytecode:
            return PIJitFunction(f, input_signature, hash_args, cfg, compile_once, fullgraph=fullgraph)
        return _traced(JitFunction(f, input_signature, hash_args, cfg, compile_once))

    def _traced(jf: Any) -> Any:
        if capture_mode == "trace":
            jf.capture = "trace"   # compiled as 'ast', with trace's Python objects where they differ (dict views)
        return jf

    return wrap(fn) if fn is not None else wrap


def lazy_inline(fn: Any = None, attrs: Any = None, policy: Any = None) -> Any:
    """``ms.lazy_inline``: MindSpore compiles a decorated Cell's ``construct`` once and reuses it for
    every instance; msgraph inlines Cells into the caller's graph, so this is a hint with the same
    results (``@lazy_inline`` and ``@lazy_inline(attrs=...)`` both accepted)."""
    if fn is None:
        return lambda f: lazy_inline(f)
    if isinstance(fn, type):
        raise ValueError(f"The lazy_inline should decorate the __init__ function, not the class {fn.__name__}.")
    return fn


def no_inline(fn: Any = None) -> Any:
    """``ms.no_inline``: a hint that a function's graph be kept apart; msgraph inlines it (same results)."""
    if fn is None:
        return lambda f: f
    return fn


def recompute(block: Any, *args: Any, use_reentrant: Any = True, output_recompute: Any = False,
              early_stop: Any = True, context_fn: Any = None, **kwargs: Any) -> Any:
    """``ms.recompute(block, *args)``: runs ``block(*args)``.  MindSpore recomputes its activations in the
    backward pass to save device memory; on the CPU msgraph keeps them (same values and gradients).  Outside graph
    code MindSpore 2.10 checks the block (measured, adapt34d/recompute_block): with ``use_reentrant`` (the default,
    unless ``output_recompute``) a block that is not a Cell is a TypeError and a ``context_fn`` a ValueError."""
    from .ir.builder import building_graph

    if not building_graph() and not getattr(_EAGER_JIT, "depth", 0):
        # (in jit code MindSpore's recompute_block takes any block)
        reentrant = use_reentrant and not output_recompute
        if reentrant and not hooks.is_cell(block):
            raise TypeError("Recompute function now only support block which inherited from Cell when "
                            "use_reentrant=True!")
        if reentrant and context_fn is not None:
            raise ValueError("context_fn is only supported when use_reentrant=False.")
    return block(*args, **kwargs)


def _recompute_in_graph_code(low: Any, args: Sequence[Any], kwargs: Dict[str, Any]) -> Any:
    """``ms.recompute(block, *args)`` in graph code: the block's call inlined (any callable, as MindSpore's
    recompute_block; it had run as a Python fallback, its block given numpy arrays: adapt34d/recompute_block)."""
    if not args:
        raise TypeError("recompute() missing 1 required positional argument: 'block'")
    kwargs = {k: v for k, v in kwargs.items() if k not in ("use_reentrant", "output_recompute", "early_stop", "context_fn")}
    return low.call(args[0], list(args[1:]), kwargs, low.b.loc)


recompute.__msgraph_graph_call__ = _recompute_in_graph_code   # (read by frontend/calls.py)


def _check_mutable_grad_inputs(args: Sequence[Any], kwargs: Dict[str, Any]) -> None:
    """MindSpore's PyNative jit under a gradient: a tuple/list/dict argument holding a Tensor that carries
    a gradient must be made mutable, which fails when it also holds None or a string (RuntimeError)."""
    def walk(x: Any) -> tuple:   # (has a Tensor with gradient, has a leaf mutable refuses)
        if isinstance(x, (tuple, list)):
            items = list(x)
        elif isinstance(x, dict):
            items = list(x.values())
        elif isinstance(x, Tensor):
            return getattr(x, "_node", None) is not None, False
        else:
            return False, x is None or isinstance(x, str)
        grad = bad = False
        for i in items:
            g, b = walk(i)
            grad, bad = grad or g, bad or b
        return grad, bad

    for a in list(args) + list(kwargs.values()):
        if isinstance(a, (tuple, list, dict)):
            g, b = walk(a)
            if g and b:
                raise RuntimeError(f'Input "{a}" contains tensor with gradient but can not mutable.')
