"""Shared by the ut_tests3 optimizer programs: a tiny Dense net, fixed data, 3 train steps."""
import numpy as np
from mindspore import nn, Tensor, Parameter

X = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5], [-1.0, 2.0, 0.75], [0.1, 0.2, 0.3]], np.float32))
Y = Tensor(np.array([[1.0, 0.0], [0.0, 1.0], [0.5, -0.5], [0.2, 0.1]], np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        w = np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32)
        b = np.array([0.1, -0.1], np.float32)
        self.fc = nn.Dense(3, 2, weight_init=Tensor(w), bias_init=Tensor(b))
        self.gamma = Parameter(Tensor(np.array([1.0, 0.5], np.float32)), name="gamma")

    def construct(self, x):
        return self.fc(x) * self.gamma


def train(make_opt, steps=3):
    """[loss, params...] per step; make_opt(net) builds the optimizer."""
    net = Net()
    opt = make_opt(net)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    out = []
    for _ in range(steps):
        loss = step(X, Y)
        out.append([loss] + [Tensor(p.asnumpy()) for p in net.trainable_params()])
    return out
