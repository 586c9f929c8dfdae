"""A function passed to ms.jit(fn)."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG104'],
}


def g(x):
    y = x
    del x
    return y


f = ms.jit(g)
