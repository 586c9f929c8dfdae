"""A two-layer MLP from Parameters."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w1 = ms.Parameter(ms.Tensor(np.ones((2, 3), np.float32)), name="w1")
        self.w2 = ms.Parameter(ms.Tensor(np.ones((3, 1), np.float32)), name="w2")

    def construct(self, x):
        h = ops.relu(ops.matmul(x, self.w1))
        return ops.matmul(h, self.w2)
