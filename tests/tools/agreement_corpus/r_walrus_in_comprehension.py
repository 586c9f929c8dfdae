"""Walrus inside a comprehension."""
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
    ys = [(y := x * i) for i in range(2)]
    return ys[0]
