"""The builtin `pow(a, b)` of two Python ints in graph code is MindSpore 2.10's scalar power, as `a ** b` is
(adapt34g/int_pow_negative): `pow(2, -1)` is the int 0, `pow(-2, -3)` 0, `pow(1, -5)` 1 (found by the adapt36fb sweep
of st compiler/fallback/python_builtin_funtions).  msgraph had run Python's pow (0.5, -0.125)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

MODES = ("graph",)


@ms.jit
def powers(x):
    return pow(2, -1), pow(-2, -3), pow(1, -5), pow(-1, -3), pow(3, 2), pow(2, 0), pow(5, -1)


@ms.jit
def with_tensor(x):
    return x * pow(4, -2), x + pow(2, 3)


@ms.jit
def floats(x):
    return pow(2.0, -1), pow(2, 0.5)


class Net(nn.Cell):
    def construct(self, x):
        return pow(10, -2), pow(-3, 3), x * pow(2, -1)


x = Tensor(np.array([1.5, -2.0], np.float32))
emit_error("powers", lambda: powers(x))
emit_error("with_tensor", lambda: with_tensor(x))
emit_error("floats", lambda: floats(x))
emit_error("cell", lambda: Net()(x))
