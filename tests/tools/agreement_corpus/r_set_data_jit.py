"""Set_data on a global Parameter in a jit function."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG301'],
}


W = ms.Parameter(ms.Tensor(np.zeros((2, 2), np.float32)), name="w")


@ms.jit
def f(x):
    W.set_data(x)
    return x
