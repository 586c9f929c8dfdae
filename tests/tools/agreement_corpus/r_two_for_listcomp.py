"""List comprehension with two for clauses."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG206'],
}


@ms.jit
def f(x):
    pairs = [i * j for i in range(2) for j in range(2)]
    return x * len(pairs)
