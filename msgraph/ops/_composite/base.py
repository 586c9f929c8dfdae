"""``mindspore.ops.composite.base``: the composite classes MindSpore's tests import from there (the same objects
as ``ops.composite``)."""
from ..composite import GradOperation, HyperMap, Map, MultitypeFuncGraph, _add_flags, add_flags, core  # noqa: F401
from ...common.tensor import Parameter, Tensor  # noqa: F401

__all__ = ["GradOperation", "HyperMap", "Map", "MultitypeFuncGraph", "add_flags", "core"]
