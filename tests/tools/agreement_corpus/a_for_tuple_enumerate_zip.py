"""For over a tuple, enumerate and zip."""
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
    for v in (1.0, 2.0):
        x = x + v
    for i, v in enumerate((3.0, 4.0)):
        x = x * v + i
    for a, b in zip((1, 2), (3, 4)):
        x = x - a * b
    return x
