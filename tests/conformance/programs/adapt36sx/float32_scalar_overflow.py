"""adapt36sx (graph_syntax operators, Python floats beyond float32's range): graph code computes Python floats as
MindSpore 2.10's float32 scalars, so a float beyond float32's range is an infinity there (``1e308 > 1e307`` False,
``1e39 + 1.0`` inf, ``1e39 == float("inf")`` True), and an int constant compared with a float constant is a float32
too (``16777217 == 16777216.0`` True).  msgraph kept such floats in double (True / 1e39 / False / False)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit


def exact(label, value):
    emit(label, value, rtol=0, atol=0)


def overflow(x):
    return (1e308 > 1e307, 1e39 == float("inf"), 1e39 + 1.0, -1e39 < -3e38, 3.4e38 * 2 > 1e38, 1e39 * 0.5,
            -1e39 - 1.0)


def int_float_cmp(x):
    return 16777217 == 16777216.0, 16777217 > 16777216.0, 16777216.0 < 16777217, 3 == 3.0, 2 < 2.5


def with_tensor(x):
    return x * (1e308 > 1e307), x + (16777217 > 16777216.0)


X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


for fn in (overflow, int_float_cmp, with_tensor):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    exact("jit_" + fn.__name__, jit(fn)(X))
    ms.set_context(mode=ms.GRAPH_MODE)
    exact("graph_" + fn.__name__, Net(fn)(X))
