"""adapt37sy (fallback / graph_syntax, Python floats read from outside the function): a float in a Cell attribute, a
global, a closure variable, a default argument or a keyword argument is MindSpore 2.10's float32 immediate in graph
code, like a literal (adapt37sy/float_constant_values): ``str(self.scale)`` of 32.1 is '32.099998474121094' and
``Tensor(G, ms.float64)`` of 123456.789 holds 123456.7890625.  msgraph had used the double there (silent)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
G_F = 32.1
G_BIG = 123456.789


def outer():
    c = 32.1

    def inner(x):
        return c, str(c), c * 2
    return inner


def with_default(x, v=123456.789, w=32.1):
    return v, w, str(w), Tensor(w, ms.float64)


def with_globals(x):
    return G_F, G_BIG, str(G_F), G_F == 32.1, Tensor(G_BIG, ms.float64), [G_F]


class AttrNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scale = 32.1
        self.big = 123456.789

    def construct(self, x):
        return self.scale, self.big, str(self.scale), x * self.scale, Tensor(self.big, ms.float64)


class KwNet(nn.Cell):
    def construct(self, x, v=32.1):
        return v, str(v)


def exact(label, value):
    emit(label, value, rtol=0, atol=0)


ms.set_context(mode=ms.PYNATIVE_MODE)
exact("jit_closure", jit(outer())(X))
exact("jit_default", jit(with_default)(X))
exact("jit_default_kw", jit(with_default)(X, w=123456.789))
exact("jit_globals", jit(with_globals)(X))
ms.set_context(mode=ms.GRAPH_MODE)
exact("graph_attrs", AttrNet()(X))
exact("graph_kw_default", KwNet()(X))
exact("graph_kw_argument", KwNet()(X, 123456.789))
ms.set_context(mode=ms.PYNATIVE_MODE)
