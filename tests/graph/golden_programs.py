"""Small programs whose IR text (after lowering and after each O1 pass) is kept as golden files.

Regenerate with: MSGRAPH_REGEN_GOLDEN=1 python -m pytest tests/graph/test_golden_ir.py
"""
import numpy as np

import msgraph as ms
from msgraph import ops


def elementwise(x, y):
    z = x * 2.0 + y
    w = z * 1.0 + 0.0
    return z - w, x * 2.0


def tensor_if(x):
    if x > 0.0:
        y = x * 2.0
    else:
        y = x - 1.0
    return y


def tensor_while(x):
    i = 0
    while x < 100.0:
        x = x * 1.5
        i = i + 1
    return x, i


def unrolled(x):
    for k in range(3):
        x = x + k
    return x


def folded(x):
    a = ops.add(ms.Tensor(np.float32(2.0)), 3.0)
    return x * a


PROGRAMS = {
    "elementwise": (elementwise, (np.array([1.0, 2.0], np.float32), np.array([3.0, 4.0], np.float32))),
    "tensor_if": (tensor_if, (np.float32(1.5),)),
    "tensor_while": (tensor_while, (np.float32(1.0),)),
    "unrolled": (unrolled, (np.array([1.0, 2.0], np.float32),)),
    "folded": (folded, (np.array([1.0, 2.0], np.float32),)),
}
