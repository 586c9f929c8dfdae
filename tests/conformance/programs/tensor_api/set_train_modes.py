"""set_train recursion and training-dependent layers (Dropout, BatchNorm) both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(p=0.5)
        self.bn = nn.BatchNorm1d(2)

    def construct(self, x):
        return self.bn(self.drop(x))


net = Net()
emit("default_flags", (net.training, net.drop.training, net.bn.training))
net.set_train(True)
emit("train_flags", (net.training, net.drop.training, net.bn.training))
net.set_train(False)
emit("eval_flags", (net.training, net.drop.training, net.bn.training))
x = Tensor(np.array([[1.0, 2.0], [3.0, 5.0]], np.float32))
emit("eval_out", net(x), rtol=1e-4, atol=1e-4)
emit("moving_mean", net.bn.moving_mean)
