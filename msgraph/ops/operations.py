"""Primitive classes (MindSpore's ``from mindspore.ops import operations as P``)."""
from .math import Add, Mul  # noqa: F401
from .registry import Primitive, PrimitiveWithInfer  # noqa: F401
