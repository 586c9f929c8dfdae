"""For...else in a helper (call chain)."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG109'],
}


def first_positive(values):
    for v in values:
        if v > 0:
            break
    else:
        v = 0
    return v


@ms.jit
def f(x):
    return x * first_positive((1, 2, 3))
