"""Try inside a nested def of a jit function."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG101'],
}


@ms.jit
def f(x):
    def inner(v):
        try:
            return v + 1
        except ValueError:
            return v

    return inner(x)
