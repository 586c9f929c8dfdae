"""And/or/not on Python values."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}, True],
    'level': 'LAX',
    'expect': [],
}


@ms.jit
def f(x, flag):
    if flag and not False or flag is None:
        x = x + 1
    return x
