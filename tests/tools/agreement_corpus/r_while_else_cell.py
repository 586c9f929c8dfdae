"""While...else in construct."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG109'],
}


class Net(nn.Cell):
    def construct(self, x):
        n = 0
        while n < 3:
            n = n + 1
        else:
            x = x * 2
        return x
