"""``ms.data_sink``: run a step function ``sink_size`` times per call on batches taken from a dataset.

MindSpore feeds the batches through a device queue; msgraph takes them from the dataset in
Python (``Model``'s duck-typed datasets and iterables, restarting at the end of an epoch).  Like
MindSpore, it refuses ``device_target="CPU"`` (ValueError); with ``"GPU"`` it runs.
"""
from __future__ import annotations

import functools

from ..context import get_context
from ._data import DataSource

__all__ = ["data_sink"]


def data_sink(fn, dataset, sink_size=1, jit_config=None, input_signature=None):
    """A function that calls ``fn(*batch)`` ``sink_size`` times with the next batches and returns
    the last result; with ``jit_config`` the step is compiled (``ms.jit(fn, jit_config=...)``)."""
    if isinstance(sink_size, bool) or not isinstance(sink_size, int):
        raise TypeError(f"For 'Data sink', the type of 'sink_size' should be int, but got {type(sink_size).__name__}.")
    if sink_size <= 0:
        raise ValueError(f"The 'sink_size' must be positive, but got sink_size {sink_size}.")
    target = get_context("device_target")
    if target not in ("Ascend", "GPU"):
        raise ValueError(f"Data sinking supports ascend or gpu device target, but device target is {target}.")
    source = DataSource(dataset)
    step = fn
    if jit_config is not None:
        from ..api import jit

        step = jit(fn, jit_config=jit_config)
    state = {"batches": iter(())}

    def next_batch():
        try:
            return next(state["batches"])
        except StopIteration:
            state["batches"] = source.epoch()
            return next(state["batches"])

    @functools.wraps(fn)
    def sink_process(*args, **kwargs):
        out = None
        for _ in range(sink_size):
            out = step(*next_batch())
        return out

    return sink_process
