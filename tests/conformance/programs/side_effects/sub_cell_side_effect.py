# A sub-Cell updates its own Parameter; the parent reads it after the call.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Counter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = Parameter(Tensor(np.array([0.0], np.float32)), name="n")

    def construct(self, x):
        ops.assign_add(self.n, x)
        return self.n * 1


class Parent(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = Counter()

    def construct(self, x):
        a = self.c(x)
        b = self.c(x * 2)
        return a, b, self.c.n + 0


net = Parent()
emit("out1", net(Tensor(np.array([1.0], np.float32))))
emit("out2", net(Tensor(np.array([1.0], np.float32))))
emit("param", net.c.n)
