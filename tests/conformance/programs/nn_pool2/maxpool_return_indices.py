"""nn.MaxPool2d(return_indices=True) (pad_mode='pad'): the values and MindSpore's int64 flat indices per plane;
return_indices/padding/ceil_mode with another pad_mode is MindSpore's ValueError."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit


class Net(nn.Cell):
    def __init__(self, pool):
        super().__init__()
        self.pool = pool

    def construct(self, x):
        return self.pool(x)


x = ms.Tensor(np.arange(2 * 1 * 5 * 5, dtype=np.float32).reshape(2, 1, 5, 5) % 7)
emit("k2s2", Net(nn.MaxPool2d(2, 2, pad_mode="pad", return_indices=True))(x))
emit("k3s1p1", Net(nn.MaxPool2d(3, 1, pad_mode="pad", padding=1, return_indices=True))(x))
emit("ceil", Net(nn.MaxPool2d(2, 2, pad_mode="pad", ceil_mode=True, return_indices=True))(x))
try:
    nn.MaxPool2d(2, 2, return_indices=True)
except ValueError as e:
    emit("valid_mode_error", type(e).__name__)
