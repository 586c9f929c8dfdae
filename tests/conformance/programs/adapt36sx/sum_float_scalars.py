"""adapt36sx (graph_syntax python_builtin_functions, ``sum``): graph code adds Python floats as MindSpore 2.10's float32
scalars, in ``sum`` too: ``sum([0.1, 0.2])`` is 0.30000001192092896, ``sum((1, 2.5), 0.1)`` 3.5999999046325684.
msgraph summed in double (0.30000000000000004)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit


def exact(label, value):
    emit(label, value, rtol=0, atol=0)


def floats(x):
    return (sum([0.1, 0.2]), sum((1, 2.5), 0.1), sum([True, 0.7]), sum((0.1,) * 3), sum([1, 2], 0.3), sum((1, 2, 3)),
            sum([], 0.1), sum((3e38, 3e38)), sum([0.1, 0.2]) == 0.3)


def with_tensor(x):
    return x * sum([0.1, 0.2]), x + sum((0.7, 0.1, 0.1))


X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


for fn in (floats, with_tensor):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    exact("jit_" + fn.__name__, jit(fn)(X))
    ms.set_context(mode=ms.GRAPH_MODE)
    exact("graph_" + fn.__name__, Net(fn)(X))
