"""Lambda called where it is built (compiles, as in MindSpore 2.10)."""
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
    return (lambda v: v * 2)(x)
