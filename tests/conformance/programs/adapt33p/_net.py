"""Shared by the adapt33p programs: a Dense + gamma net in a chosen float dtype, 3 TrainOneStepCell steps."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

X = Tensor(np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5], [-1.0, 2.0, 0.75], [0.1, 0.2, 0.3]], np.float32))
Y = Tensor(np.array([[1.0, 0.0], [0.0, 1.0], [0.5, -0.5], [0.2, 0.1]], np.float32))


class Net(nn.Cell):
    def __init__(self, dt=ms.float32):
        super().__init__()
        w = np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32)
        b = np.array([0.1, -0.1], np.float32)
        self.fc = nn.Dense(3, 2, weight_init=Tensor(w, dt), bias_init=Tensor(b, dt), dtype=dt)
        self.gamma = Parameter(Tensor(np.array([1.0, 0.5], np.float32), dt), name="gamma")
        self.dt = dt

    def construct(self, x):
        return self.fc(ops.cast(x, self.dt)) * self.gamma


def train(make, steps=3, dt=ms.float32):
    """[[loss, params...] per step]; make(net) builds the optimizer."""
    net = Net(dt)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), make(net))
    out = []
    for _ in range(steps):
        loss = step(X, ops.cast(Y, dt))
        out.append([loss] + [Tensor(p.asnumpy()) for p in net.trainable_params()])
    return out
