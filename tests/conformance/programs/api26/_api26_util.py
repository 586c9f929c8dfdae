"""Shared helpers of the api26 programs: call(label, fn, *args) emits fn(*args) or its error; first_calls()
makes the first call of each of MindSpore's stream/memory functions, which on CPU logs "device not supported"
and returns None once (docs/differences.md, Session 26 (api26)); graph_or_eager(fn) runs fn inside a Cell in
Graph mode."""
import mindspore as ms
from mindspore import nn


def _conf():
    import _conf
    return _conf


def call(label, fn, *args, **kwargs):
    _conf().emit_error(label, fn, *args, **kwargs)


def first_calls():
    s = ms.Stream()
    for fn in (ms.current_stream, ms.default_stream, ms.synchronize, s.query, lambda: ms.set_cur_stream(s),
               lambda: ms.StreamCtx(s), s.record_event, lambda: s.wait_stream(s), ms.memory_stats,
               ms.memory_summary, ms.memory_allocated, ms.max_memory_allocated, ms.memory_reserved,
               ms.max_memory_reserved, ms.empty_cache, ms.reset_peak_memory_stats, ms.reset_max_memory_allocated,
               ms.reset_max_memory_reserved):
        try:
            fn()
        except Exception:  # noqa: BLE001
            pass
    for fn in (ms.Event, lambda: s.wait_event(ms.Event()), lambda: ms.Event().wait()):
        try:
            fn()
        except Exception:  # noqa: BLE001
            pass


class _Cell(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def graph_or_eager(fn):
    """fn itself in PyNative mode; a Cell whose construct calls fn in Graph mode."""
    if ms.get_context("mode") == ms.GRAPH_MODE:
        return _Cell(fn)
    return fn
