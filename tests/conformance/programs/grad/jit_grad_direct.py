# GradOperation / ms.grad / value_and_grad applied directly to a @jit function.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


@ms.jit
def f(x, y):
    return x * y + ops.sin(x)


@ms.jit
def two_out(x, y):
    return x * y, x + y


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("gradop_all", ops.GradOperation(get_all=True)(f)(x, y))
emit("grad_pos1", ms.grad(f, grad_position=1)(x, y))
emit("value_and_grad", ms.value_and_grad(f, grad_position=(0, 1))(x, y))
emit("two_outputs", ops.GradOperation(get_all=True)(two_out)(x, y))
emit("forward_after", f(x, y))
