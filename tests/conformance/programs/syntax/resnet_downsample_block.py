import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Block(nn.Cell):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="same", weight_init="ones")
        self.bn = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU()
        self.down_sample_layer = None
        if stride != 1 or cin != cout:
            self.down_sample_layer = nn.SequentialCell(
                nn.Conv2d(cin, cout, 1, stride=stride, weight_init="ones"), nn.BatchNorm2d(cout))

    def construct(self, x):
        identity = x
        out = self.bn(self.conv(x))
        if self.down_sample_layer is not None:
            identity = self.down_sample_layer(x)
        return self.relu(out + identity)


layer1 = nn.SequentialCell(Block(2, 4, 2), Block(4, 4, 1))
net = nn.SequentialCell(layer1, nn.SequentialCell(Block(4, 2, 1)))
net.set_train(False)
x = Tensor((np.arange(2 * 2 * 4 * 4, dtype=np.float32).reshape(2, 2, 4, 4) - 30) / 10)
emit("forward", net(x), rtol=1e-4)
