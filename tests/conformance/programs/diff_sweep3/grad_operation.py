"""ops.GradOperation as model-zoo training cells use it: get_all, get_by_list with a ParameterTuple, sens_param with
a given sensitivity, their combinations, on a Dense + BatchNorm + ReLU network whose output is a tuple."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, ParameterTuple
from _conf import emit


def W(*shape, scale=0.1):
    n = int(np.prod(shape))
    return ms.Tensor(((np.arange(n) % 7 - 3) * scale).reshape(shape).astype(np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 3, weight_init=W(3, 4), bias_init=W(3))
        self.bn = nn.BatchNorm1d(3)
        self.scale = ms.Parameter(ms.Tensor(np.float32(1.5)), name="scale")

    def construct(self, x, y):
        h = ops.relu(self.bn(self.fc(x))) * self.scale
        return (h * y).sum(), h


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        return self.net(x, y)[0]


class Grad(nn.Cell):
    def __init__(self, net, **kw):
        super().__init__()
        self.net = net
        self.params = ParameterTuple(net.trainable_params())
        self.grad = ops.GradOperation(**kw)
        self.by_list = kw.get("get_by_list", False)

    def construct(self, *args):
        if self.by_list:
            return self.grad(self.net, self.params)(*args)
        return self.grad(self.net)(*args)


x = ms.Tensor((np.arange(12).reshape(3, 4) % 5 * 0.4 - 0.8).astype(np.float32))
y = ms.Tensor((np.arange(9).reshape(3, 3) * 0.25 - 1.0).astype(np.float32))
for train in (False, True):
    net = Net()
    net.set_train(train)
    loss = Loss(net)
    emit(f"default_{train}", Grad(loss)(x, y), rtol=1e-5, atol=1e-6)
    emit(f"get_all_{train}", Grad(loss, get_all=True)(x, y), rtol=1e-5, atol=1e-6)
    emit(f"by_list_{train}", Grad(loss, get_by_list=True)(x, y), rtol=1e-5, atol=1e-6)
    emit(f"all_and_list_{train}", Grad(loss, get_all=True, get_by_list=True)(x, y), rtol=1e-5, atol=1e-6)
    emit(f"sens_{train}", Grad(loss, sens_param=True)(x, y, ms.Tensor(np.float32(2.0))), rtol=1e-5, atol=1e-6)
    sens = (ms.Tensor(np.float32(0.5)), ms.Tensor(np.ones((3, 3), np.float32) * 0.1))
    emit(f"tuple_out_sens_{train}", Grad(net, get_all=True, get_by_list=True, sens_param=True)(x, y, sens),
         rtol=1e-5, atol=1e-6)
    emit(f"tuple_out_{train}", Grad(net, get_by_list=True)(x, y), rtol=1e-5, atol=1e-6)
