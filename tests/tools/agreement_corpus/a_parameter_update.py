"""Assigning a Parameter attribute in construct."""
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
        self.step = ms.Parameter(ms.Tensor(np.zeros((1,), np.float32)), name="step")

    def construct(self, x):
        self.step = self.step + 1
        return x + self.step
