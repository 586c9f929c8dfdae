"""*args and **kwargs."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': [],
}


def combine(*vals, **opts):
    out = vals[0]
    for v in vals[1:]:
        out = out + v
    return out * opts["scale"]


@ms.jit
def f(x):
    return combine(x, x, scale=2)
