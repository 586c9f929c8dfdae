"""If/elif/else chain on a constant."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}, 1],
    'level': 'LAX',
    'expect': [],
}


@ms.jit
def f(x, mode):
    if mode == 0:
        y = x
    elif mode == 1:
        y = x * 2
    else:
        y = -x
    return y
