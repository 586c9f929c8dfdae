"""adapt36sx (graph_syntax operators, ``is`` / ``is not``): in MindSpore 2.10's graph code two Tensors known when the
graph runs are never the same object (``x is x``, ``x[0] is x[0]`` False, ``x is not x`` True), and ``a is b`` on two
constants takes an int, bool, str, None or type on its right (``1 is 1.0``, ``(1,) is (1,)``, ``[1] is [1]``: its
RuntimeError "For syntax like 'a is b', b supports Int, Bool, String, None and Type, but got ...").  msgraph compared
Python identities (True / False)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit, emit_error


def same(x):
    y = x
    return x is x, x is y, x is not x, x[0] is x[0], (x,) is (x,), x is None, None is not x, x is 1.0, (1,) is x


def int_float(x):
    return 1 is 1.0


def tuples(x):
    return (1,) is not (1,)


def lists(x):
    return [1] is [1]


def ok_consts(x):
    return (1,) is None, 1.0 is None, None is 1.0, 1.0 is 1, [1] is 1, "a" is "a", x.dtype is ms.float32


def branch(x):
    y = x * 2
    if y is y:
        return y
    return -y


X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


for fn in (same, ok_consts, branch):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    emit("jit_" + fn.__name__, jit(fn)(X))
    ms.set_context(mode=ms.GRAPH_MODE)
    emit("graph_" + fn.__name__, Net(fn)(X))
for fn in (int_float, tuples, lists):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    emit_error("jit_" + fn.__name__, jit(fn), X)
    ms.set_context(mode=ms.GRAPH_MODE)
    emit_error("graph_" + fn.__name__, Net(fn), X)
