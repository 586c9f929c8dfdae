"""If on a Tensor condition, both branches assign."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


@ms.jit
def f(x):
    if x.sum() > 0:
        y = x * 2
    else:
        y = x - 1
    return y
