"""nn.TrainOneStepCell over a network returning (loss, logits): without sens MindSpore differentiates with ones for
every output (GradOperation without sens), so the logits' sum trains too, and the step returns the tuple; with
sens=2.0 its F.fill(loss.dtype, ...) fails on the tuple (AttributeError).  A plain loss network with sens=None / 1.0
/ 2.0 for comparison; an optimizer that is no Cell is an AttributeError."""
import numpy as np

import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor
from _conf import emit, emit_error

X = Tensor(((np.arange(8, dtype=np.float32).reshape(2, 4) % 5) - 2.0) / 4.0)
Y = Tensor(np.array([[0.5, -1.0, 0.25], [1.0, 0.0, -0.5]], np.float32))


def dense():
    w = ((np.arange(12, dtype=np.float32).reshape(3, 4) % 5) - 2.0) / 5.0
    return nn.Dense(4, 3, weight_init=Tensor(w), bias_init="zeros")


class TupleNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = dense()

    def construct(self, x, y):
        out = self.fc(x)
        loss = ((out - y) ** 2).mean()
        return loss, out


net = TupleNet()
step = nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), 0.1))
emit("tuple_step1", step(X, Y), rtol=1e-6)
emit("tuple_step2", step(X, Y), rtol=1e-6)
emit("tuple_weight", net.fc.weight, rtol=1e-6)
emit("tuple_bias", net.fc.bias, rtol=1e-6)

net2 = TupleNet()
step2 = nn.TrainOneStepCell(net2, nn.SGD(net2.trainable_params(), 0.1), sens=2.0)
emit_error("tuple_sens", step2, X, Y)

for label, kw in [("plain_default", {}), ("plain_sens1", {"sens": 1.0}), ("plain_sens2", {"sens": 2.0})]:
    n = dense()
    s = nn.TrainOneStepCell(nn.WithLossCell(n, nn.MSELoss()), nn.SGD(n.trainable_params(), 0.1), **kw)
    emit(label, [s(X, Y), s(X, Y), n.weight], rtol=1e-6)

# an optimizer that is no Cell: MindSpore reads optimizer.parameters first (AttributeError)
emit_error("optimizer_not_cell", nn.TrainOneStepCell, nn.WithLossCell(dense(), nn.MSELoss()), 3)
