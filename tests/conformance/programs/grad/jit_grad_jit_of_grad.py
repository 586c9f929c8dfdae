# A @jit function that takes a gradient inside, called from PyNative.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


def loss(x, w):
    return (ops.matmul(x, w) ** 2).sum()


@ms.jit
def grads(x, w):
    return ms.value_and_grad(loss, grad_position=(0, 1))(x, w)


x = Tensor(np.array([[1.0, 2.0], [0.0, -1.0]], np.float32))
w = Tensor(np.array([[0.5], [1.5]], np.float32))
emit("value_and_grads", grads(x, w))
