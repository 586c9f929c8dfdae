# ScatterUpdate / ScatterAdd / ScatterSub on Parameters and on a Tensor argument.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.zeros((3, 2), np.float32)), name="p")
        self.q = Parameter(Tensor(np.ones((4,), np.float32)), name="q")
        self.update = ops.ScatterUpdate()
        self.add = ops.ScatterAdd()
        self.sub = ops.ScatterSub()

    def construct(self, idx, rows, idx2, vals):
        a = self.update(self.p, idx, rows)
        b = self.add(self.q, idx2, vals)
        c = self.sub(self.q, idx2, vals * 0.5)
        return a * 1, b * 1, c * 1, self.p + 0


class OnArg(nn.Cell):
    def construct(self, t, idx, v):
        ops.ScatterUpdate()(t, idx, v)
        return t + 1


net = Net()
idx = Tensor(np.array([0, 2], np.int32))
rows = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
idx2 = Tensor(np.array([0, 0, 3], np.int32))
vals = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
emit("out", net(idx, rows, idx2, vals))
emit("p", net.p)
emit("q", net.q)
t = Tensor(np.zeros((3,), np.float32))
emit("on_arg", OnArg()(t, Tensor(np.array([1], np.int32)), Tensor(np.array([5.0], np.float32))))
emit("arg_after", t)
