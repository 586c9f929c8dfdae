"""graph_syntax_sweep (ctrl26): a Cell in a graph's output is MindSpore 2.10's RuntimeError "Function in output is
not supported" (a Cell is a function graph there), as a function is; msgraph returned the Cell object."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


class Inner(nn.Cell):
    def construct(self, v):
        return v


INNER = Inner()


@ms.jit
def returns_cell(x):
    return INNER


@ms.jit
def returns_cell_in_tuple(x):
    return x, INNER


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block = nn.ReLU()

    def construct(self, x):
        return self.block


@ms.jit
def returns_cell_result(x):
    return INNER(x)


emit_error("returns_cell", returns_cell, X)
emit_error("returns_cell_in_tuple", returns_cell_in_tuple, X)
emit_error("cell_returns_sub_cell", Outer(), X)
emit_error("returns_cell_result", returns_cell_result, X)
