# TrainOneStepCell with Momentum and with Adam: parameters after a few steps.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5], [-0.5]], np.float32)), name="w")

    def construct(self, x):
        return ops.matmul(x, self.w)


x = Tensor(np.array([[1.0, 2.0], [3.0, -1.0]], np.float32))
y = Tensor(np.array([[1.0], [2.0]], np.float32))
for name, make in (("momentum", lambda p: nn.Momentum(p, 0.05, 0.9)), ("adam", lambda p: nn.Adam(p, 0.05))):
    net = Net()
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), make(net.trainable_params()))
    losses = tuple(train(x, y) for _ in range(3))
    emit(name + "_losses", losses, rtol=1e-4)
    emit(name + "_w", net.w, rtol=1e-4)
