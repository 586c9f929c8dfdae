"""GradOperation (get_all) on a function called with keyword arguments (MindSpore 2.10, both modes): the
keyword-passed Tensors are inputs too, after the positional ones, in the order they were given (not the
signature's; defaults are not inputs); ``sens`` given by keyword is the sensitivity.  PyNative ms.grad /
value_and_grad count them in grad_position the same way."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops, context
from _conf import emit


class KwNet(nn.Cell):
    def construct(self, x, y, *arg, **kwargs):
        return 2 * x + 3 * y + 4 * arg[0] + 5 * kwargs['v']


class N2(nn.Cell):
    def construct(self, x, *, w):
        return 2 * x + 5 * w


class N3(nn.Cell):
    def construct(self, x, y=None, z=None):
        return 2 * x + 3 * y + 4 * z


class N4(nn.Cell):
    def construct(self, x, y=1.0, z=None):
        return 2 * x + 3 * y + 4 * z


class Wrap(nn.Cell):
    def __init__(self, net, grad_op):
        super().__init__()
        self.net = net
        self.grad_op = grad_op

    def construct(self, *args, **kwargs):
        return self.grad_op(self.net)(*args, **kwargs)


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
z = Tensor(np.array([5.0, 6.0], np.float32))
u = Tensor(np.ones([2], np.float16))
v = Tensor(np.ones([2], np.float32))
w = Tensor(np.ones([2], np.float64))
sens = Tensor(np.array([1.0, 2.0], np.float32))
all_op = ops.GradOperation(get_all=True)
emit("kwnet_all", Wrap(KwNet(), all_op)(x, y, z, u=u, v=v, w=w))
emit("kwnet_sens_kw", Wrap(KwNet(), ops.GradOperation(get_all=True, sens_param=True))(x, y, z, u=u, v=v, w=w, sens=sens))
emit("kwonly_all", Wrap(N2(), all_op)(x, w=y))
emit("kwonly_first", Wrap(N2(), ops.GradOperation())(x, w=y))
emit("given_order_in_cell", Wrap(N3(), all_op)(x, z=z, y=y))
emit("given_order_top", all_op(N3())(x, z=z, y=y))
emit("default_not_input", all_op(N4())(x, z=z))
if context.get_context("mode") == context.PYNATIVE_MODE:   # Graph mode: MindSpore's ms.grad takes no kwargs
    emit("grad_positions", ms.grad(N3(), grad_position=(0, 1, 2))(x, z=z, y=y))
    emit("value_and_grad", ms.value_and_grad(N3(), grad_position=(0, 1))(x, z=z, y=y))
