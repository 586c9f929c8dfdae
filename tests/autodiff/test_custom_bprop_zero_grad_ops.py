"""A Cell's custom ``bprop`` whose output reaches the differentiated output only through ops without a gradient
(left51).  MindSpore 2.10 differentiates Floor / Trunc with ZerosLike (both modes: the bprop runs with a zero dout and
its result is the gradient); Ceil, FloorDiv, TruncateDiv, comparisons... have no gradient in PyNative (OutZeros: the
bprop does not run) and zeros in Graph mode (it runs); stop_gradient and ones_like stop in both."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops

X = ms.Tensor(np.array([[0.5, 1.5, 2.5], [-1.0, 3.2, 0.7]], np.float32))
W = ms.Tensor(np.array([[2.0, 1.0, 1.0], [1.0, 1.0, 3.0]], np.float32))
CALLED = (X.asnumpy() + 5, W.asnumpy() + 9)


class Custom(nn.Cell):
    def construct(self, x, w):
        return x * w

    def bprop(self, x, w, out, dout):
        return 5 + x, w + 9


def _grads(fn):
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = Custom()

        def construct(self, a, b):
            return fn(self.c(a, b))

    return [g.asnumpy() for g in ops.GradOperation(get_all=True)(Net())(X, W)]


def f_floor(y):
    return ops.floor(y) * 2


def f_trunc(y):
    return ops.trunc(y)


def f_floor_div(y):
    return ops.floor_div(y, 0.3)


def f_truncate_div(y):
    return ops.truncate_div(y, ms.Tensor(np.full((2, 3), 0.3, np.float32)))


def f_div_trunc(y):
    return ops.div(y, 0.3, rounding_mode="trunc")


def f_greater(y):
    return ops.cast(y > 1.0, ms.float32)


def f_argmax(y):
    return ops.argmax(y, 1)


def f_stop_gradient(y):
    return ops.stop_gradient(y) * 2


def f_ones_like(y):
    return ops.ones_like(y)


# fn -> (bprop called in PyNative, in Graph mode)
CASES = {f_floor: (True, True), f_trunc: (True, True), f_floor_div: (False, True), f_truncate_div: (False, True),
         f_div_trunc: (False, True), f_greater: (False, True), f_argmax: (False, True),
         f_stop_gradient: (False, False), f_ones_like: (False, False)}


@pytest.mark.parametrize("mode", ["pynative", "graph"])
@pytest.mark.parametrize("fn", list(CASES), ids=[f.__name__ for f in CASES])
def test_custom_bprop_behind_zero_gradient_op(fn, mode):
    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
    try:
        gx, gw = _grads(fn)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    called = CASES[fn][mode == "graph"]
    want = CALLED if called else (np.zeros_like(gx), np.zeros_like(gw))
    np.testing.assert_array_equal(gx, want[0])
    np.testing.assert_array_equal(gw, want[1])


def test_floor_gradient_is_zeros_of_the_input():
    x = ms.Tensor(np.array([0.5, -1.5, 2.0], np.float32))
    g = ms.grad(lambda a: (ops.floor(a) * a).sum())(x)
    np.testing.assert_array_equal(g.asnumpy(), np.floor(x.asnumpy()))
