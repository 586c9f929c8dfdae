"""Two violations in one function, in source order."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG104', 'MSG203'],
}


@ms.jit
def f(x):
    y = x + 1
    del y
    s = {1}
    return x
