"""graph_jit_sweep (jit29): ``set_context(jit_syntax_level=...)`` takes ``ms.STRICT`` / ``ms.COMPATIBLE`` /
``ms.LAX`` (numbers: a name is MindSpore's TypeError, another number its ValueError) and ``get_context`` reports
the number (msgraph took and reported names); ``get_context('jit_config')`` is the dict last set ({} before;
msgraph: unknown key)."""
import mindspore as ms
from _conf import emit, emit_error


emit("syntax_level_default", ms.get_context("jit_syntax_level"))
emit("jit_config_default", ms.get_context("jit_config"))
emit_error("syntax_level_name", lambda: ms.set_context(jit_syntax_level="LAX"))
emit_error("syntax_level_float", lambda: ms.set_context(jit_syntax_level=2.0))
emit_error("syntax_level_5", lambda: ms.set_context(jit_syntax_level=5))
ms.set_context(jit_syntax_level=ms.STRICT)
emit("syntax_level_strict", ms.get_context("jit_syntax_level"))
ms.set_context(jit_syntax_level=ms.COMPATIBLE)
emit("syntax_level_compatible", ms.get_context("jit_syntax_level"))
ms.set_context(jit_syntax_level=ms.LAX)
emit("syntax_level_lax", ms.get_context("jit_syntax_level"))
ms.set_context(jit_config={"jit_level": "O0"})
emit("jit_config_set", [ms.get_context("jit_config"), ms.get_context("jit_level")])
