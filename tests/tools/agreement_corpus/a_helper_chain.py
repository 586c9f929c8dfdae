"""Construct calling helpers that call helpers."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


def inner(v):
    return v + 1


def outer(v):
    return inner(v) * 2


class Net(nn.Cell):
    def construct(self, x):
        return outer(x)
