"""adapt37sy (graph_syntax python_builtin_functions, sum): ``sum`` of a list / tuple of Python numbers known when the
graph runs (``float(x[0])``, ``x[1].item()``) adds MindSpore 2.10's float32 scalars, as ``a + b`` does:
``sum([float(x[0]), float(x[2])])`` of 1.1 and 3.3 is 4.400000095367432 (msgraph: 4.399999976158142, a double sum of
the float32 values; silent).  Ints stay ints."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit


def floats(x):
    a = float(x[0])
    b = float(x[2])
    return a + b, sum([a, b]), sum((a, b), 0.0), sum([a, b], 1), sum([a, 0.1]), sum([x[1].item(), a])


def ints(x):
    a = int(x[0])
    b = int(x[2])
    return sum([a, b]), sum((a, b), 10), sum([a, 2.5])


X = Tensor(np.array([1.1, -2.5, 3.3], np.float32))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


for tag, mode in (("jit", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
    for fn in (floats, ints):
        ms.set_context(mode=mode)
        emit(tag + "_" + fn.__name__, (jit(fn) if tag == "jit" else Net(fn))(X), rtol=0, atol=0)
ms.set_context(mode=ms.PYNATIVE_MODE)
