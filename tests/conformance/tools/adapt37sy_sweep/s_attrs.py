"""Python numbers reaching graph code from outside the function: Cell attributes, globals, default arguments,
closures, keyword arguments; float constants (32.1 / 123456.789) and big ints through each."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from h import case

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
        self.n = 7

    def construct(self, x):
        return self.scale, self.big, str(self.scale), x * self.scale, self.n / 2, Tensor(self.big, ms.float64)


class KwNet(nn.Cell):
    def construct(self, x, v=32.1):
        return v, str(v)


for tag, mode in (("J", ms.PYNATIVE_MODE), ("G", ms.GRAPH_MODE)):
    ms.set_context(mode=mode)
    wrap = ms.jit if tag == "J" else (lambda f: f)
    if tag == "J":
        case("J closure", lambda: ms.jit(outer())(X))
        case("J default", lambda: ms.jit(with_default)(X))
        case("J default_kw", lambda: ms.jit(with_default)(X, w=123456.789))
        case("J globals", lambda: ms.jit(with_globals)(X))
    case(tag + " attrs", lambda: AttrNet()(X))
    case(tag + " kwnet", lambda: KwNet()(X))
    case(tag + " kwnet_arg", lambda: KwNet()(X, 123456.789))
ms.set_context(mode=ms.PYNATIVE_MODE)
