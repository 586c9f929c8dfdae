"""try/except under jit(capture_mode='bytecode'): a graph break (MSG502 information), the function runs as Python."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


@ms.jit(capture_mode="bytecode")
def f(x):
    try:
        y = x + 1
    except ValueError:
        y = x
    return y
