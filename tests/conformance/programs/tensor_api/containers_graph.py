"""Containers inside construct: CellList indexing, SequentialCell slices and len, CellList of Dense."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cl = nn.CellList([nn.Dense(2, 2, weight_init="ones", bias_init="zeros"),
                               nn.Dense(2, 2, weight_init="ones", bias_init="ones")])
        self.seq = nn.SequentialCell([nn.ReLU(), nn.Dense(2, 1, weight_init="ones", bias_init="zeros")])

    def construct(self, x):
        a = self.cl[0](x)
        b = self.cl[1](a)
        c = self.seq(b)
        d = self.seq[1](x)
        return a, b, c, d, len(self.cl)


net = Net()
emit("out", net(Tensor(np.array([[1.0, -2.0]], np.float32))))
emit("names", [p.name for p in net.get_parameters()])
