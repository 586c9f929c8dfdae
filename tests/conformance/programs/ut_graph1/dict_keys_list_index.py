"""Graph dict keys must be constants (a list, or a Tensor argument, is MindSpore's RuntimeError), and a
list's pop/insert index must be an int (a float or str is a TypeError), as MindSpore 2.10 raises them."""
import numpy as np
import mindspore as ms
from mindspore import jit, Tensor
from _conf import emit, emit_error

MODES = ("graph",)


@jit
def list_key():
    x = [1, 2]
    dic = {x: 3}
    return dic.values()


@jit
def tensor_key(x):
    dic = {x: 10}
    return dic.values()


@jit
def tuple_key():
    dic = {(1, "a"): 3, 2: 4}
    return dic[(1, "a")] + dic[2]


@jit
def insert_float():
    x = [1, 2, 3]
    x.insert(1.0, 9)
    return x


@jit
def pop_str():
    x = [1, 2, 3]
    x.pop("a")
    return x


@jit
def pop_ok():
    x = [1, 2, 3]
    y = x.pop(1)
    x.insert(0, y)
    return x


emit_error("list_key", list_key)
emit_error("tensor_key", tensor_key, Tensor(np.array([1, 2], np.int32)))
emit("tuple_key", tuple_key())
emit_error("insert_float", insert_float)
emit_error("pop_str", pop_str)
emit("pop_ok", pop_ok())
