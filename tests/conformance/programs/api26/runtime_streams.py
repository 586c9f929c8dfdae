"""ms.Stream / ms.Event / ms.StreamCtx / current_stream / memory statistics on CPU (after the first call of each,
which MindSpore 2.10 answers with None on CPU)."""
import mindspore as ms
from _conf import emit
from _api26_util import call, first_calls

MODES = ("pynative",)
first_calls()
s = ms.Stream()
emit("stream_repr", repr(s))
emit("stream_attrs", [s.id, s.device_id, s.device_name, s.stream_id(), s.query(), s.synchronize()])
emit("stream_eq", s == ms.Stream(priority=1))
call("stream_eq_int", lambda: s == 1)
call("stream_bad_priority", ms.Stream, 1.5)
emit("current_is_default", ms.current_stream() == ms.default_stream())
emit("current_repr", repr(ms.current_stream()))
emit("communication_stream", repr(ms.communication_stream()))
e = ms.Event(enable_timing=True)
emit("event_repr", repr(e))
emit("event_record", [e.record(), e.query(), e.synchronize(), e.wait(), e.wait(s)])
e2 = s.record_event(ms.Event(enable_timing=True))
emit("event_recorded_repr", repr(e2))
emit("event_elapsed", e.elapsed_time(e2))
emit("record_event_none", repr(s.record_event()))
emit("wait_event", [s.wait_event(e), s.wait_stream(s)])
call("event_bad_timing", ms.Event, enable_timing=1)
call("event_bad_blocking", ms.Event, blocking=None)
call("event_record_int", e.record, 1)
call("event_wait_int", e.wait, 1)
call("event_elapsed_int", e.elapsed_time, 1)
call("record_event_int", s.record_event, 1)
call("wait_event_int", s.wait_event, 1)
call("wait_stream_int", s.wait_stream, 1)
call("streamctx_int", ms.StreamCtx, 1)
call("set_cur_stream_int", ms.set_cur_stream, 1)
emit("set_cur_stream_none", ms.set_cur_stream(None))
with ms.StreamCtx(s):
    emit("in_ctx", repr(ms.current_stream()))
with ms.StreamCtx(None):
    emit("in_none_ctx", repr(ms.current_stream()))
emit("synchronize", ms.synchronize())
emit("memory", [ms.memory_allocated(), ms.max_memory_allocated(), ms.memory_reserved(), ms.max_memory_reserved(),
                ms.empty_cache(), ms.reset_peak_memory_stats(), ms.reset_max_memory_allocated(),
                ms.reset_max_memory_reserved()])
emit("memory_stats", ms.memory_stats())
emit("memory_summary", ms.memory_summary())
emit("hal_memory_summary", ms.hal.memory_summary())
