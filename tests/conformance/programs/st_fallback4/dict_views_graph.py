import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit

MODES = ("graph",)   # PyNative's views are Python's dict_keys/dict_values/dict_items


@jit
def index_views(x):
    d = {'a': x, 'b': 2}
    v = d.values()
    k = d.keys()
    it = d.items()
    return v[1], k[0], it[1], len(v)


@jit
def value_through_view(x):
    d = {'a': x, 'b': 2}
    z = d.values()[0]
    return {'x': z}


@jit
def constant_views():
    d = {'a': 1, 'b': 2}
    return d.values(), d.keys(), d.items()


x = Tensor(np.array([1]))
emit("index_views", index_views(x))
emit("value_through_view", value_through_view(x))
emit("constant_views", constant_views())
