"""Adapted from tests/st/pynative/test_pynative_mixed_precision_cells.py (mixed_precision_multiples_cell_01/03):
in Graph mode a ``to_float(float16)`` Cell casts the float Tensors it receives at its boundary, so a float32
child (``relu.to_float(float32)``) sees float16-rounded values; PyNative casts per op and keeps them.
msgraph cast per op in both modes (Graph-mode values differed in the 4th digit)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class ReluTanhSoftmax(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.tanh = nn.Tanh()
        self.softmax = nn.Softmax()

    def construct(self, x):
        x = self.relu(x)
        return x, self.tanh(x), self.softmax(x)


class Add(nn.Cell):
    def construct(self, x, y):
        return ops.add(x, y)


class ReluTanhAdd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.tanh = nn.Tanh()
        self.add = Add()

    def construct(self, x):
        return self.add(self.relu(x), self.tanh(x))


class Pair(nn.Cell):
    def construct(self, xs):
        return xs[0] * 1, xs[1] + 0


class Top(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = ReluTanhAdd()
        self.pair = Pair()

    def construct(self, x):
        return self.inner(x), self.pair((x, x * 2))


x = Tensor(np.random.RandomState(1).randn(2, 3, 4, 4).astype(np.float32))

net = ReluTanhSoftmax()
net.to_float(ms.float16)
net.relu.to_float(ms.float32)
net.softmax.to_float(ms.float16)
emit("relu_tanh_softmax", net(x))

net = ReluTanhAdd()
net.to_float(ms.float16)
net.relu.to_float(ms.float32)
net.add.to_float(ms.float32)
emit("relu_tanh_add", net(x))

top = Top()
top.inner.to_float(ms.float16)
top.inner.relu.to_float(ms.float32)
top.pair.to_float(ms.float16)
emit("nested_and_tuple_args", top(x))
