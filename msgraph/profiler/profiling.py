"""``mindspore.profiler.profiling`` (the older import path of ``Profiler``)."""
from . import Profiler  # noqa: F401

__all__ = ["Profiler"]
