"""Iterating over a Tensor and over Cell containers inside construct."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


class RowSum(nn.Cell):
    def construct(self, x):
        out = 0
        for row in x:
            out = out + row * 2
        return out


emit("rows", RowSum()(Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))))


class Layers(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.ReLU(), nn.Tanh(), nn.Sigmoid()])

    def construct(self, x):
        outs = ()
        for layer in self.layers:
            x = layer(x)
            outs = outs + (x,)
        return outs


emit("celllist_loop", Layers()(Tensor(np.array([-1.0, 0.5], np.float32))), rtol=1e-5)


class Idx(nn.Cell):
    def __init__(self):
        super().__init__()
        self.seq = nn.SequentialCell(nn.ReLU(), nn.Tanh())

    def construct(self, x):
        return self.seq[1](self.seq[0](x)), len(self.seq)


emit("seq_index", Idx()(Tensor(np.array([-1.0, 0.5], np.float32))), rtol=1e-5)
