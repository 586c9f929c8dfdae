"""A lambda written inside construct and given to ops.grad: parsed with construct (no MSG414; MindSpore 2.10 runs it)."""
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
    def construct(self, x):
        return ops.grad(lambda a: (a * a * a).sum())(x)
