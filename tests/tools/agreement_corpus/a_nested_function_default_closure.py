"""Nested def with a default and a closure."""
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
    base = 2

    def scale(v, k=3):
        return v * k * base

    return scale(x) + scale(x, 1)
