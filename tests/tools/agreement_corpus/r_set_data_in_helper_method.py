"""Set_data in a method called from construct."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG301'],
}


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones((2, 2), np.float32)), name="w")

    def reset(self, v):
        self.w.set_data(v)

    def construct(self, x):
        self.reset(x)
        return x
