"""Execution context: mode, device and debug switches.

``set_context``/``get_context`` follow MindSpore; :func:`context` is a ``with``
form that restores the previous values even when the body raises.

The context is one per process, as MindSpore's is: a key set in one thread is seen by every thread,
and so is a ``with context(...)`` block while it runs.  Such blocks may overlap in several threads
and end in any order: each hands what it saved to the block that took the key over, so the keys end
as they were before the first block (docs/architecture.md, "Threads").  What is per thread: the
PyNative tape, the graph being built, and mixed-precision scopes.
"""
from __future__ import annotations

import contextlib
import os
import threading
from typing import Any, Callable, Dict, List, Optional

from .errors import ArgumentError, ContextError, UnsupportedDeviceError


_LIBC: Any = None


def process_env(name: str) -> str:
    """The variable as the process environment holds it (C ``getenv``, what MindSpore reads):
    ``os.unsetenv`` removes it there but leaves ``os.environ`` unchanged ("" when unset)."""
    global _LIBC
    if _LIBC is None:
        try:
            import ctypes

            libc = ctypes.CDLL(None)
            libc.getenv.restype = ctypes.c_char_p
            libc.getenv.argtypes = [ctypes.c_char_p]
            _LIBC = libc
        except (OSError, AttributeError):   # pragma: no cover - no C library handle: os.environ
            _LIBC = False
    if _LIBC is False:   # pragma: no cover
        return os.environ.get(name, "")
    v = _LIBC.getenv(name.encode())
    return v.decode(errors="replace") if v else ""

GRAPH_MODE = 0
PYNATIVE_MODE = 1
# ``ms.STRICT`` / ``ms.COMPATIBLE`` / ``ms.LAX``: MindSpore's jit_syntax_level constants
STRICT, COMPATIBLE, LAX = 0, 1, 2
# ``context.RELEASE`` / ``context.DEBUG``: the values of set_context(debug_level=...)
RELEASE, DEBUG = 0, 1
_SYNTAX_LEVELS = {STRICT: "STRICT", COMPATIBLE: "COMPATIBLE", LAX: "LAX"}
_SYNTAX_NUMBERS = {name: number for number, name in _SYNTAX_LEVELS.items()}

_VALID: Dict[str, Any] = {
    "mode": (GRAPH_MODE, PYNATIVE_MODE),
    "device_target": ("CPU", "GPU"),
    "save_graphs": (False, True, 0, 1, 2, 3),
    "save_graphs_path": str,
    "jit_syntax_level": ("STRICT", "COMPATIBLE", "LAX"),
    "jit_level": ("O0", "O1", "O2"),
    "device_id": int,
    "max_call_depth": int,
    "deterministic": ("ON", "OFF"),
    "pynative_synchronize": (False, True),   # h-cpu3: msgraph's PyNative is synchronous already
    # h-cpu4: MindSpore 2.10's tuning keys, accepted and kept (msgraph has no graph-kernel fusion switch,
    # op timeout or class-name scopes to tune); a wrong type is MindSpore's TypeError
    "enable_graph_kernel": bool, "graph_kernel_flags": str, "check_bprop": bool,
    "reserve_class_name_in_scope": bool, "disable_format_transform": bool, "enable_reduce_precision": bool,
    "op_timeout": int, "inter_op_parallel_num": int,
    # the CPU kernel thread pool size (msgraph's numpy/Numba kernels do not read it); a negative one is
    # MindSpore's ValueError
    "runtime_num_threads": int,
    # h-comp3: Ascend-only in MindSpore 2.10; on CPU/GPU it warns, ignores the path and get_context returns ''
    "print_file_path": str,
    # h-pyn5: memory and build keys MindSpore 2.10 accepts on CPU (type-checked); the device-memory sizes
    # keep their CPU defaults there (get_context('max_device_memory') stays 1024.0), the others are kept
    "max_device_memory": str, "mempool_block_size": str, "variable_memory_max_size": str,
    "memory_optimize_level": ("O0", "O1"), "enable_compile_cache": bool, "compile_cache_path": str,
    "debug_level": int, "enable_profiling": bool, "ascend_config": dict, "gpu_config": dict,
    "aoe_tune_mode": str, "exec_order": str, "support_binary": bool,
}
_TYPED_KEYS = ("enable_graph_kernel", "graph_kernel_flags", "check_bprop", "reserve_class_name_in_scope",
               "disable_format_transform", "enable_reduce_precision", "op_timeout", "inter_op_parallel_num",
               "runtime_num_threads", "print_file_path", "max_device_memory", "mempool_block_size",
               "variable_memory_max_size", "enable_compile_cache", "compile_cache_path", "debug_level",
               "enable_profiling", "ascend_config", "gpu_config", "aoe_tune_mode", "exec_order", "support_binary",
               "device_id")
#: keys MindSpore 2.10 reads but set_context does not take (a read-only property there: setting it is an
#: AttributeError): 'enable_ge' is False off Ascend (the model zoo's ResNet EvalCallBack reads it)
_READ_ONLY: Dict[str, Any] = {"enable_ge": False}
#: keys MindSpore accepts (type-checked) but ignores off Ascend: the value stays the default
_ASCEND_ONLY = ("print_file_path", "max_device_memory", "mempool_block_size", "variable_memory_max_size")


def _env_save_graphs() -> int:
    for name in ("MSGRAPH_SAVE_GRAPHS", "MS_DEV_SAVE_GRAPHS"):
        if os.environ.get(name):
            try:
                return int(os.environ[name])
            except ValueError:
                return 1
    return 0


def _defaults() -> Dict[str, Any]:
    return {
        "mode": PYNATIVE_MODE,
        "device_target": "CPU",
        "save_graphs": _env_save_graphs(),
        "save_graphs_path": os.environ.get("MSGRAPH_SAVE_GRAPHS_PATH",
                                           os.environ.get("MS_DEV_SAVE_GRAPHS_PATH", ".")),
        "jit_syntax_level": "LAX",
        "jit_level": "O1",
        "device_id": 0,
        "max_call_depth": 1000,
        "deterministic": "OFF",
        "pynative_synchronize": False,
        "enable_graph_kernel": False, "graph_kernel_flags": "", "check_bprop": False,
        "reserve_class_name_in_scope": True, "disable_format_transform": False, "enable_reduce_precision": True,
        "op_timeout": 900, "inter_op_parallel_num": 0, "runtime_num_threads": 30,
        "print_file_path": "",
        "max_device_memory": 1024.0, "mempool_block_size": 1.0, "variable_memory_max_size": "0",
        "memory_optimize_level": 0, "enable_compile_cache": None, "compile_cache_path": "", "debug_level": 0,
        "enable_profiling": False, "ascend_config": {}, "gpu_config": {}, "aoe_tune_mode": "", "exec_order": "bfs",
        "support_binary": False,
    }


_lock = threading.RLock()
_state: Dict[str, Any] = _defaults()


def _check_type(key: str, value: Any) -> None:
    """A typed key's value of another type: MindSpore's TypeError (its ``args_type_check``)."""
    rule = _VALID.get(key)
    if key in _TYPED_KEYS and (not isinstance(value, rule) or isinstance(value, bool) and rule is int):
        raise TypeError(f"The parameter '{key}' must be {rule}, but got {type(value)}")


def _check(key: str, value: Any) -> None:
    if key not in _VALID:
        raise ContextError(f"set_context: unknown key {key!r}.",
                           hint=f"valid keys are: {', '.join(sorted(_VALID))}")
    rule = _VALID[key]
    if key == "device_target" and value is not None and not isinstance(value, str):   # MindSpore checks the type first
        raise TypeError(f"The parameter 'device_target' must be {str}, but got {type(value)}")
    if key == "device_target" and value in ("Ascend", "Davinci"):
        raise UnsupportedDeviceError(
            f"Unsupported device target {value}. This process only supports one of the ['CPU', 'GPU'].",
            hint="set device_target='CPU' (or 'GPU' with a CUDA GPU)")
    if key == "device_target" and value not in rule:
        raise ContextError(f"For 'context.set_context', the argument 'device_target' must be one of "
                           f"['CPU', 'GPU', 'Ascend', 'Davinci'], but got {value}.")
    if key == "mode" and not isinstance(value, int):  # MindSpore: a TypeError (recorded: tensor_api/context_more)
        raise ArgumentError(f"For 'set_context', the type of 'mode' should be int, but got {type(value).__name__}.")
    if isinstance(rule, type):
        if not isinstance(value, rule) or isinstance(value, bool) and rule is int:
            raise ContextError(f"set_context: {key} must be {rule.__name__}, got {value!r}.")
    elif value not in rule or (isinstance(value, bool) and key == "mode"):
        raise ContextError(f"set_context: invalid value {value!r} for {key!r}.",
                           hint=f"valid values are: {', '.join(map(repr, rule))}")
    if key == "device_id" and not 0 <= value <= 4095:
        raise ValueError(f"For 'context.set_context', the argument 'device_id' must be in range [0, 4095], "
                         f"but got {value}.")
    if key == "runtime_num_threads" and value < 0:
        raise ValueError("The num of thread must bigger than or equal to 0.")
    if key == "device_target" and value == "GPU":
        _check_gpu_usable()


# The GPU probe: installed by msgraph.api (the layer that may reach code generation, where the Numba
# CUDA backend lives), so this low layer imports nothing above it.  It raises a RuntimeError subclass
# (numba_cuda.DeviceError) where no GPU (or simulator) is usable.
_GPU_PROBE: List[Any] = [None]


def _check_gpu_usable() -> None:
    """MindSpore refuses ``device_target='GPU'`` where no GPU is usable (a RuntimeError, the target
    stays as it was); msgraph's GPU backend is Numba CUDA (or its simulator), probed lazily."""
    probe = _GPU_PROBE[0]
    if probe is None:
        return
    try:
        probe()
    except RuntimeError as exc:
        raise UnsupportedDeviceError(
            "Unsupported device target GPU. This process only supports one of the ['CPU']. Please check "
            f"whether the GPU environment is installed and configured correctly ({getattr(exc, 'raw_message', exc)})",
            hint=getattr(exc, "hint", "")) from None


#: the keys of ``set_context(jit_config=...)`` and their values, as MindSpore 2.10 checks them
_JIT_CONFIG_KEYS = {"jit_level": ["O0", "O1", "O2"], "infer_boost": ["on", "off"]}
#: the last ``jit_config`` dict set (``get_jit_config()``)
_jit_config: Dict[str, Any] = {}


def _expand_jit_config(kwargs: Dict[str, Any]) -> Dict[str, Any]:
    """MindSpore's ``set_context(jit_config={"jit_level": "O0", "infer_boost": "on"})``: checked, kept for
    ``get_jit_config()``, and its ``jit_level`` set as that key."""
    if "jit_config" not in kwargs:
        return kwargs
    kwargs = dict(kwargs)
    cfg = kwargs.pop("jit_config")
    if not isinstance(cfg, dict):
        raise TypeError(f"The parameter 'jit_config' must be {dict}, but got {type(cfg)}")
    for key, value in cfg.items():
        if key not in _JIT_CONFIG_KEYS:
            raise ValueError(f"For 'context.set_context', the key of argument 'jit_config' must be one of "
                             f"{_JIT_CONFIG_KEYS}, but got {key}.")
        if value not in _JIT_CONFIG_KEYS[key]:
            raise ValueError(f"For 'jit_config', the value of argument {key} must be one of "
                             f"{_JIT_CONFIG_KEYS[key]}, but got {value}.")
    if cfg.get("infer_boost") == "on" and cfg.get("jit_level") != "O0":
        raise ValueError("Only jit_level set O0 can set infer_boost to on.")
    _jit_config.clear()
    _jit_config.update(cfg)
    if "jit_level" in cfg:
        kwargs.setdefault("jit_level", cfg["jit_level"])
    return kwargs


def get_jit_config() -> Dict[str, Any]:
    """The ``jit_config`` dict last given to ``set_context`` (``{}`` before)."""
    return _jit_config


# the environment variables MindSpore sets for deterministic communication and kernel builds (Ascend's HCCL
# and TBE read them; msgraph's kernels are deterministic already)
_DETERMINISTIC_ENV = {"HCCL_DETERMINISTIC": "true", "TE_PARALLEL_COMPILER": "1"}


def _apply_side_effects(kwargs: Dict[str, Any]) -> None:
    """What MindSpore does besides storing a key: the deterministic environment variables, the graph
    directory (created; kept as its real path)."""
    if "deterministic" in kwargs:
        for name, value in _DETERMINISTIC_ENV.items():
            if kwargs["deterministic"] == "ON":
                os.environ[name] = value
            else:
                os.environ.pop(name, None)
    if "save_graphs_path" in kwargs:
        path = os.path.realpath(kwargs["save_graphs_path"])
        os.makedirs(path, exist_ok=True)
        kwargs["save_graphs_path"] = path


def _args_type_check(fn: Callable[..., None]) -> Callable[..., None]:
    """MindSpore's ``set_context`` is wrapped in a type check of its typed keys (a TypeError); the wrapped
    function (``set_context.__wrapped__``) sets the keys without it."""
    import functools

    @functools.wraps(fn)
    def set_context(**kwargs: Any) -> None:
        for key, value in kwargs.items():
            _check_type(key, value)
        if "jit_syntax_level" in kwargs and not isinstance(kwargs["jit_syntax_level"], int):
            # ms.STRICT / ms.COMPATIBLE / ms.LAX are ints; a name is MindSpore's TypeError
            raise TypeError(f"The parameter 'jit_syntax_level' must be {int}, but got {type(kwargs['jit_syntax_level'])}")
        return fn(**kwargs)

    return set_context


@_args_type_check
def set_context(**kwargs: Any) -> None:
    """Set context keys (mode, device_target, save_graphs, ...); ValueError on unknown ones."""
    kwargs = _expand_jit_config(kwargs)
    level = kwargs.get("jit_syntax_level")
    if isinstance(level, int):
        if level not in _SYNTAX_LEVELS:
            raise ContextError(f"For 'jit_syntax_level', the value should be context.STRICT or context.LAX, "
                               f"but got {level}.")
        kwargs["jit_syntax_level"] = _SYNTAX_LEVELS[int(level)]
    for key, value in kwargs.items():
        _check(key, value)
    kwargs = {k: v for k, v in kwargs.items() if k not in _ASCEND_ONLY}
    if "memory_optimize_level" in kwargs:     # MindSpore stores the level as its number
        kwargs["memory_optimize_level"] = int(kwargs["memory_optimize_level"][1])
    _apply_side_effects(kwargs)
    with _lock:
        _state.update(kwargs)


def get_context(key: Any = None, *, attr_key: Any = None) -> Any:
    """Return the current value of a context key (MindSpore 2.10 also names it ``attr_key``)."""
    if key is None:
        if attr_key is None:
            raise TypeError("get_context() missing 1 required positional argument: 'attr_key'")
        key = attr_key

    if key == "jit_syntax_level":   # kept by name; MindSpore reports the ms.STRICT/COMPATIBLE/LAX number
        return _SYNTAX_NUMBERS[_state[key]]
    if key == "jit_config":
        return _jit_config
    if key not in _state:
        if key in _READ_ONLY:
            return _READ_ONLY[key]
        raise ContextError(f"get_context: unknown key {key!r}.",
                           hint=f"valid keys are: {', '.join(sorted(_VALID))}")
    return _state[key]


# The ``with context(...)`` blocks running now in any thread, oldest first: what each saved.
_scopes: List[Dict[str, Any]] = []


@contextlib.contextmanager
def context(**kwargs: Any):
    """``with ms.context(mode=ms.GRAPH_MODE): ...`` sets keys and restores them afterwards.

    The keys are process-wide (every thread sees them while the block runs).  A block that ends
    while a later block (another thread's) still holds one of its keys leaves the key to that block
    and passes the value it saved on to it, so overlapping blocks may end in any order.
    """
    for key, value in kwargs.items():
        _check_type(key, value)
        _check(key, value)
    with _lock:
        saved = {k: _state[k] for k in kwargs}
        _state.update(kwargs)
        _scopes.append(saved)
    try:
        yield
    finally:
        with _lock:
            i = next(j for j, s in enumerate(_scopes) if s is saved)
            del _scopes[i]
            for key, value in saved.items():
                later = next((s for s in _scopes[i:] if key in s), None)
                if later is not None:
                    later[key] = value   # that block restores this value when it ends
                else:
                    _state[key] = value


def reset_context() -> None:
    """Restore every key to its default (used by tests)."""
    with _lock:
        _state.clear()
        _state.update(_defaults())
        _jit_config.clear()
        _deterministic_set[0] = False   # a fresh process may call set_deterministic again


class _Context:
    """MindSpore's context object (``context._context()``, one per process); msgraph keeps the keys in this
    module (``get_context``/``set_context``)."""


#: MindSpore's process-wide context object, made on the first ``_context()`` call
K_CONTEXT: Optional[_Context] = None


def _context() -> _Context:
    """The process-wide context object."""
    global K_CONTEXT
    if K_CONTEXT is None:
        K_CONTEXT = _Context()
    return K_CONTEXT


# --- data parallelism (msgraph/parallel): MindSpore also exposes these from mindspore.context ---
from .parallel._auto_parallel_context import (  # noqa: E402,F401
    ParallelMode, get_auto_parallel_context, reset_auto_parallel_context, set_auto_parallel_context,
)


# --- MindSpore 2.x's device and determinism functions ---------------------------------------------
class DeviceInfo(tuple):
    """``ms.get_current_device()``: ``('CPU', 0)`` with ``.device_target`` and ``.device_id``."""

    def __new__(cls, device_target: str, device_id: int) -> "DeviceInfo":
        return super().__new__(cls, (device_target, device_id))

    @property
    def device_target(self) -> str:
        return self[0]

    @property
    def device_id(self) -> int:
        return self[1]


def set_device(device_target: str, device_id: Any = None) -> None:
    """``ms.set_device``: the ``device_target`` (and ``device_id``) context keys, with MindSpore 2.10's checks (a
    non-str target or non-int id: TypeError; a target outside CPU/GPU/Ascend or a negative id: ValueError)."""
    if not isinstance(device_target, str) and device_target is not None:
        raise ArgumentError(f"The parameter 'device_target' must be {str}, but got {type(device_target)}")
    if device_id is not None and (not isinstance(device_id, int) or isinstance(device_id, bool)):
        raise ArgumentError(f"The parameter 'device_id' must be {int}, but got {type(device_id)}")
    valid = ["CPU", "GPU", "Ascend"]
    if device_target not in valid:
        raise ContextError(f"The argument 'device_target' must be one of {valid}, but got {device_target}.")
    if device_id is not None and device_id < 0:
        raise ContextError("The device id must bigger than or equal to 0.")
    kw: Dict[str, Any] = {"device_target": device_target}
    if device_id is not None:
        kw["device_id"] = device_id
    set_context(**kw)


def get_current_device() -> DeviceInfo:
    return DeviceInfo(get_context("device_target"), get_context("device_id"))


_deterministic_set = [False]


def set_deterministic(deterministic: bool) -> None:
    """``ms.set_deterministic``: msgraph's kernels are deterministic already; the key reads ON/OFF.  As in
    MindSpore, it may be called once per process (a second call is a RuntimeError)."""
    if not isinstance(deterministic, bool):
        raise TypeError(f"The parameter 'deterministic' must be {bool}, but got {type(deterministic)}")
    if _deterministic_set[0]:
        raise RuntimeError("The 'mindspore.set_deterministic' can not be set repeatedly.")
    _deterministic_set[0] = True
    set_context(deterministic="ON" if deterministic else "OFF")


def set_recursion_limit(recursion_limit: int = 1000) -> None:
    """``ms.set_recursion_limit``: the call depth a graph may reach (``max_call_depth``)."""
    if isinstance(recursion_limit, bool) or not isinstance(recursion_limit, int) or recursion_limit <= 0:
        raise ValueError(f"For 'set_recursion_limit', the recursion_limit must be a positive int, but got "
                         f"{recursion_limit!r}.")
    set_context(max_call_depth=recursion_limit)


# parameter-server context (h-zoo): mindspore.context.set_ps_context...
from .ps_context import get_ps_context, reset_ps_context, set_ps_context  # noqa: E402,F401
