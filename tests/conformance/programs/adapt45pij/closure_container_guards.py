"""A bytecode-captured function reading a closure list / dict sees its items changed between calls (MindSpore 2.10's
capture: `k[0] = 7` gives x * 7 at the next call; msgraph reused the graph with 3: SILENT).  PyNative context
(tools/adapt45pij_sweep/s2_recompile)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit

MODES = ("pynative",)


def make():
    k = [3]
    d = {"s": 2.0, "b": 1}

    @jit(capture_mode="bytecode")
    def f(x):
        return x * k[0] + d["s"] * d["b"]

    return f, k, d


f, k, d = make()
x = Tensor(np.array([1.0, 2.0], np.float32))
emit("first", f(x))
k[0] = 7
emit("list_item_changed", f(x))
d["s"] = -1.5
emit("dict_value_changed", f(x))
d["b"] = 4
k.append(100)
emit("dict_and_list_grown", f(x))
emit("unchanged_again", f(x))
