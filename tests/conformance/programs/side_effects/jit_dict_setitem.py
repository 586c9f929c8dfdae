# A jit function that sets a key of a dict argument: the caller's dict changes
# (tests/st/compiler/fallback/test_graph_fallback_runtime_dict_inplace.py).
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit


@ms.jit
def setitem(d):
    d["a"] = 3
    return d


@ms.jit
def add_key(d, x):
    d["b"] = x
    return x


@ms.jit
def tensor_value(d, x):
    d["a"] = x * 2
    return x


d = {"a": 1}
r = setitem(d)
emit("returned", r)
emit("dict_after", d)
d2 = {"a": 1}
add_key(d2, Tensor(np.array([2.0], np.float32)))
emit("new_key", d2)
d3 = {"a": Tensor(np.array([1.0], np.float32))}
tensor_value(d3, Tensor(np.array([2.0], np.float32)))
emit("tensor_value", d3)
