"""A conditional expression under a Tensor condition whose branches are Python numbers of different types
(``k = 3 if x.max() > 1 else 1.5``): MindSpore 2.10 makes it a run-time object (JIT fallback) that arithmetic takes
(``x * k``, ``k * 2``, ``(k + 1) * x``), in both modes, in a Graph-mode Cell and in ``@jit`` functions.  msgraph
had refused it with its join TypeError (MSG401), as it still does (with MindSpore) for the same values returned
alone, for a Tensor against a number and for Tensors of two dtypes.  Found by adapting st compiler/control's
if-patterns to conditional expressions (session 33, adapt33c)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit_error


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Scale(nn.Cell):
    def construct(self, x):
        k = 3 if x.max() > 1 else 1.5
        return x * k


class BoolInt(nn.Cell):
    def construct(self, x):
        k = True if x[0] > 0 else 4
        return x + k


@jit
def add_one(x):
    c = (1 if x[0] > 0 else 2.5) + 1
    return x * c


@jit
def twice(x):
    c = 2 if x[0] > 0 else 0.5
    d = c * 2
    return x + d


@jit
def summed(x):
    c = 2 if x[0] > 0 else 0.5
    return (x * c).sum()


@jit
def returned(x):
    c = 2 if x[0] > 0 else 0.5
    return c


@jit
def tensor_or_number(x):
    c = x.sum() if x[0] > 0 else 0
    return c * 2


for name, v in (("pos", f32(1.0, 2.0)), ("neg", f32(-1.0, 0.5))):
    emit_error("cell scale " + name, Scale(), v)
    emit_error("cell bool int " + name, BoolInt(), v)
    emit_error("jit add one " + name, add_one, v)
    emit_error("jit twice " + name, twice, v)
    emit_error("jit summed " + name, summed, v)
    emit_error("returned alone " + name, returned, v)
    emit_error("tensor or number " + name, tensor_or_number, v)
