"""Len, isinstance, min, max, abs on constants."""
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
    n = len((x, x, x))
    if isinstance(n, int):
        x = x * min(n, 2) + max(1, abs(-2))
    return x
