"""adapt37sy (graph_syntax / control, Python floats known when the graph runs): a Python float chosen under a Tensor
condition (``0.1 if x[0] > 0 else 0.3``, an ``if`` / ``for`` assigning float constants) is MindSpore 2.10's float32
scalar: 0.10000000149011612, and ``str(v)`` of it '0.10000000149011612'.  msgraph had kept the double (0.1, '0.1';
silent).  (``ms.mutable(0.1)`` returned as it is is 0.10000000149011612 there too: not matched, see
docs/differences.md; ``m + 0`` of it is.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit_error


def join_if(x):
    if x[0] > 0:
        v = 0.1
    else:
        v = 0.2
    return v


def join_ternary(x):
    v = 0.1 if x[0] > 0 else 0.3
    return v, v + 1, str(v)


def join_loop(x):
    s = 0.0
    for i in range(3):
        if x[i] > 0:
            s = s + 0.1
    v = 0.7
    for i in range(3):
        if x[i] < 0:
            v = 0.9
    return s, v


def mutable_sum(x, m):
    return m + 0, m * 3


X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


for tag, mode in (("jit", ms.PYNATIVE_MODE), ("graph", ms.GRAPH_MODE)):
    for fn, args in ((join_if, (X,)), (join_ternary, (X,)), (join_loop, (X,)), (mutable_sum, (X, ms.mutable(0.1)))):
        ms.set_context(mode=mode)
        emit_error(tag + "_" + fn.__name__, jit(fn) if tag == "jit" else Net(fn), *args)
ms.set_context(mode=ms.PYNATIVE_MODE)
