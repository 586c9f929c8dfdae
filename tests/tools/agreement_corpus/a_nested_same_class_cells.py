"""A Cell nested in another instance of its own class (ResNet's down_sample_layer) is no recursion."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


class Wrap(nn.Cell):
    def __init__(self, inner=None):
        super().__init__()
        self.inner = inner

    def construct(self, x):
        if self.inner is None:
            return x * 2
        return self.inner(x) + 1


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.SequentialCell(nn.ReLU()), Wrap(Wrap()))

    def construct(self, x):
        return self.body(x)
