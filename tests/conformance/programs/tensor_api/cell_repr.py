"""repr / str of Cells (MindSpore's extend_repr)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2)
        self.act = nn.ReLU()
        self.w = Parameter(Tensor(np.ones(2, np.float32)), name="w")

    def construct(self, x):
        return self.act(self.dense(x)) * self.w


class Empty(nn.Cell):
    def construct(self, x):
        return x


class Ext(nn.Cell):
    def extend_repr(self):
        return "k=3, s=1"

    def construct(self, x):
        return x


emit("net", repr(Net()))
emit("str_net", str(Net()))
emit("empty", repr(Empty()))
emit("ext", repr(Ext()))
emit("dense", repr(nn.Dense(3, 2)))
emit("dense_nobias", repr(nn.Dense(3, 2, has_bias=False, activation="relu")))
emit("relu", repr(nn.ReLU()))
emit("seq", repr(nn.SequentialCell([nn.Dense(2, 2), nn.ReLU()])))
emit("celllist", repr(nn.CellList([nn.ReLU(), nn.Tanh()])))
emit("bn", repr(nn.BatchNorm2d(4)))
emit("dropout", repr(nn.Dropout(p=0.5)))
emit("flatten", repr(nn.Flatten()))
