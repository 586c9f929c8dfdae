"""While loop with break."""
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
    i = 0
    while i < 10:
        if i == 3:
            break
        x = x + 1
        i = i + 1
    return x
