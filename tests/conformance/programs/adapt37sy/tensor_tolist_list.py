"""adapt37sy (fallback, Tensor.tolist in graph code): MindSpore 2.10's ``x.tolist()`` of a graph Tensor is its
``asnumpy().tolist()``, a Python list made when the graph runs: ``type(l) is list`` and ``isinstance(l, list)`` are
True, ``sum(l)`` / ``sorted(l)`` are Python's (a double sum of the float32 values), ``l + [1]`` a list, ``l[0]`` a
float; ``Tensor(l)`` is a Tensor again (float32 / int64 / bool from the list's numbers, or the dtype given).  msgraph
had kept a Tensor-like value (type Tensor; sum / sorted TypeErrors), and ``Tensor(l)`` of the list was the list."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit_error


def index(x):
    l = x.tolist()
    return l[0], l[0] + 1, l[-1] * 2, len(l)


def sum_sorted(x):
    l = x.tolist()
    return sum(l), sorted(l)


def kinds(x):
    l = x.tolist()
    return l + [1], type(l) is list, isinstance(l, list), isinstance(l, tuple)


def rows(x):
    l = x.tolist()
    return l, l[1], len(l)


def to_tensor(x):
    l = x.tolist()
    return Tensor(l), x + Tensor(l), Tensor(x.tolist(), ms.float16), Tensor(x.asnumpy().tolist())


def to_tensor_int(x):
    return Tensor(x.tolist())


X = Tensor(np.array([1.1, -2.5, 3.3], np.float32))
I = Tensor(np.array([1, 2], np.int32))
D = Tensor(np.array([1.1, 2], np.float64))
M = Tensor(np.arange(4, dtype=np.int32).reshape(2, 2))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


for tag, mode in (("jit", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
    for fn, arg in ((index, X), (sum_sorted, X), (kinds, X), (rows, M), (to_tensor, X),
                    (to_tensor_int, I), (to_tensor_int, D)):
        ms.set_context(mode=mode)
        emit_error(tag + "_" + fn.__name__ + "_" + str(arg.dtype), jit(fn) if tag == "jit" else Net(fn), arg)
ms.set_context(mode=ms.PYNATIVE_MODE)
