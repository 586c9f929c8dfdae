"""A ``functools.wraps`` decorator over a ``@jit`` method (``@deco @jit def func(self, z)``), called as
``self.func(z)`` from a Cell's construct: the wrapper passes the instance on, in graph code too (msgraph had called
the method without ``self``: MSG405). Found by st compiler/fallback test_graph_fallback_runtime_none.py, whose @jit
method the asnlog tool wraps this way."""
import functools

import numpy as np

import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit_error


def deco(fn):
    @functools.wraps(fn)
    def call(*a, **k):
        return fn(*a, **k)
    return call


class NoneNet(nn.Cell):
    @deco
    @jit
    def func(self, z):
        return None, z * 2

    def construct(self, x, y, z):
        if self.func(z)[0] is None:
            out = x + y
        else:
            out = 2 * x + y
        return out, self.func(z)[1]


class Scaled(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 3

    @deco
    @jit
    def scale(self, z):
        return z * self.k

    def construct(self, z):
        return self.scale(z) + 1


@deco
@jit
def twice(z):
    return z * 2


class CallsFunction(nn.Cell):
    def construct(self, z):
        return twice(z) - 1


emit_error("wrapped jit method returning None", NoneNet(), Tensor(1), Tensor(10), Tensor(100))
emit_error("wrapped jit method reading an attribute", Scaled(), Tensor(np.array([1.0, 2.0], np.float32)))
emit_error("wrapped jit function", CallsFunction(), Tensor(np.array([1, 2], np.int32)))
emit_error("wrapped jit method called directly", Scaled().scale, Tensor(np.array([4.0], np.float32)))
