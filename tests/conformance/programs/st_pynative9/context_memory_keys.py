# set_context's memory / build keys that MindSpore 2.10 accepts on CPU (tests/st/pynative/recompute sets
# max_device_memory="7GB"): sizes keep their CPU defaults, the others read back; wrong types are TypeErrors.
from mindspore import context
from _conf import emit, emit_error

KEYS = ["max_device_memory", "variable_memory_max_size", "mempool_block_size", "memory_optimize_level",
        "compile_cache_path", "debug_level", "enable_profiling", "ascend_config", "gpu_config", "exec_order",
        "support_binary"]
emit("defaults", [context.get_context(k) for k in KEYS])
context.set_context(max_device_memory="7GB", mempool_block_size="3GB", variable_memory_max_size="2GB",
                    memory_optimize_level="O1", compile_cache_path="", debug_level=context.DEBUG)
emit("after_set", [context.get_context(k) for k in KEYS])
context.set_context(memory_optimize_level="O0", debug_level=context.RELEASE)
emit("restored", [context.get_context("memory_optimize_level"), context.get_context("debug_level")])
emit_error("max_device_memory_int", lambda: context.set_context(max_device_memory=7))
emit_error("memory_optimize_level_O2", lambda: context.set_context(memory_optimize_level="O2"))
