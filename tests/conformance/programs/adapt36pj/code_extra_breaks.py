"""get_code_extra of jit(capture_mode='bytecode') functions (adapted from st/pi_jit test_subgraph_break,
control_flow/test_side_effect's assert_graph_break): MindSpore's capture breaks the graph at a Tensor condition,
Tensor.asnumpy(), a numpy call, print() with keywords -- break_count_ 1 and a compiled_code_ instead of a graph
phase_ -- and not at Python-only control flow or print() without keywords; values as PyNative."""
import numpy as np
from mindspore import Tensor, jit
from mindspore._c_expression import get_code_extra
from _conf import emit

MODES = ("pynative",)

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def plain(t, k):
    if k > 1:
        t = t * k
    return t + 1


def tensor_if(t, k):
    if t.sum() > k:
        return t + 1
    return t - 1


def two_tensor_ifs(t, k):
    if t.sum() > k:
        t = t + 1
    y = t * 2
    if y.sum() > 100:
        y = y - 1
    return y


def tensor_while(t, k):
    while t.sum() < k:
        t = t * 2
    return t


def as_numpy(t, k):
    return Tensor(t.asnumpy() + k)


def numpy_call(t, k):
    return t * np.sum(np.ones(3)) + k


def print_keywords(t, k):
    print('k', k, flush=True)
    return t * k


def summary(fn):
    r = get_code_extra(fn)
    return {"break_count_": r["break_count_"], "call_count_": r["code"]["call_count_"],
            "has_phase": bool(r["code"].get("phase_")), "has_compiled_code": "compiled_code_" in r["code"]}


for fn in (plain, tensor_if, two_tensor_ifs, tensor_while, as_numpy, numpy_call, print_keywords):
    jf = jit(fn, capture_mode="bytecode")
    emit(fn.__name__, [jf(x, 2), jf(x, 20)])
    emit(fn.__name__ + "_code_extra", summary(fn))
