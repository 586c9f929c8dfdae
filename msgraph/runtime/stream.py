"""``mindspore.runtime``'s streams and events (``ms.Stream``, ``ms.Event``, ``ms.StreamCtx``...), as they answer on CPU.

msgraph runs every op synchronously on the host, so there is one stream (id 0, ``device_name=CPU``) and an event
is complete as soon as it is recorded: ``query()`` is True, ``synchronize()`` / ``wait()`` return at once and
``elapsed_time`` is 0.0, as MindSpore 2.10's CPU backend answers.  The argument checks and their TypeErrors are
MindSpore's.  (MindSpore 2.10 on CPU also logs "CPU device is not supported" and returns None from the *first*
call of each of these functions; msgraph answers every call as MindSpore answers the later ones:
docs/differences.md, "Session 26 (api26)".)
"""
from __future__ import annotations

from typing import Any, Optional


def _check_int(value: Any, arg: str) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"For 'Stream', the type of '{arg}' should be 'int', but got type '{type(value).__name__}'.")


class Stream:
    """A device stream; on CPU the single synchronous stream (``Stream(priority=0, **kwargs)``)."""

    def __init__(self, priority: int = 0, **kwargs: Any) -> None:
        other = kwargs.get("stream")
        _check_int(priority, "priority")
        if "stream_id" in kwargs:
            _check_int(kwargs["stream_id"], "stream_id")
            if kwargs["stream_id"] != 0:
                raise ValueError(f"stream_id:{kwargs['stream_id']} is not exist")
        self.priority = priority if other is None else other.priority
        self.id = 0
        self.device_id = 0
        self.device_name = "CPU"
        self.init_finished = True

    def stream_id(self) -> int:
        return self.id

    def record_event(self, event: Optional["Event"] = None) -> "Event":
        """Record ``event`` (a new one when None) on this stream and return it."""
        if event is None:
            event = Event()
        if not isinstance(event, Event):
            raise TypeError(f"For 'record_event', the argument 'event' should be Event, but got {type(event)}.")
        event.record(self)
        return event

    def wait_event(self, event: "Event") -> None:
        if not isinstance(event, Event):
            raise TypeError(f"For 'wait_event', the argument 'event' should be Event, but got {type(event)}.")
        event.wait(self)

    def wait_stream(self, stream: "Stream") -> None:
        if not isinstance(stream, Stream):
            raise TypeError(f"For 'wait_stream', the argument 'stream' should be Stream, but got {type(stream)}.")
        self.wait_event(stream.record_event())

    def synchronize(self) -> None:
        """Every op queued on the stream has run (msgraph's ops are synchronous)."""

    def query(self) -> bool:
        return True

    def __eq__(self, other: Any) -> bool:
        if not isinstance(other, Stream):
            raise TypeError(f"For '__eq__', the argument 'other' should be Stream, but got {type(other)}.")
        return (self.id, self.device_id) == (other.id, other.device_id)

    def __hash__(self) -> int:
        return hash((self.id, self.device_id))

    def __repr__(self) -> str:
        return f"Stream(device_name={self.device_name}, device_id:{self.device_id}, stream id:{self.id})"


class Event:
    """A device event (``Event(enable_timing=False, blocking=False)``): complete once recorded."""

    def __init__(self, enable_timing: bool = False, blocking: bool = False) -> None:
        for name, value in (("enable_timing", enable_timing), ("blocking", blocking)):
            if not isinstance(value, bool):
                raise TypeError(f"For 'Event', the '{name}' must be a bool, but got {type(value).__name__}.")
        self.enable_timing = enable_timing
        self.blocking = blocking
        self._created = False

    @staticmethod
    def _stream_arg(stream: Any, method: str) -> Stream:
        if stream is None:
            return current_stream()
        if not isinstance(stream, Stream):
            raise TypeError(f"For '{method}', the argument 'stream' should be Stream, but got {type(stream)}.")
        return stream

    def record(self, stream: Optional[Stream] = None) -> None:
        self._stream_arg(stream, "record")
        self._created = True

    def wait(self, stream: Optional[Stream] = None) -> None:
        self._stream_arg(stream, "wait")

    def synchronize(self) -> None:
        """The work the event captured has run."""

    def query(self) -> bool:
        return True

    def elapsed_time(self, end_event: "Event") -> float:
        if not isinstance(end_event, Event):
            raise TypeError(f"For 'elapsed_time', the argument 'end_event' should be Event, but got {type(end_event)}.")
        return 0.0

    def __repr__(self) -> str:
        return (f"Event(enable_timing={int(self.enable_timing)}, blocking:{int(self.blocking)}, "
                f"is_created:{int(self._created)}, event:0)")


_CURRENT: list = []   # the streams StreamCtx / set_cur_stream selected (the default stream when empty)


def default_stream() -> Stream:
    return Stream()


def communication_stream() -> Stream:
    return Stream()


def current_stream() -> Stream:
    return _CURRENT[-1] if _CURRENT else default_stream()


def set_cur_stream(stream: Optional[Stream]) -> None:
    """Select ``stream`` for the ops that follow (a no-op for None)."""
    if stream is None:
        return
    if not isinstance(stream, Stream):
        raise TypeError(f"For 'set_cur_stream', the argument 'stream' should be Stream, but got {type(stream)}.")
    _CURRENT[:] = [stream]


class StreamCtx:
    """``with StreamCtx(stream):`` runs its body with ``stream`` selected (a no-op for None)."""

    ctx_attr = True

    def __init__(self, ctx_stream: Optional[Stream]) -> None:
        if ctx_stream is not None and not isinstance(ctx_stream, Stream):
            raise TypeError(f"For 'StreamCtx', the argument 'ctx_stream' should be Stream, but got {type(ctx_stream)}.")
        self.stream = ctx_stream
        self.prev_stream: Optional[Stream] = None

    def __enter__(self) -> None:
        if self.stream is not None:
            self.prev_stream = current_stream()
            set_cur_stream(self.stream)

    def __exit__(self, *exc: Any) -> None:
        if self.stream is not None:
            set_cur_stream(self.prev_stream)
