"""graph_semantics_sweep (gss27): a gradient taken in graph code with respect to a tuple, list or dict of Tensors
made there (``ms.grad(f)((x, y))``) differentiates it whole: the gradient has the same structure (MindSpore 2.10's
Graph mode; PyNative gives ``()``, as for a container that is an argument of the graph).  msgraph gave ``()`` in
both modes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Y = Tensor(np.array([0.5, 1.5, 2.0], np.float32))


def ftup(t):
    return t[0] * t[1]


def ftup2(t, z):
    return t[0] * t[1] * z


def fdict(d):
    return d['a'] * d['b']


def f3(x, pair, y):
    return x * pair[0] + y * pair[1]


@ms.jit
def grad_tuple(x, y):
    return ms.grad(ftup)((x, y))


@ms.jit
def grad_positions(x, y):
    return ms.grad(ftup2, grad_position=(0, 1))((x, y), x)


@ms.jit
def gradop_tuple(x, y):
    return ops.GradOperation()(ftup)((x * 2, y))


@ms.jit
def grad_list(x, y):
    return ms.grad(ftup)([x, y])


@ms.jit
def get_all_tuple(x, y):
    return ops.GradOperation(get_all=True)(ftup2)((x, y), x)


@ms.jit
def grad_dict(x, y):
    return ms.grad(fdict)({'a': x, 'b': y})


@ms.jit
def grad_arg_tuple(t):
    return ms.grad(ftup)(t)


@ms.jit
def get_all_arg_pair(x, pair, y):
    return ops.GradOperation(get_all=True)(f3)(x, pair, y)


@ms.jit
def get_all_made_pair(x, y):
    return ops.GradOperation(get_all=True)(f3)(x, (y, x), y)


class GradCell(nn.Cell):
    def construct(self, x, y):
        return ops.GradOperation(get_all=True)(f3)(x, (y, x), y)


class WithWhile(nn.Cell):
    def construct(self, x, y):
        return ms.grad(self.inner)((x, y))

    def inner(self, t):
        a = t[0]
        while a.sum() < 20:
            a = a * t[1] + 1
        return a


emit("grad_tuple", grad_tuple(X, Y))
emit("grad_positions", grad_positions(X, Y))
emit("gradop_tuple", gradop_tuple(X, Y))
emit("grad_list", grad_list(X, Y))
emit("get_all_tuple", get_all_tuple(X, Y))
emit("grad_dict", grad_dict(X, Y))
emit("grad_arg_tuple", grad_arg_tuple((X, Y)))
emit("get_all_arg_pair", get_all_arg_pair(X, (Y, X), Y))
emit("get_all_made_pair", get_all_made_pair(X, Y))
emit("cell_made_pair", GradCell()(X, Y))
emit("while_inside", WithWhile()(X, Y))
