"""Graph code: a slice bound known only when the graph runs (``y[:y.shape[0] - 1]``, ``y[-y.shape[0] + 1:]``,
``y[:y.shape[0] // 2]``, ``y[:n - 2] = 0``) and an int index ``y[n - 1]`` of a Tensor whose size is known only
then (masked_select, unique, ``x[mask]``): MindSpore 2.10 computes them, with the gradient.  (st
compiler/dynamic_shape variants, adapt34d's left item.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit

x = Tensor(np.array([1., -2., 3., 4., -5.], np.float32))
m = Tensor(np.array([[1., 2., 3.], [4., 5., 6.]], np.float32))


@ms.jit
def masked(x):
    y = ops.masked_select(x, x > 0)
    return y[:y.shape[0] - 1], y[1:y.shape[0]], y[-y.shape[0] + 1:]


@ms.jit
def uniq(x):
    y = ops.unique(x)[0]
    return y[::2], y[:y.shape[0] // 2]


def loss(x):
    y = ops.masked_select(x, x > 0)
    return (y[:y.shape[0] - 1] * 3).sum()


@ms.jit
def two_d(m):
    y = m[m > 2]
    z = y.reshape(2, -1)
    return z[:, 1:z.shape[1]], z[z.shape[0] - 1:, ::2]


@ms.jit
def write_and_index(x):
    y = ops.masked_select(x, x > 0)
    n = y.shape[0]
    last, head = y[n - 1], y[:n // 2 + 1].sum()
    y[:n - 2] = 0
    return y, last, head


x6 = Tensor(np.array([1., -2., 3., 4., -5., 7.], np.float32))

for label, fn, args in (("write_and_index", write_and_index, (x6,)), ("masked_select_bounds", masked, (x,)), ("unique_bounds", uniq, (x,)),
                        ("grad_bound", ms.grad(ms.jit(loss)), (x,)), ("two_d_bounds", two_d, (m,))):
    emit(label, fn(*args))
