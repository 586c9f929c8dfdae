# has_aux with a jit function: only the first output is differentiated.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


@ms.jit
def f(x, y):
    return x * x * y, x + y, y * 2


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("grad_aux", ms.grad(f, grad_position=0, has_aux=True)(x, y))
emit("value_and_grad_aux", ms.value_and_grad(f, grad_position=(0, 1), has_aux=True)(x, y))
