from typing import NamedTuple
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit


class Data(NamedTuple):
    label1: ms.Tensor
    label2: ms.Tensor


class Net(nn.Cell):
    def construct(self, data):
        return data.label1 + 1, data.label2 * 2, data[0] - data[1]


data = Data(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), Tensor(np.ones((2, 3), np.float32)))
emit("fields", Net()(data))
emit("again_other_values", Net()(Data(Tensor(np.zeros((2, 3), np.float32)), Tensor(np.full((2, 3), 3, np.float32)))))
