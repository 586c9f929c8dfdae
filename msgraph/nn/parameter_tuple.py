"""``ms.ParameterTuple`` (defined in :mod:`msgraph.common.parameter`, MindSpore's home for it)."""
from ..common.parameter import ParameterTuple  # noqa: F401

__all__ = ["ParameterTuple"]
