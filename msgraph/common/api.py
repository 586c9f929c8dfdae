"""``mindspore.common.api``: where MindSpore code imports ``jit`` and ``_pynative_executor`` from.

``jit`` is ``msgraph.api.jit`` (this module sits in the api layer; see tests/test_layering.py).
``_cell_graph_executor.compile(net, *inputs)`` compiles a Cell without running it.
``_pynative_executor`` stands for MindSpore's asynchronous PyNative executor: msgraph's PyNative mode
runs each op synchronously, so ``sync()`` and the executor switches are no-ops.
"""
from __future__ import annotations

from ..api import JitConfig, jit  # noqa: F401
from ..runtime.stats import compiled_phases as ms_compile_cache  # noqa: F401  (MindSpore's set of compiled phases)
from ..jit_class import jit_class  # noqa: F401
from ..autodiff.no_grad import _no_grad  # noqa: F401  (MindSpore 2.10's mindspore.common.api._no_grad)
from .compile_cache import cells_compile_cache  # noqa: F401  (id(cell) -> cell.compile_cache, live Cells)


def _no_recursive(callable_obj):
    """Decorator: skip MindSpore's recursion check for a function, method or Cell class (a flag; msgraph
    inlines calls and needs no such check)."""
    import inspect

    from ..ops.composite import _add_flags

    is_cell_class = inspect.isclass(callable_obj) and getattr(callable_obj, "_msgraph_cell", False)
    if not is_cell_class and not inspect.ismethod(callable_obj) and not inspect.isfunction(callable_obj):
        raise TypeError(f"Decorator no_recursive is used for callable object, but got {callable_obj}.")
    _add_flags(callable_obj, no_recursive=True)
    return callable_obj


class _PyNativeExecutor:
    """The subset of MindSpore's ``_pynative_executor`` that user code calls."""

    def __init__(self) -> None:
        self._grad_flag = False

    def sync(self) -> None:
        """Wait for the queued ops: msgraph runs them eagerly, nothing is queued."""

    def set_async_for_graph(self, flag: bool) -> None:
        del flag

    def set_grad_flag(self, flag: bool) -> None:
        self._grad_flag = bool(flag)

    def grad_flag(self) -> bool:
        return self._grad_flag

    def __repr__(self) -> str:
        return "<PyNativeExecutor>"


_pynative_executor = _PyNativeExecutor()



class _CellGraphExecutor:
    """MindSpore's ``_cell_graph_executor``: ``compile(net, *inputs)`` compiles a Cell's Graph-mode
    graph for these inputs without running it -- what MindSpore's unit tests call to check that a
    network compiles (or that compiling raises).  Returns ``(phase, newly_compiled)`` as MindSpore does."""

    def __init__(self) -> None:
        import weakref

        self._phases: "weakref.WeakKeyDictionary[object, set]" = weakref.WeakKeyDictionary()

    def compile(self, obj: object, *args: object, phase: str = "predict", do_convert: bool = True,
                jit_config_dict: object = None, **kwargs: object) -> tuple:
        del do_convert, jit_config_dict
        from ..api import graph_function

        if callable(getattr(obj, "check_names", None)):
            obj.check_names()   # MindSpore: duplicate Parameter names are a ValueError before compiling
        jf = graph_function(obj)
        before = jf.compiles
        jf.compile_only(args, kwargs)
        name = f"{phase}.{id(obj)}.{_key_serial(jf, args, kwargs)}"
        self._phases.setdefault(obj, set()).add(phase)
        return name, jf.compiles > before

    def has_compiled(self, phase: str = "predict") -> bool:
        return any(phase.split(".")[0] in ps for ps in self._phases.values())

    def __call__(self, obj: object, *args: object, phase: str = "predict") -> object:
        return self.run(obj, *args, phase=phase)

    def run(self, obj: object, *args: object, phase: str = "predict") -> object:
        if phase.split(".")[0] not in self._phases.get(obj, ()):
            raise KeyError(f"{phase} graph is not exist.")
        from ..api import graph_function

        return graph_function(obj)(*args)

    def __repr__(self) -> str:
        return "<CellGraphExecutor>"


_cell_graph_executor = _CellGraphExecutor()


def _key_serial(jf: object, args: tuple, kwargs: dict) -> int:
    """A number per compile signature of ``jf`` (the phase's last part): equal phases, one graph.  The numbers in a
    ``mutable`` tuple/list/dict are variables of MindSpore's graph: one phase whatever their values (msgraph's
    compile may still specialize on them; ut mutable test_sequence_inputs_compile_phase)."""
    serials = jf.__dict__.setdefault("_phase_serials", {})
    args = tuple(_abstract_mutable(a) for a in args)
    kwargs = {k: _abstract_mutable(v) for k, v in kwargs.items()}
    return serials.setdefault(jf.key(None, args, kwargs), len(serials))


def _abstract_mutable(a: object, inside: bool = False) -> object:
    """``a`` with each Python number inside a ``mutable`` container replaced by a mutable number of its type."""
    from .mutable import MutableBool, MutableFloat, MutableInt, is_mutable_container

    inside = inside or is_mutable_container(a)
    if not inside:
        if type(a) in (tuple, list):   # (a mutable container nested in a plain one)
            return type(a)(_abstract_mutable(v) for v in a)
        if type(a) is dict:
            return {k: _abstract_mutable(v) for k, v in a.items()}
        return a
    if type(a) is bool:
        return MutableBool(False)
    if type(a) is int:
        return MutableInt(0)
    if type(a) is float:
        return MutableFloat(0.0)
    if isinstance(a, dict):
        return {k: _abstract_mutable(v, True) for k, v in a.items()}
    if type(a) in (tuple, list) or is_mutable_container(a):
        return type(a)(_abstract_mutable(v, True) for v in a)
    return a


class _JitExecutor:
    """MindSpore's ``_JitExecutor(fn, create_time)``: ``compile(method_name, *args)`` compiles ``fn`` for
    these arguments without running it and returns the phase (equal for arguments that share a graph:
    Tensors of one shape and dtype, ``mutable`` values; different for other constant values)."""

    def __init__(self, fn: object, ms_create_time: object = 0, input_signature: object = None, obj: object = None,
                 jit_config: object = None, dynamic: int = 0, cell_cache_key_extend: str = "") -> None:
        import types

        del dynamic, cell_cache_key_extend
        if not isinstance(fn, (types.FunctionType, types.MethodType)):
            raise RuntimeError(f"fn {fn} is not function or method")
        from ..api import JitFunction

        self.fn = fn
        self._create_time = ms_create_time
        self.obj = obj
        self._jf = JitFunction(fn, input_signature=input_signature,
                               **({"jit_config": jit_config} if isinstance(jit_config, JitConfig) else {}))

    def compile(self, method_name: str, *args: object, phase: str = "", **kwargs: object) -> str:
        self._jf.compile_only(args, kwargs)
        return f"{phase or method_name}.{self._create_time}.{_key_serial(self._jf, args, kwargs)}"

    def __call__(self, *args: object, **kwargs: object) -> object:
        return self._jf(*args, **kwargs)


def _bind_device_context() -> None:
    """MindSpore binds the device (CUDA) context to the calling thread; msgraph's ops need none (a no-op)."""
