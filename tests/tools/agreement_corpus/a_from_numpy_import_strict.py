"""A function imported from numpy, STRICT syntax."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'STRICT',
    'expect': [],
}


from numpy import float32


@ms.jit
def f(x):
    return x * float32(2.0)
