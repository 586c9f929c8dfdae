# sens_param gradients of functions returning a tuple and a dict.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


@ms.jit
def tup(x, y):
    return x * y, x + y


def dct(x, y):
    return {"a": x * y, "b": x + y}


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
s1 = Tensor(np.array([1.0, 0.5], np.float32))
s2 = Tensor(np.array([2.0, 3.0], np.float32))
emit("tuple_sens", ops.GradOperation(get_all=True, sens_param=True)(tup)(x, y, (s1, s2)))
emit("dict_value", dct(x, y))
emit("grad_sens", ms.grad(tup, grad_position=(0, 1), sens_param=True)(x, y, (s1, s2)))
