# Gradients through a @jit function called from PyNative code, with Tensors passed in tuples,
# lists and dicts (tests/st/compiler/jit/test_jit_grad.py).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


@ms.jit
def in_tuple(x, y):
    return 2 * x[0] + y


@ms.jit
def nested(m):
    return 2 * m[0][0] + m[1]


@ms.jit
def in_dict(m):
    return 2 * m["x"] + m["y"]


def f_tuple(x, y):
    x = x * 3
    return in_tuple((x,), y)


def f_list(x, y):
    x = x * 3
    return in_tuple([x], y)


def f_nested(x, y):
    x = x * 3
    return nested(((x,), y))


def f_dict(x, y):
    x = x * 3
    return in_dict({"x": x, "y": y})


a = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
b = Tensor(np.array([1.0, 1.0, 1.0], np.float32))
emit("tuple", ops.GradOperation()(f_tuple)(a, b))
emit("list", ops.GradOperation()(f_list)(a, b))
emit("nested", ops.GradOperation()(f_nested)(a, b))
emit("dict", ops.GradOperation(get_all=True)(f_dict)(a, b))
