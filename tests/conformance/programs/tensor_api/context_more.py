"""get_context / set_context: mode values, jit settings, unknown keys."""
import mindspore as ms
from _conf import emit, emit_error

mode = ms.get_context("mode")
emit("mode_is_known", mode in (ms.GRAPH_MODE, ms.PYNATIVE_MODE))
emit("consts", (ms.GRAPH_MODE, ms.PYNATIVE_MODE))
ms.set_context(mode=ms.PYNATIVE_MODE)
emit("pynative", ms.get_context("mode"))
ms.set_context(mode=ms.GRAPH_MODE)
emit("graph", ms.get_context("mode"))
ms.set_context(mode=mode)
emit_error("mode_str", lambda: ms.set_context(mode="graph"))
emit_error("get_no_arg", lambda: ms.get_context())
emit_error("device_target_lower", lambda: ms.set_context(device_target="cpu"))
emit("device_target_after", ms.get_context("device_target"))
