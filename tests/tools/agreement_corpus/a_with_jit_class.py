"""With statement on an ms.jit_class instance (accepted: __enter__/__exit__ run while compiling)."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


@ms.jit_class
class Scale:
    def __init__(self):
        self.k = 3.0

    def __enter__(self):
        return self.k

    def __exit__(self, *args):
        return False


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scale = Scale()

    def construct(self, x):
        with self.scale as k:
            y = x * k
        return y
