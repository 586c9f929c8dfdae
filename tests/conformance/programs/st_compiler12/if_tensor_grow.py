# An if on a Tensor condition whose branch grows a list or dict, and a while on a Tensor condition that
# grows a dict: MindSpore 2.10 (LAX) runs them (JIT Fallback); msgraph runs the statement as Python when
# the graph runs.
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit
def grow_in_if(x):
    a = [1, 2]
    if x > 1:
        a.append(3)
    return a


@jit
def grow_both(x):
    a = [1, 2]
    if x > 1:
        a.append(x)
    else:
        a.append(x + 1)
    return a


@jit
def dict_in_if(x):
    d = {"a": 1}
    if x > 1:
        d["b"] = x
    return d


@jit
def pop_in_if(x):
    a = [x, x]
    if x > 1:
        a.pop()
    return a


@jit
def read_after(x):
    a = [1, 2]
    if x > 1:
        a.append(3)
    return a[0] + x


@jit
def dict_in_while(x):
    d = {"a": 1}
    i = 0
    while x > i:
        d["b"] = i
        i = i + 1
    return d


@jit
def dict_keys_in_while(x):
    d = {"a": 1}
    i = 0
    while i < x:
        d[str(i)] = i
        i = i + 1
    return d


@jit
def dict_update_in_while(x):
    d = {"a": 1}
    i = Tensor(0)
    while i < x:
        d.update({"b": i})
        i = i + 1
    return d


@jit
def dict_item_in_if(x):
    d = {"a": 1, "b": x}
    if x > 1:
        d["a"] = 5
        d["b"] = x * 2
    return d


for v in (2, 0):
    emit(f"grow_in_if_{v}", grow_in_if(Tensor(v)))
    emit(f"grow_both_{v}", grow_both(Tensor(v)))
    emit(f"dict_in_if_{v}", dict_in_if(Tensor(v)))
    emit(f"pop_in_if_{v}", pop_in_if(Tensor(v)))
    emit(f"read_after_{v}", read_after(Tensor(v)))
    emit(f"dict_in_while_{v}", dict_in_while(Tensor(v)))
    emit(f"dict_item_in_if_{v}", dict_item_in_if(Tensor(v)))
emit("dict_keys_in_while", dict_keys_in_while(Tensor(2)))
emit("dict_update_in_while", dict_update_in_while(Tensor(2)))
