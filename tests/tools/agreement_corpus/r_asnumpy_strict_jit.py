"""Asnumpy on a Tensor with STRICT syntax."""
import numpy as np

import msgraph as ms
from msgraph import nn, ops

CASE = {
    'entry': 'f',
    'args': [{'tensor': [[1.0, 2.0], [3.0, 4.0]], 'dtype': 'float32'}],
    'level': 'STRICT',
    'expect': ['MSG302'],
}


@ms.jit(fullgraph=True)   # (MindSpore 2.10: a bare jit compiles at LAX whatever the context says)
def f(x):
    return x.asnumpy()
