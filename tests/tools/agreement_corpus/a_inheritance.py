"""A Cell inheriting construct and a helper."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


class Base(nn.Cell):
    def act(self, v):
        return ops.relu(v)

    def construct(self, x):
        return self.act(x)


class Net(Base):
    def act(self, v):
        return v * 2
