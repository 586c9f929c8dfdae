"""A subclass override called through an inherited construct is graph code."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Sub',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG101'],
}


class Base(nn.Cell):
    def construct(self, x):
        return self.step(x)

    def step(self, x):
        return x * 2


class Sub(Base):
    def step(self, x):
        try:
            y = x + 1
        except ValueError:
            y = x
        return y
