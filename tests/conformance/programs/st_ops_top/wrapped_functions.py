"""Graph code calling functools.wraps-decorated functions (MindSpore's st op tests decorate every
op function with test_utils.run_with_cell): the wrapped function's own globals resolve its names."""
import numpy as np
import mindspore as ms
from mindspore import ops
from mindspore.ops import ceil
from _conf import emit
from _wrap import run_with_cell, to_cell_obj


@run_with_cell
def ceil_forward(x):
    return ceil(x)


@run_with_cell
def ceil_backward(x):
    return ops.grad(ceil_forward, (0))(x)


def mul2(a, b):
    return ops.mul(a, b) * 2


@run_with_cell
def mul_backward(x, y):
    return ops.grad(mul2, (0, 1))(x, y)


def triple_ceil(a):
    return ceil_forward(a) * 3


x = ms.Tensor(np.array([1.5, -2.2, 3.0], np.float32))
y = ms.Tensor(np.array([0.5, 4.0, -1.0], np.float32))
emit("forward", ceil_forward(x))
emit("backward", ceil_backward(x))
emit("cell_backward", to_cell_obj(ceil_backward)(x))
emit("mul_backward", mul_backward(x, y))
emit("called_in_cell", to_cell_obj(triple_ceil)(x))
