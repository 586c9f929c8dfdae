"""A coroutine function handed to jit, with await."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'LAX',
    'expect': ['MSG107', 'MSG202'],
}


@ms.jit
async def f(x):
    y = await x
    return y
