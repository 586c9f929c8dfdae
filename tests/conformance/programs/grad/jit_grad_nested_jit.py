# A jit function calling another jit function, differentiated from PyNative and from a graph.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


@ms.jit
def inner(x):
    return x * x * 3


@ms.jit
def outer(x, y):
    return inner(x) + inner(y) * x


def plain(x, y):
    return outer(x, y) * 2


x = Tensor(np.array([1.0, -2.0], np.float32))
y = Tensor(np.array([0.5, 2.0], np.float32))
emit("grad_outer", ops.GradOperation(get_all=True)(outer)(x, y))
emit("grad_plain", ops.GradOperation(get_all=True)(plain)(x, y))
