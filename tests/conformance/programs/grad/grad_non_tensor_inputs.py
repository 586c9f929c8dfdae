# Non-Tensor inputs are skipped by get_all; an unused Tensor input gets zeros.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


def f(x, n, y, unused):
    return x * n + y * y


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
u = Tensor(np.array([7.0, 8.0], np.float32))
emit("get_all", ops.GradOperation(get_all=True)(f)(x, 3, y, u))
emit("grad_pos", ms.grad(f, grad_position=(0, 2, 3))(x, 3, y, u))
