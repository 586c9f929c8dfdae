"""MindSpore's PIJit record (get_code_extra) of a capture_mode='bytecode' function captured in one graph:
None before the first call; then GRAPH_CALLABLE, no graph break, a compile per input signature and the
calls of the current signature; PIJit's global switch returns whether it changed."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from mindspore._c_expression import get_code_extra, jit_mode_pi_enable, jit_mode_pi_disable
from _conf import emit

MODES = ("pynative",)


def f(x, y):
    return x * y + 1


g = jit(f, capture_mode="bytecode")


def summary(fn):
    r = get_code_extra(fn)
    if r is None:
        return None
    return {"stat": r["stat"], "break_count_": r["break_count_"], "compile_count_": r["compile_count_"],
            "call_count_": r["code"]["call_count_"], "has_phase": bool(r["code"].get("phase_"))}


emit("before_call", summary(f))
a = Tensor(np.arange(3).astype(np.float32))
for i in range(3):
    out = g(a, a)
emit("out", out)
emit("after_three_calls", summary(f))
emit("by_code_object", summary(f.__code__))
emit("by_wrapper", summary(g.__wrapped__))
g(Tensor(np.arange(4).astype(np.float32)), Tensor(np.ones(4, np.float32)))
emit("new_shape", summary(f))
emit("switch", [jit_mode_pi_disable(), jit_mode_pi_enable(), jit_mode_pi_enable(), jit_mode_pi_disable()])
