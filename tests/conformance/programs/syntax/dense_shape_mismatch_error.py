import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 4, weight_init="ones")

    def construct(self, x):
        return self.dense(x)


emit_error("mismatch", Net(), Tensor(np.ones((2, 2), np.float32)))
