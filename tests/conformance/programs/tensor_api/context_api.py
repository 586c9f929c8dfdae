"""ms.get_context / ms.set_context keys and errors."""
import mindspore as ms
from _conf import emit, emit_error

emit("device_target", ms.get_context("device_target"))
ms.set_context(device_target="CPU")
emit("device_target_set", ms.get_context("device_target"))
emit("mode_is_int", type(ms.get_context("mode")).__name__)
emit("mode_consts", (ms.GRAPH_MODE, ms.PYNATIVE_MODE))
emit_error("bad_key_get", lambda: ms.get_context("no_such_key"))
emit_error("bad_key_set", lambda: ms.set_context(no_such_key=1))
emit_error("bad_mode", lambda: ms.set_context(mode=5))
emit_error("bad_device", lambda: ms.set_context(device_target="TPU"))
emit("save_graphs", ms.get_context("save_graphs"))
emit("device_id", ms.get_context("device_id"))
emit("max_call_depth", ms.get_context("max_call_depth"))
ms.set_context(max_call_depth=2000)
emit("max_call_depth_set", ms.get_context("max_call_depth"))
ms.set_context(max_call_depth=1000)
