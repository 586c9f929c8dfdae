"""adapt36sx (graph_syntax python_builtin_functions): Python floats are MindSpore 2.10 float32 scalars in graph code,
in the builtins ``pow`` and ``bool`` too: ``pow(2.0, 0.5)`` is 1.4142135381698608 (as ``2.0 ** 0.5``), ``pow(2, -1)``
0 (as ``2 ** -1``), ``bool(1e-50)`` False.  msgraph computed in double (1.4142135623730951, 0.5, True)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit


def exact(label, value):
    emit(label, value, rtol=0, atol=0)


def pows(x):
    return (pow(2.0, 0.5), pow(2, 3), pow(2, -1), pow(0.1, 2), pow(3, 0.5) == 3 ** 0.5, pow(True, 2), pow(-8, 1 / 3),
            (-8) ** 0.5, (-2.5) ** 1.5)


def bools(x):
    return bool(1e-50), bool(1e-30), bool(0.0), bool(-1e-46), bool(2.5)


def with_tensor(x):
    return x * pow(2.0, 0.5), x * bool(1e-50)


X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


for fn in (pows, bools, with_tensor):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    exact("jit_" + fn.__name__, jit(fn)(X))
    ms.set_context(mode=ms.GRAPH_MODE)
    exact("graph_" + fn.__name__, Net(fn)(X))
