"""adapt37sy (graph_syntax / fallback, Python float values): a float literal, a float argument or a returned float in
graph code is MindSpore 2.10's float32 immediate, which keeps the double only where it lies within 1e-6 of the
float32 and is not below DBL_EPSILON in magnitude: 0.1, 3.14159, 31.1, 32.3, 3e-16 come back as written, 32.1 as
32.099998474121094, 123456.789 as 123456.7890625, 1e-16 as 1.0000000168623835e-16, 1e20 as 1.0000000200408773e+20.
The same value reaches str(), float(), Tensor(v, ms.float64), np.array([v]) and math functions (math.isinf(1e39)
True).  msgraph had kept every constant's double (silent)."""
import math
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit


def exact(label, value):
    emit(label, value, rtol=0, atol=0)


def returned(x):
    return 123456.789, 0.1, 32.1, 32.3, 31.1, 1e-16, 3e-16, 1e20, 7.0000001, 3.14159, 100.01, 1e-38


def containers(x):
    a = 123456.789
    l = [0.1, 32.1]
    return [a, 0.1], {"a": 32.1, "b": 1.1}, (l[1], max(l), sorted(l))


def strings(x):
    v = 123456.789
    return str(v), str(32.3), str(1e-16), "a" + str(v), str((32.1, 0.1)), "{} {}".format(32.1, v)


def conversions(x):
    return float(32.1), float("123456.789"), round(123456.789, 3), min(123456.789, 1e6), math.isinf(1e39), \
        math.isclose(123456.789, 123456.7890625, rel_tol=0, abs_tol=0)


def tensors(x):
    return Tensor(123456.789, ms.float64), Tensor([0.1, 32.1], ms.float64), np.array([123456.789, 32.1])


def argument(x, v):
    return v, str(v)


X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


for fn, args in ((returned, (X,)), (containers, (X,)), (strings, (X,)), (conversions, (X,)), (tensors, (X,)),
                 (argument, (X, 123456.789))):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    exact("jit_" + fn.__name__, jit(fn)(*args))
    ms.set_context(mode=ms.GRAPH_MODE)
    exact("graph_" + fn.__name__, Net(fn)(*args))
