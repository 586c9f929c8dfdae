"""A loop whose Tensor-conditioned ``break`` leaves a tuple of another length (``reads = reads + (y.sum(),)`` after
``if ...: break``) returned beside a Tensor (``return out, reads``) and the caller taking ``[0]`` (``[-3]``,
``[:2]``): the gradient of ``[0]`` is the Tensor's (MindSpore 2.10, both modes). msgraph's Graph mode indexed the
whole tuple when the graph ran (its other element is a sequence whose length is known only then), which autodiff
could not see through: every gradient was zero, inputs and Parameters alike (SILENT); ``a, b = f(x)[:2]`` (a tuple
or a list) failed with an internal TypeError ("len() of a 0-d Tensor"). Session 43 (adapt43ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _conf import emit


def f(x):
    reads = ()
    y = x
    for i in range(3):
        y = y * 2
        if y.sum() > 20:
            break
        reads = reads + (y.sum(),)
    return (y + 1).sum(), reads


def g(x):
    return f(x)[0]


def g_neg(x):
    return f(x)[-1 + 1] * 3


def f3(x):
    reads = ()
    y = x
    for i in range(3):
        y = y * 2
        if y.sum() > 20:
            break
        reads = reads + (y.sum(),)
    return (y + 1).sum(), x.sum(), reads


def g_slice(x):
    a, b = f3(x)[:2]
    return a + b


def g_negative(x):
    return f3(x)[-3]


def f_list(x):
    reads = ()
    y = x
    for i in range(3):
        y = y * 2
        if y.sum() > 20:
            break
        reads = reads + (y.sum(),)
    return [(y + 1).sum(), x.sum(), reads]


def g_list(x):
    a, b = f_list(x)[:2]
    return a * 2 + b + f_list(x)[1]


class PW(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")

    def construct(self, x):
        reads = ()
        for i in range(3):
            ops.assign(self.p, self.p * 2)
            if self.p.sum() > 20:
                break
            reads = reads + (self.p.sum(),)
        return (x + self.p.sum()).sum(), reads


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        out, _ = self.net(x)
        return out


x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
emit("jit_value_and_grad", ms.value_and_grad(ms.jit(g))(x))
emit("jit_grad_index_expr", ms.grad(ms.jit(g_neg))(x))
emit("jit_slice_unpacked", ms.value_and_grad(ms.jit(g_slice))(x))
emit("jit_negative_index", ms.value_and_grad(ms.jit(g_negative))(x))
emit("jit_list_items", ms.value_and_grad(ms.jit(g_list))(x))
emit("jit_grad_small_input", ms.grad(ms.jit(g))(Tensor(np.array([0.5, 0.5, 0.5], np.float32))))
net = PW()
loss = Loss(net)
emit("cell_weights_and_input", ms.value_and_grad(loss, 0, loss.trainable_params())(x))
emit("cell_param_after", net.p)
net2 = PW()
loss2 = Loss(net2)
emit("grad_operation_by_list",
     ops.GradOperation(get_by_list=True)(loss2, loss2.trainable_params())(x))
