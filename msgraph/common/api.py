"""``mindspore.common.api``: where MindSpore code imports ``jit`` and ``_pynative_executor`` from.

``jit`` is ``msgraph.api.jit`` (this module sits in the api layer; see tests/test_layering.py).
``_cell_graph_executor.compile(net, *inputs)`` compiles a Cell without running it.
``_pynative_executor`` stands for MindSpore's asynchronous PyNative executor: msgraph's PyNative mode
runs each op synchronously, so ``sync()`` and the executor switches are no-ops.
"""
from __future__ import annotations

from ..api import JitConfig, jit  # noqa: F401
from ..jit_class import jit_class  # noqa: F401  (tests/ut/python/optimizer import it from here)


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

        jf = graph_function(obj)
        before = jf.compiles
        jf.compile_only(args, kwargs)
        name = f"{phase}.{id(obj)}"
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


def _bind_device_context() -> None:
    """MindSpore binds the device (CUDA) context to the calling thread; msgraph's ops need none (a no-op)."""
