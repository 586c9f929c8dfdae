"""tests/st/compiler/mutable/test_mutable_in_graph.py::test_grad_const_tensor_to_mutable (and the _arg_, tuple, list,
dict and _in_primal variants) adapted: GradOperation in graph code with respect to ``ms.mutable(...)`` of a constant
Tensor -- one made in the graph, a ``const_arg`` argument, a Cell attribute marked mutable in ``__init__``, Tensors in
a mutable tuple/list/dict -- is the gradient (MindSpore broadens them to variables).  After h-comp12's
constant-Tensor rule msgraph gave ``()`` (and no gradient for the containers' Tensors)."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor, Parameter, jit, ops, mutable
from mindspore.ops import GradOperation
from _conf import emit

MODES = ("graph",)
XV = np.array([[0.5, 0.6, 0.4], [1.2, 1.3, 1.1]], np.float32)
X2 = np.array([[0.5, 0.6, 4.0], [1.2, 1.3, 1.1]], np.float32)
YV = np.array([[0.01, 0.3, 1.1], [0.1, 0.2, 1.3], [2.1, 1.2, 3.3]], np.float32)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0], np.float32)), name='w')

    def construct(self, x, y):
        return ops.matmul(x, y) * self.w


class NetMutablePrimal(Net):
    def construct(self, x, y):
        return ops.matmul(mutable(x), y) * self.w


class SeqNet(nn.Cell):
    def construct(self, z):
        return ops.matmul(z[0], z[1])


class DictNet(nn.Cell):
    def construct(self, z):
        return ops.matmul(z['a'][0], z['b'])


class MadeInGraph(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad_op = GradOperation()

    def construct(self):
        x = mutable(Tensor(XV))
        return self.grad_op(self.net)(x, Tensor(YV))


class Attribute(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad_op = GradOperation()
        self.x = mutable(Tensor(XV))

    def construct(self):
        return self.grad_op(self.net)(self.x, Tensor(YV))


class ArgToMutable(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad_op = GradOperation()

    def construct(self, x):
        return self.grad_op(self.net)(mutable(x), Tensor(YV))


class SeqMadeInGraph(nn.Cell):
    def __init__(self, as_list):
        super().__init__()
        self.net = SeqNet()
        self.grad_op = GradOperation()
        self.as_list = as_list

    def construct(self):
        if self.as_list:
            z = mutable([Tensor(XV), Tensor(YV)])
        else:
            z = mutable((Tensor(XV), Tensor(YV)))
        return self.grad_op(self.net)(z)


class SeqAttribute(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = SeqNet()
        self.grad_op = GradOperation()
        self.z = mutable((Tensor(XV), Tensor(YV)))

    def construct(self):
        return self.grad_op(self.net)(self.z)


class DictMadeInGraph(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = DictNet()
        self.grad_op = GradOperation()

    def construct(self):
        z = mutable({'a': (Tensor(XV), Tensor(X2)), 'b': Tensor(YV)})
        return self.grad_op(self.net)(z)


class DictAttribute(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = DictNet()
        self.grad_op = GradOperation()
        self.z = mutable({'a': (Tensor(XV), Tensor(X2)), 'b': Tensor(YV)})

    def construct(self):
        return self.grad_op(self.net)(self.z)


@jit
def jit_made_in_graph(y):
    return GradOperation()(Net())(mutable(Tensor(XV)), y)


emit("made_in_graph", MadeInGraph(Net())())
emit("attribute", Attribute(Net())())
emit("const_arg_to_mutable", ArgToMutable(Net())(Tensor(XV, const_arg=True)))
emit("plain_arg_to_mutable", ArgToMutable(Net())(Tensor(XV)))
emit("mutable_in_primal", ArgToMutable(NetMutablePrimal())(Tensor(XV, const_arg=True)))
emit("tuple_made_in_graph", SeqMadeInGraph(False)())
emit("list_made_in_graph", SeqMadeInGraph(True)())
emit("tuple_attribute", SeqAttribute()())
emit("dict_made_in_graph", DictMadeInGraph()())
emit("dict_attribute", DictAttribute()())
emit("jit_made_in_graph", jit_made_in_graph(Tensor(YV)))
