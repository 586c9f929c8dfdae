# ScatterUpdate / ScatterAdd on a Parameter inside a for loop: each iteration sees the previous one.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit

FOLLOW_PYNATIVE = {"first": "Graph mode returns the table before its last ScatterUpdate (the Parameter itself is updated)"}


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.table = Parameter(Tensor(np.zeros((4, 2), np.float32)), name="table")
        self.add = ops.ScatterAdd()

    def construct(self, rows):
        for i in range(3):
            idx = Tensor(np.array([i], np.int32))
            self.add(self.table, idx, rows * (i + 1))
        ops.ScatterUpdate()(self.table, Tensor(np.array([3], np.int32)), self.table[0:1] + self.table[1:2])
        return self.table * 1


net = Net()
rows = Tensor(np.array([[1.0, 2.0]], np.float32))
emit("first", net(rows))
emit("second", net(rows))
