# TrainOneStepCell with SGD: parameters change after each step, in both modes.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5], [-0.5]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.1], np.float32)), name="b")

    def construct(self, x):
        return ops.matmul(x, self.w) + self.b


net = Net()
loss_net = nn.WithLossCell(net, nn.MSELoss())
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
train = nn.TrainOneStepCell(loss_net, opt)
x = Tensor(np.array([[1.0, 2.0], [3.0, -1.0], [0.0, 1.0]], np.float32))
y = Tensor(np.array([[1.0], [2.0], [0.5]], np.float32))
losses = [train(x, y) for _ in range(3)]
emit("losses", tuple(losses))
emit("w", net.w)
emit("b", net.b)
