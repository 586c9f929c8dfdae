"""set_context(device_id=...) checks, from MindSpore 2.10's tests/ut/python/pynative_mode/test_context.py
(test_set_device_id): a non-int id is a TypeError, one outside [0, 4095] a ValueError (msgraph raised its
ContextError, a ValueError, for the type and accepted any int)."""
import mindspore as ms
from mindspore import context
from _conf import emit, emit_error

emit_error("str_id", lambda: context.set_context(device_id="cpu"))
emit_error("float_id", lambda: context.set_context(device_id=1.5))
emit_error("negative_id", lambda: context.set_context(device_id=-1))
emit_error("large_id", lambda: context.set_context(device_id=4096))
emit("device_id", context.get_context("device_id"))
