"""Construct of a Cell deriving from another user Cell."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG108'],
}


class Base(nn.Cell):
    def scale(self, v):
        return v * 2


class Net(Base):
    def construct(self, x):
        with open("f") as fh:
            pass
        return self.scale(x)
