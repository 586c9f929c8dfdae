"""``int ** negative int`` of Python numbers in graph code: MindSpore 2.10's scalar power of two ints is an int,
the float power truncated (``2 ** -1`` is 0, ``(-2) ** -1`` 0, ``(-1) ** -3`` -1, ``4 ** -2`` 0), folded on
constants as with an ``ms.mutable`` exponent; a float operand keeps the float (``2 ** -1.0`` is 0.5).  msgraph had
folded constants with Python's power (0.5).  Found by adapting st compiler/graph_syntax operators (session 34,
adapt34g)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit_error


@jit
def consts(x):
    return 2 ** -1, (-2) ** -1, 1 ** -3, (-1) ** -3, 4 ** -2, 2 ** -1.0, 3 ** 2


@jit
def aug(x):
    n = 2
    n **= -1
    return x * n, n


class Net(nn.Cell):
    def construct(self, x):
        k = 10 ** -1
        return x + k, k


x = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("constants", consts, x)
emit_error("augmented", aug, x)
emit_error("cell", Net(), x)
