"""Adapted from tests/st/ops/cpu/test_maximum_grad.py (set_context(enable_graph_kernel=True)): MindSpore 2.10's
tuning keys are accepted, read back with get_context, and a wrong type is a TypeError."""
import mindspore as ms
from _conf import emit, emit_error

KEYS = ("enable_graph_kernel", "graph_kernel_flags", "check_bprop", "reserve_class_name_in_scope",
        "disable_format_transform", "enable_reduce_precision", "op_timeout", "inter_op_parallel_num")
for key in KEYS:
    emit(f"default_{key}", ms.get_context(key))
ms.set_context(enable_graph_kernel=True, graph_kernel_flags="--opt_level=1", op_timeout=600)
emit("set_values", (ms.get_context("enable_graph_kernel"), ms.get_context("graph_kernel_flags"),
                    ms.get_context("op_timeout")))
emit_error("bad_type_bool", ms.set_context, enable_graph_kernel=1)
emit_error("bad_type_int", ms.set_context, op_timeout="5")
ms.set_context(enable_graph_kernel=False, graph_kernel_flags="", op_timeout=900)
