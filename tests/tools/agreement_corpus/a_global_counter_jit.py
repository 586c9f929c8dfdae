"""Global write in a jit function: compiles (MindSpore 2.10 never writes the module global)."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


COUNTER = 0


@ms.jit
def f(x):
    global COUNTER
    COUNTER = COUNTER + 1
    return x
