# Gradients of functions with several outputs: the default sensitivity is ones for each output.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


def two(x, y):
    return x * y, x - y


def nested(x, y):
    return (x * y, (x + y, y * y))


def with_int(x, y):
    return x * y, 3


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("two", ops.GradOperation(get_all=True)(two)(x, y))
emit("nested", ops.GradOperation(get_all=True)(nested)(x, y))
emit("value_and_grad_two", ms.value_and_grad(two, grad_position=(0, 1))(x, y))
