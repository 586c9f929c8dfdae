"""The small Dense + LayerNorm network of the adapt35p mixed-precision programs."""
import numpy as np
from mindspore import nn, ops, Tensor

XD = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 7 - 0.8)
YD = Tensor(np.ones((3, 2), np.float32) * 0.3)


class DNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 3, weight_init=Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 13 - 0.4),
                            bias_init="zeros")
        self.fc2 = nn.Dense(3, 2, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 7 - 0.3),
                            bias_init="ones")
        self.sm = nn.Softmax()
        self.ln = nn.LayerNorm((3,))

    def construct(self, x):
        h = self.ln(ops.sigmoid(self.fc1(x)))
        return self.sm(self.fc2(h)) + ops.exp(h).sum()
