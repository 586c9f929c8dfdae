"""Helpers shared by the gss27 programs (not a program: the harness runs files not starting with ``_``)."""
import numpy as np
from mindspore import nn, Tensor

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


class MulK(nn.Cell):
    """``x * k`` for a Python number k (a Cell to put in Cell containers)."""

    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        return x * self.k


def mul_cells(*ks):
    """An nn.CellList of MulK cells."""
    return nn.CellList([MulK(k) for k in ks])
