"""The zoo's training-wrapper pattern: ``loss = self.network(x)`` then ``self.grad(self.network, weights)(x, sens)``
on a set_grad() network with BatchNorm. MindSpore 2.10 moves the moving statistics once for that pair
(the differentiated forward is the one already run), twice when the gradient is taken at other inputs,
and (Graph mode) three times after two forwards; ms.grad alone or without set_grad() runs the forward."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import composite as C, operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm2d(1, momentum=0.5)
        self.conv = nn.Conv2d(1, 1, 1, weight_init="ones")

    def construct(self, x):
        return self.bn(self.conv(x)).sum()


class Wrap(nn.Cell):
    def __init__(self, network, case):
        super().__init__(auto_prefix=False)
        self.network = network
        self.network.set_grad()
        self.case = case
        self.weights = ms.ParameterTuple(network.trainable_params())
        self.grad = C.GradOperation(get_by_list=True)
        self.grad_sens = C.GradOperation(get_by_list=True, sens_param=True)

    def construct(self, x, x2):
        if self.case == 0:
            g = self.grad(self.network, self.weights)(x)
            return g[0]
        if self.case == 1:
            loss = self.network(x)
            g = self.grad(self.network, self.weights)(x2)
            return loss + g[0].sum()
        if self.case == 2:
            loss = self.network(x)
            loss2 = self.network(x)
            g = self.grad(self.network, self.weights)(x)
            return loss + loss2 + g[0].sum()
        if self.case == 3:
            loss = self.network(x)
            sens = P.Fill()(P.DType()(loss), P.Shape()(loss), 1.0)
            g = self.grad_sens(self.network, self.weights)(x, sens)
            return ops.depend(loss, g)
        loss = self.network(x)
        loss2 = self.network(x2)
        return loss + loss2


x = Tensor(np.arange(8, dtype=np.float32).reshape(2, 1, 2, 2))
x2 = x * 2
names = {0: "grad only", 1: "forward x, grad x2", 2: "forward x twice, grad x", 3: "forward x, grad x with sens",
         4: "forward x, forward x2"}
for case in range(5):
    net = Net()
    w = Wrap(net, case)
    w.set_train()
    out = w(x, x2)
    emit(names[case] + ": output", out, rtol=1e-5, atol=1e-6)
    emit(names[case] + ": moving_mean", net.bn.moving_mean, rtol=1e-6, atol=1e-7)
    emit(names[case] + ": moving_variance", net.bn.moving_variance, rtol=1e-5, atol=1e-6)
    out = w(x, x2)
    emit(names[case] + ": moving_mean after a second call", net.bn.moving_mean, rtol=1e-6, atol=1e-7)

net = Net()
net.set_train()
ms.grad(net, None, net.trainable_params())(x)
emit("ms.grad alone: moving_mean", net.bn.moving_mean, rtol=1e-6)
net = Net()
net.set_train()
net(x)
ms.value_and_grad(net, None, net.trainable_params())(x)
emit("net(x) then value_and_grad (no set_grad): moving_mean", net.bn.moving_mean, rtol=1e-6)
