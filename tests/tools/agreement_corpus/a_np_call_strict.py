"""Numpy call with STRICT syntax."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'STRICT',
    'expect': [],
}


@ms.jit
def f(x):
    return x * np.sqrt(2.0)
