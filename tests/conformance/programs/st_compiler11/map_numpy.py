# map() over numpy arrays in graph code (t.asnumpy()) is JIT Fallback's Python map: the graph returns a
# map object; tuple()/list()/for over it give its items (st/compiler/fallback/python_builtin_funtions
# test_graph_fallback_runtime_map test_fallback_runtime_map).
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit
def ret_map():
    x = Tensor(np.array([1, 2, 3, 4])).asnumpy()
    y = Tensor(np.array([1, 1, 1, 1])).asnumpy()
    return map(lambda x, y: x + y, x, y)


@jit
def use_map():
    x = Tensor(np.array([1, 2, 3, 4])).asnumpy()
    y = Tensor(np.array([1, 1, 1, 1])).asnumpy()
    a = tuple(map(lambda x, y: x + y, x, y))
    s = 0
    for v in map(lambda x: x * 2, x):
        s = s + v
    return Tensor(a), int(s), Tensor(list(map(lambda x: x - 1, y)))


out = ret_map()
emit("is_map", isinstance(out, map))
emit("map_items", [int(v) for v in out])
emit("use_map", use_map())
