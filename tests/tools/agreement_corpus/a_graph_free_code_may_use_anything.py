"""Code outside graphs may use try/del/with/sets."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'Net',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


def load_config(path):
    try:
        with open(path) as fh:
            return {line.strip() for line in fh}
    except OSError:
        return set()


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones((2, 2), np.float32)), name="w")
        self.w.set_data(ms.Tensor(np.full((2, 2), 2.0, np.float32)))
        tmp = {1, 2}
        del tmp

    def construct(self, x):
        return x * self.w
