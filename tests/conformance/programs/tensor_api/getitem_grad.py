"""Gradients through getitem."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


def f1(x):
    return x[1].sum() + (x[:, ::2] * 2).sum()


def f2(x):
    return (x[[0, 0, 1]] ** 2).sum()


def f3(x):
    return x[..., -1].sum() * 3


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
emit("grad_int_slice", ms.grad(f1)(x))
emit("grad_list_repeat", ms.grad(f2)(x))
emit("grad_ellipsis", ms.grad(f3)(x))


class Net(nn.Cell):
    def construct(self, x):
        return (x[0, 1:] * x[1, :2]).sum()


emit("grad_cell", ms.grad(Net())(x))
