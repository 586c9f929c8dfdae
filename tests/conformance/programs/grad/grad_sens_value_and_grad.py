# value_and_grad and GradOperation with an explicit sensitivity.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


def f(x, y):
    return x * y * 2


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
s = Tensor(np.array([0.5, -1.0], np.float32))
emit("value_and_grad_sens", ms.value_and_grad(f, grad_position=(0, 1), sens_param=True)(x, y, s))
emit("grad_sens", ms.grad(f, sens_param=True)(x, y, s))
emit("gradop_sens", ops.GradOperation(sens_param=True)(f)(x, y, s))
