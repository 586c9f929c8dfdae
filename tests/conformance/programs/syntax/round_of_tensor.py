import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit
def f(t):
    return round(t.sum()), ops.round(t), t.round()


@ms.jit
def g(t):
    return round(t.sum(), 1)


x = Tensor(np.array([-2.5, 0.5, 1.5, 2.6], np.float32))
emit("round", f(x))
emit_error("ndigits", g, x)
emit("eager_round", ops.round(x))
