"""Walrus in an if test."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG205'],
}


@ms.jit
def f(x):
    if (n := x.shape[0]) > 1:
        x = x * n
    return x
