"""``mindspore.ops.composite.base``: the composite classes MindSpore's tests import from there (the same objects
as ``ops.composite``)."""
from ..composite import GradOperation, HyperMap, Map, MultitypeFuncGraph  # noqa: F401
from ...common.tensor import Parameter, Tensor  # noqa: F401

__all__ = ["GradOperation", "HyperMap", "Map", "MultitypeFuncGraph"]


def core(fn=None, **flags):
    """Mark ``fn`` as a core function (``fn._func_graph_flags = {'core': True, **flags}``); usable as
    ``@core`` or ``@core(flag=...)``.  The flags are MindSpore's graph-compiler hints: msgraph records them."""

    def deco(f):
        f._func_graph_flags = {"core": True, **flags}
        return f

    return deco(fn) if fn is not None else deco


__all__.append("core")
