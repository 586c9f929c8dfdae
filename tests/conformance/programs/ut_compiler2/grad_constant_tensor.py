"""tests/ut/python/mutable/test_const_arg_tensor.py::test_grad_constant_tensor (and _mixed_call,
test_ms_function_grad_constant_tensor) adapted: GradOperation in graph code with respect to a constant Tensor -- a
``Tensor(..., const_arg=True)`` argument, or a Tensor made in the graph -- is MindSpore 2.10's empty tuple (get_all:
the other inputs' gradients only); ``ms.mutable`` makes the Tensor a variable again.  msgraph returned the
gradient."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor, jit, ops, mutable
from mindspore.ops import GradOperation
from _conf import emit

MODES = ("graph",)
XV = np.array([[0.5, 0.6, 0.4], [1.2, 1.3, 1.1]], np.float32)
YV = np.array([[0.01, 0.3, 1.1], [0.1, 0.2, 1.3], [2.1, 1.2, 3.3]], np.float32)


class Net(nn.Cell):
    def construct(self, x, y):
        return ops.matmul(x, y)


class GradNet(nn.Cell):
    def __init__(self, net, get_all=False):
        super().__init__()
        self.net = net
        self.grad_op = GradOperation(get_all=get_all)

    def construct(self, x, y):
        return self.grad_op(self.net)(x, y)


@jit
def grad_of_made_constant(y):
    x = Tensor(XV)
    return GradOperation()(Net())(x, y)


@jit
def grad_in_jit(x, y):
    return GradOperation()(Net())(x, y)


emit("const_arg_first", GradNet(Net())(Tensor(XV, const_arg=True), Tensor(YV)))
emit("const_arg_get_all", GradNet(Net(), True)(Tensor(XV, const_arg=True), Tensor(YV)))
emit("const_arg_second", GradNet(Net())(Tensor(XV), Tensor(YV, const_arg=True)))
emit("made_in_graph", grad_of_made_constant(Tensor(YV)))
emit("jit_const_arg", grad_in_jit(Tensor(XV, const_arg=True), Tensor(YV)))
x = Tensor(XV, const_arg=True)
x = mutable(x)
emit("mutable_clears", (x.const_arg, GradNet(Net())(x, Tensor(YV))))
x.set_const_arg(True)
emit("set_again", (x.const_arg, GradNet(Net())(x, Tensor(YV))))
emit("forward_value", Net()(Tensor(XV, const_arg=True), Tensor(YV)))
