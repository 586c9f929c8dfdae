"""Graph mode accepts the syntax MindSpore's GRAPH_MODE accepts (issue 4/9), and agrees with PyNative."""
import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn
from msgraph import errors, ops


def T(a, dtype=np.float32):
    return ms.Tensor(np.asarray(a, dtype))


def both(fn, *args):
    """fn run eagerly and under ms.jit; returns the two results as numpy (or Python values)."""
    def conv(v):
        if isinstance(v, ms.Tensor):
            return v.asnumpy()
        if isinstance(v, (tuple, list)):
            return type(v)(conv(x) for x in v)
        return v
    return conv(fn(*args)), conv(ms.jit(fn)(*args))


def assert_same(fn, *args):
    eager, graph = both(fn, *args)
    np.testing.assert_equal(eager, graph)
    return graph


# -- recursion is judged per function and receiver ------------------------------------------------

class Wrap(nn.Cell):
    def __init__(self, inner=None):
        super().__init__()
        self.inner = inner

    def construct(self, x):
        if self.inner is None:
            return x * 2
        return self.inner(x) + 1


def test_same_class_cells_nested_are_not_recursion():
    x = T(np.ones((2, 4)))
    net = Wrap(Wrap(Wrap()))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        np.testing.assert_equal(net(x).asnumpy(), np.full((2, 4), 4.0, np.float32))
        np.testing.assert_equal(ms.grad(net)(x).asnumpy(), np.full((2, 4), 2.0, np.float32))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_nested_sequential_cells_in_jit_function():
    net = nn.SequentialCell(nn.SequentialCell(nn.Dense(4, 4), nn.ReLU()), nn.Dense(4, 2))
    x = T(np.arange(8).reshape(2, 4) / 8)

    @ms.jit
    def fwd(v):
        return net(v)
    np.testing.assert_allclose(fwd(x).asnumpy(), net(x).asnumpy(), rtol=1e-6)


def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)


def test_recursion_on_constants_folds():
    def f(x):
        return x * fact(5)
    assert_same(f, T([1.0, 2.0]))


def halve(x):
    if x.sum() > 1:
        return halve(x / 2)
    return x


def test_recursion_on_a_tensor_condition_is_msg408_at_the_call():
    with pytest.raises(errors.CompileError, match="MSG408") as info:
        ms.jit(halve)(T([4.0]))
    assert info.value.loc.line == halve.__code__.co_firstlineno + 2
