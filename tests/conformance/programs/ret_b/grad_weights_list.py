"""Gradients of weights given as a list in graph code (MindSpore 2.10's tests/ut/python/pipeline/parse/
test_outermost_net_pass_non_tensor_inputs.py::test_grad_parameter_list_or_tuple, found by logging Cell return
values): GradOperation / ops.grad / ops.value_and_grad made in construct with ``[p1, p2]`` return the weights'
gradients as a list (a tuple for a tuple of weights, for a list attribute such as net.trainable_params(), in
PyNative, and for a grad function made outside the graph).
msgraph returned a tuple."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _conf import emit


def kind(v):
    if isinstance(v, (list, tuple)):
        return [type(v).__name__] + [kind(x) for x in v]
    if isinstance(v, Tensor):
        return ["Tensor", str(v.dtype), v.asnumpy().tolist()]
    return [type(v).__name__, v]


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p1 = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name='p1')
        self.p2 = Parameter(Tensor(np.array([3.0, 4.0], np.float32)), name='p2')

    def construct(self, x):
        return (x * self.p1 * self.p2).sum()


class GradOp(nn.Cell):
    def __init__(self, net, get_all, as_list):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=get_all, get_by_list=True)
        self.p1 = net.p1
        self.p2 = net.p2
        self.as_list = as_list

    def construct(self, x):
        if self.as_list:
            return self.grad(self.net, [self.p1, self.p2])(x)
        return self.grad(self.net, (self.p1, self.p2))(x)


class Functional(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.p1 = net.p1
        self.p2 = net.p2

    def construct(self, x):
        w = [self.p1, self.p2]
        return (ops.grad(self.net, grad_position=0, weights=w)(x), ops.grad(self.net, grad_position=None, weights=w)(x),
                ops.value_and_grad(self.net, grad_position=None, weights=w)(x),
                ops.value_and_grad(self.net, grad_position=(0,), weights=w)(x))


class AttrList(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.params = net.trainable_params()
        self.wl = [net.p1, net.p2]
        self.grad = ops.GradOperation(get_all=True, get_by_list=True)

    def construct(self, x):
        return self.grad(self.net, self.params)(x), ops.grad(self.net, grad_position=None, weights=self.wl)(x)


x = Tensor(np.array([1.0, 0.5], np.float32))
for mode, name in ((ms.GRAPH_MODE, "graph"), (ms.PYNATIVE_MODE, "pynative")):
    ms.set_context(mode=mode)
    net = Net()
    for get_all in (True, False):
        for as_list in (True, False):
            emit("%s_gradop_%s_%s" % (name, get_all, as_list), kind(GradOp(net, get_all, as_list)(x)))
    emit(name + "_functional", kind(Functional(net)(x)))
    emit(name + "_attr_list", kind(AttrList(net)(x)))
    emit(name + "_outside_grad", kind(ops.grad(net, grad_position=None, weights=[net.p1, net.p2])(x)))
    emit(name + "_outside_vag", kind(ops.value_and_grad(net, grad_position=0, weights=[net.p1, net.p2])(x)))
    emit(name + "_outside_gradop", kind(ops.GradOperation(get_by_list=True)(net, net.trainable_params())(x)))
