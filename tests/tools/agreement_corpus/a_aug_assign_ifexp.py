"""Augmented assignment and conditional expression."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}, False],
    'level': 'LAX',
    'expect': [],
}


@ms.jit
def f(x, flag):
    x += 1
    x *= 2
    return x if flag else -x
