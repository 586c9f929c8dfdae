"""An array taken by ``asnumpy()`` before a Graph-mode Cell writes the Parameter (``ops.assign_add``, an SGD step):
MindSpore 2.10's graph writes the storage the array shares, so the array shows the new values; a write to the array
before the call reaches the Parameter and the call adds to it.  msgraph's graph gave the Parameter a new array (the
old one kept the old values, silent).  Graph mode only (MindSpore's PyNative Cell shows the write in some runs of the
same script and not in others) (left38)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit

MODES = ("graph",)


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Step(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0), name="w")

    def construct(self, x):
        ops.assign_add(self.w, x)
        return x + 0


n = Step()
a = n.w.asnumpy()
n(f32(1.0, 1.0))
emit("cell_step_after_asnumpy", (a, n.w))
n = Step()
a = n.w.asnumpy()
a[0] = 50
n(f32(1.0, 1.0))
emit("np_write_then_cell_step", (a, n.w))


class Attr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = f32(1.0, 2.0)

    def construct(self, x):
        ops.assign(self.t, x)
        return x + 0


n = Attr()
a = n.t.asnumpy()
n(f32(7.0, 8.0))
emit("tensor_attr_after_asnumpy", (a, n.t))

net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
a = net.weight.asnumpy()
opt = nn.SGD(net.trainable_params(), learning_rate=0.5)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.L1Loss()), opt)
train(f32(1.0, 2.0).reshape(1, 2), f32(0.0).reshape(1, 1))
emit("sgd_train_step_after_asnumpy", (a, net.weight))
