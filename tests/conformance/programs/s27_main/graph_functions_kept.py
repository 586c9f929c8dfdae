"""Functions written inside graph code and handed to Python that runs at compile time: kept in a list
(``fns.append(g)``) or a ``functools.partial`` and called later by graph code, or called by Python
there (``sorted(key=...)``).  MindSpore's own st test compiler/gradient/test_taylor_differentiation.py
(``ops.functional.jet`` / ``derivative`` inside a Graph-mode construct) builds its Taylor terms this way."""
import functools

import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.functional import derivative, jet
from _conf import emit

ms.set_context(mode=ms.GRAPH_MODE)


class Inner(nn.Cell):
    def construct(self, x):
        return ops.sin(x) * 2 + x * x


class JetNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Inner()

    def construct(self, x, y):
        return jet(self.net, x, y)


class DerivNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Inner()

    def construct(self, x):
        return derivative(self.net, x, 3)


@ms.jit
def kept_in_list(x):
    def g(v):
        return v * 2

    def h(v):
        return v + 1
    fns = []
    fns.append(g)
    fns.append(h)
    out = x
    for f in fns:
        out = f(out)
    return out


@ms.jit
def appended_twice(x):
    def g(v):
        return v * 2
    fns = [g]
    fns.append(g)
    return fns[1](x) + fns[0](x)


@ms.jit
def kept_in_partial(x):
    def g(a, b):
        return a - b
    h = functools.partial(g, x)
    return h(1)


@ms.jit
def called_by_python(x):
    return sorted((3, 1, 2), key=lambda q: -q)[0] * x


x = Tensor(np.array([1.0, 2.0], np.float32))
series = Tensor(np.array([[1.0, 1.0], [0.0, 0.0], [0.0, 0.0]], np.float32))
for label, fn in (("jet in construct", lambda: JetNet()(x, series)),
                  ("derivative in construct", lambda: DerivNet()(x)),
                  ("graph function kept in a list", lambda: kept_in_list(x)),
                  ("graph function appended twice", lambda: appended_twice(x)),
                  ("graph function kept in a partial", lambda: kept_in_partial(x)),
                  ("graph lambda called by sorted", lambda: called_by_python(x))):
    emit(label, fn(), rtol=1e-4, atol=1e-5)
