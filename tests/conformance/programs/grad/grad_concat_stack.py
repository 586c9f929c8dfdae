# Gradients through concat, stack and split.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


def f(x, y):
    c = ops.concat((x, y * 2), 0)
    s = ops.stack((x, y), 0)
    return c.sum() * 2 + (s * s).sum()


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("grads", ops.GradOperation(get_all=True)(f)(x, y))
