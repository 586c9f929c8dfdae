"""Default argument values."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


def shift(v, k=2, sign=1):
    return v + sign * k


@ms.jit
def f(x):
    return shift(x) + shift(x, 3, sign=-1)
