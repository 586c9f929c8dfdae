"""For...else in a jit function."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG109'],
}


@ms.jit
def f(x):
    for i in range(3):
        if i == 5:
            break
    else:
        x = x + 1
    return x
