# Tensor.register_hook on a network input and on a Parameter, registered outside the network: the
# gradient returned for them goes through the hooks (both modes; GradOperation called directly).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


def double(g):
    return g * 2


def triple(g):
    return g * 3


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w1 = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w1")
        self.w2 = Parameter(Tensor(np.array([4.0, 5.0, 6.0], np.float32)), name="w2")

    def construct(self, x, y):
        return (self.w1 * x + y) * self.w2


def run(hook_x, hook_w1):
    # a new network and gradient function per case: MindSpore's Graph mode reads the hooks when it
    # first compiles a gradient function (see docs/differences.md, st_pynat section)
    net = Net()
    x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    y = Tensor(np.array([4.0, 5.0, 6.0], np.float32))
    for h in hook_x:
        x.register_hook(h)
    for h in hook_w1:
        net.w1.register_hook(h)
    return ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(x, y)


emit("no_hooks", run([], []))
emit("input_hook", run([double], []))
emit("param_and_input_hooks", run([double], [triple, double]))
net = Net()
x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
x.register_hook(triple)
emit("first_input_only", ops.GradOperation()(net)(x, x))
