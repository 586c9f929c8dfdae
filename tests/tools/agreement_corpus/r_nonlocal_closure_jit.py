"""Nonlocal in a closure of a jit function."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG102'],
}


@ms.jit
def f(x):
    total = 0

    def bump():
        nonlocal total
        total = total + 1

    bump()
    return x + total
