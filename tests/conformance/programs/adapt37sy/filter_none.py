"""adapt37sy (fallback python_builtin_functions, filter): ``filter(None, seq)`` in graph code is MindSpore 2.10's
ValueError "The object is not callable. Please check code." (its graph filter calls the first argument), in
``@jit`` and in a Graph-mode Cell, for a list or a tuple; a function keeps filtering (a list, of a tuple too).
msgraph had filtered on truth (Python's meaning of None)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit_error


def none_list(x):
    return list(filter(None, [0, 1, "", 2]))


def none_tuple(x):
    return tuple(filter(None, (0, 1, 2)))


def with_function(x):
    return filter(lambda v: v > 1, (0, 1, 2, 3)), list(filter(bool, [0, 3]))


X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


for tag, mode in (("jit", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
    for fn in (none_list, none_tuple, with_function):
        ms.set_context(mode=mode)
        emit_error(tag + "_" + fn.__name__, jit(fn) if tag == "jit" else Net(fn), X)
ms.set_context(mode=ms.PYNATIVE_MODE)
