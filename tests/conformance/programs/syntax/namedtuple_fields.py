import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


import collections

Pair = collections.namedtuple("Pair", ["x", "y"])


@ms.jit
def f(t):
    p = Pair(t, t * 2)
    return p.x + p.y, p[1]


emit("fields", f(Tensor(np.array([1.5, 2.0], np.float32))))
