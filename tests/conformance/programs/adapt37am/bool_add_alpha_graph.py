"""``Tensor.add`` of bool Tensors in graph code with an ``alpha`` keyword (``x.add(x, alpha=2)``, ``alpha=1``,
``alpha=2.5``, ``other=x, alpha=2``) is MindSpore 2.10's AddExt there, which takes Bool (a Bool result); without
alpha, with a Python bool ``other``, or with ``alpha=True`` it stays its Add TypeError.  msgraph had refused every
bool ``Tensor.add`` in graph code (adapt37am)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit, emit_error

x = Tensor(np.array([True, False, True]))
y = Tensor(np.array([False, False, True]))


@jit
def alpha2(x, y):
    return x.add(y, alpha=2)


@jit
def alpha1(x, y):
    return x.add(y, alpha=1)


@jit
def alpha_float(x, y):
    return x.add(other=y, alpha=2.5)


@jit
def no_alpha(x, y):
    return x.add(y)


@jit
def pybool_other(x, y):
    return x.add(True, alpha=2)


@jit
def int_other(x, y):
    return x.add(Tensor(np.array([1, 2, 3], np.int32)), alpha=2)


class AddCell(nn.Cell):
    def construct(self, x, y):
        return x.add(y, alpha=3), x.add(x, alpha=0)


emit("alpha2", alpha2(x, y))
emit("alpha1", alpha1(x, y))
emit("alpha_float", alpha_float(x, y))
emit_error("no_alpha", lambda: no_alpha(x, y))
emit_error("pybool_other", lambda: pybool_other(x, y))
emit("int_other", int_other(x, y))
emit("cell_alpha", AddCell()(x, y))
