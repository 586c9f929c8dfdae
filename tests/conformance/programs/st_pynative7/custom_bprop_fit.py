# A Cell's custom bprop in PyNative: each gradient is cast to its input's dtype and summed down to the input's
# shape; a set_grad() Cell with a bprop returns new Tensors even where construct returns its input.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from _conf import emit, emit_error

MODES = ("pynative",)


class ReduceNet(nn.Cell):
    def construct(self, x, y):
        return x + y

    def bprop(self, *args):
        g = Tensor(np.array([[1., 1., 1.], [1., 1., 1.], [2., 2., 2.]], np.float32))
        return g, g


class CastNet(nn.Cell):
    def construct(self, x, y):
        return x + y

    def bprop(self, *args):
        g = Tensor(np.array([[1, 1, 1], [1, 1, 1], [2, 2, 2]], np.int64))
        return g, g


class KeepDimNet(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return dout * 2, dout * y


x = Tensor(np.array([3, 3, 3], np.float32))
y = Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))
grad_all = ops.GradOperation(get_all=True)
emit("reduce", grad_all(ReduceNet())(x, y))
emit("cast", grad_all(CastNet())(x, y))
# (A gradient broadcast along a size-1 axis of its input, e.g. (3, 3) for a (3, 1) input, comes back from
# MindSpore 2.10 with shape (3,): msgraph gives the input's shape (3, 1); see docs/differences.md.)
x1 = Tensor(np.array([[1.0], [2.0], [3.0]], np.float32))
emit("keepdim_values", grad_all(KeepDimNet())(x1, y)[0].reshape(-1))


class SelfNet(nn.Cell):
    def construct(self, x):
        return x

    def bprop(self, *args):
        return (Tensor(np.array([1, 1, 1], np.float32)),)


class MultiSelfNet(nn.Cell):
    def construct(self, x):
        return x, Tensor(np.array([3, 3, 3], np.float32))

    def bprop(self, *args):
        return (Tensor(np.array([1, 1, 1], np.float32)),)


net = SelfNet()
net.set_grad()
out = net(x)
emit("return_self_new_object", out is not x)
emit("return_self_value", out)
emit("return_self_grad", grad_all(net)(x))
net = MultiSelfNet()
net.set_grad()
out = net(x)
emit("multi_return_self_new_object", out[0] is not x)
