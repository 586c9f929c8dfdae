# A tuple of Tensors passed as an input is a constant to GradOperation(get_all=True).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


def f(x, pair, y):
    return x * pair[0] + y * pair[1]


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
pair = (Tensor(np.array([5.0, 6.0], np.float32)), Tensor(np.array([7.0, 8.0], np.float32)))
emit("get_all", ops.GradOperation(get_all=True)(f)(x, pair, y))
