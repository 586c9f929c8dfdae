"""Async construct awaiting a value."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG107', 'MSG202'],
}


class Net(nn.Cell):
    async def construct(self, x):
        return await x
