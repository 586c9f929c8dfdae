"""A non-Parameter Cell attribute is a constant."""
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
        self.bias = 1.5
        self.use_bias = True

    def construct(self, x):
        if self.use_bias:
            x = x + self.bias
        return x
