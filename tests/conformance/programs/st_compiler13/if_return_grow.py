# An if (or while) on a Tensor condition whose body returns and grows a list or dict: MindSpore 2.10 (LAX)
# runs it (JIT Fallback); msgraph runs the statement and the rest of the function as Python when the graph
# runs.
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit
def ret_in_if(x):
    out = [1]
    if x > 2:
        out.append(2)
        return out
    out.append(3)
    out.append(4)
    return out


@jit
def ret_value_in_if(x):
    out = []
    if x > 2:
        out.append(x * 2)
        return out[0]
    out.append(x + 1)
    return out[0] + 10


@jit
def ret_dict_in_if(x):
    d = {"a": 1}
    if x > 2:
        d["b"] = 2
        return d
    d["c"] = 3
    return d


@jit
def ret_in_while(x):
    out = []
    i = 0
    while i < x:
        out.append(i)
        if len(out) > 2:
            return out
        i = i + 1
    return out


for v in (1, 5):
    emit(f"ret_in_if_{v}", ret_in_if(Tensor(v)))
    emit(f"ret_value_in_if_{v}", ret_value_in_if(Tensor(v)))
    emit(f"ret_dict_in_if_{v}", ret_dict_in_if(Tensor(v)))
emit("ret_in_while_0", ret_in_while(Tensor(0)))
emit("ret_in_while_5", ret_in_while(Tensor(5)))
