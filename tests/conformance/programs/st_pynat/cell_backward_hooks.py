# Cell.register_backward_pre_hook / register_backward_hook (PyNative): the pre hook sees the
# gradient passed to the Cell (a tuple) and may replace it; the backward hook sees the gradients of
# the Cell's inputs and of its output and may replace the inputs' gradients; handles remove them.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

MODES = ("pynative",)
log = []


def pre_record(cell, grad_out):
    log.append(("pre", type(grad_out).__name__, [g.asnumpy().tolist() for g in grad_out]))


def pre_triple(cell, grad_out):
    return grad_out[0] * 3


def bwd_record(cell, grad_in, grad_out):
    log.append(("bwd", [g.asnumpy().tolist() for g in grad_in], [g.asnumpy().tolist() for g in grad_out]))


def bwd_scale(cell, grad_in, grad_out):
    return grad_in[0] * 4, grad_in[1] * 5


class Mul(nn.Cell):
    def construct(self, x, y):
        return x * y


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mul = Mul()

    def construct(self, x, y):
        z = self.mul(x, y)
        return z + z


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 5.0], np.float32))
grad_all = ops.GradOperation(get_all=True)
net = Net()
h1 = net.mul.register_backward_pre_hook(pre_record)
h2 = net.mul.register_backward_hook(bwd_record)
emit("record", grad_all(net)(x, y))
emit("log", log)
h1.remove()
h2.remove()
h3 = net.mul.register_backward_pre_hook(pre_triple)
emit("pre_replaces", grad_all(net)(x, y))
h4 = net.mul.register_backward_hook(bwd_scale)
emit("both_replace", grad_all(net)(x, y))
h3.remove()
emit("bwd_replaces", grad_all(net)(x, y))
h4.remove()
emit("removed", grad_all(net)(x, y))
emit("forward_untouched", net(x, y))
relu = nn.ReLU()
relu.register_backward_hook(bwd_record)
log.clear()
emit("builtin_cell", ops.GradOperation()(relu)(Tensor(np.array([-1.0, 2.0], np.float32))))
emit("builtin_log", log)
