"""Random functions called in graph code draw each time the graph runs (MindSpore 2.10); only that property is
compared, not MindSpore's numbers."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Draw(nn.Cell):
    def construct(self, x):
        return x + ops.standard_normal((4,))


net = Draw()
a = net(Tensor(np.zeros(4, np.float32)))
b = net(Tensor(np.zeros(4, np.float32)))
emit("standard_normal_redraws", bool((a != b).any()))


class DrawUniform(nn.Cell):
    def construct(self, x):
        return x + ops.uniform((4,), Tensor(0.0), Tensor(1.0))


net = DrawUniform()
a = net(Tensor(np.zeros(4, np.float32)))
b = net(Tensor(np.zeros(4, np.float32)))
emit("uniform_redraws", bool((a != b).any()))
