"""mindspore.context (MindSpore 2.10): deterministic='ON' sets HCCL_DETERMINISTIC / TE_PARALLEL_COMPILER and
'OFF' removes them (set_deterministic too); jit_config is checked (keys, values, type), kept by get_jit_config()
and sets jit_level; save_graphs_path is created and kept as its real path; set_context.__wrapped__;
context._context() and K_CONTEXT."""
import os
import tempfile
import mindspore as ms
from mindspore import context
from _conf import emit, emit_error

MODES = ("pynative",)
ENV = ("HCCL_DETERMINISTIC", "TE_PARALLEL_COMPILER")


def env():
    return [os.environ.get(k) for k in ENV]


for k in ENV:                      # programs share one process under msgraph's harness
    os.environ.pop(k, None)
context.set_context(deterministic="ON")
emit("env_on", env() + [context.get_context("deterministic")])
context.set_context(deterministic="OFF")
emit("env_off", env() + [context.get_context("deterministic")])
emit_error("set_deterministic_type", ms.set_deterministic, 1)
ms.set_deterministic(True)
emit("set_deterministic", env())
emit_error("set_deterministic_again", ms.set_deterministic, False)
context.set_context(deterministic="OFF")
emit("env_off_again", env())
emit_error("deterministic_bad", context.set_context, deterministic="NOTRIGHT")

emit("jit_config_before", context.get_jit_config())
context.set_context(jit_config={"jit_level": "O0"})
emit("jit_config_o0", [context.get_jit_config(), context.get_context("jit_level")])
emit_error("jit_config_boost_o2", context.set_context, jit_config={"jit_level": "O2", "infer_boost": "on"})
context.set_context(jit_config={"jit_level": "O0", "infer_boost": "on"})
emit("jit_config_boost", [context.get_jit_config(), context.get_context("jit_level")])
context.set_context(jit_level="O1")
emit("jit_level_alone", [context.get_jit_config(), context.get_context("jit_level")])
emit_error("jit_config_empty_level", context.set_context, jit_config={"jit_level": ""})
emit_error("jit_config_bad_key", context.set_context, jit_config={"jit_syntax_level": "LAX"})
emit_error("jit_config_bad_boost", context.set_context, jit_config={"infer_boost": "yes"})
emit_error("jit_config_type", context.set_context, jit_config=[("jit_level", "O0")])

emit_error("memory_type", context.set_context, max_device_memory=True)
emit_error("variable_memory_type", context.set_context, variable_memory_max_size=1)
context.set_context.__wrapped__(max_device_memory="3GB")
emit("wrapped", [callable(context.set_context.__wrapped__), context.get_context("max_device_memory")])

with tempfile.TemporaryDirectory() as root:
    cwd = os.getcwd()
    os.chdir(root)
    try:
        context.set_context(save_graphs_path="ir_dir/sub")
        path = context.get_context("save_graphs_path")
        emit("save_graphs_path", [os.path.isabs(path), path == os.path.realpath(os.path.join(root, "ir_dir/sub")),
                                  os.path.isdir(os.path.join(root, "ir_dir", "sub"))])
    finally:
        os.chdir(cwd)
        context.set_context(save_graphs_path=".")

context.K_CONTEXT = None
ctx = context._context()
emit("context_object", [ctx is not None, context.K_CONTEXT is ctx, context._context() is ctx])
