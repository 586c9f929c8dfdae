"""Parameter names given by Cells: prefixes, unnamed Parameters, nested and list-held cells."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(2, np.float32)))
        self.named = Parameter(Tensor(np.ones(2, np.float32)), name="custom")
        self.fc = nn.Dense(2, 2)

    def construct(self, x):
        return self.fc(x * self.w * self.named)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b1 = Block()
        self.layers = nn.CellList([nn.Dense(2, 2), Block()])
        self.seq = nn.SequentialCell(nn.Dense(2, 2), nn.ReLU(), nn.Dense(2, 1))

    def construct(self, x):
        return self.seq(self.b1(x))


net = Net()
emit("names", [p.name for p in net.get_parameters()])
emit("pan", [n for n, _ in net.parameters_and_names()])
emit("block_alone", [p.name for p in Block().get_parameters()])
emit("dict_keys", list(net.parameters_dict().keys()))
