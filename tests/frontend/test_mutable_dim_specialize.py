"""A dim given as ms.mutable(int) to mint.max / mint.min / ops.max / mint.prod in graph code specializes the graph
on its value (ops/value_dependent.is_graph_int): the int overload, its gradient (adapt41rt/mutable_dim_max)."""
import numpy as np

import msgraph as ms
from msgraph import mint, mutable, nn, ops
from msgraph.ops.value_dependent import is_graph_int

X = np.array([[1.0, 2.0, 5.0, 1.0], [3.0, 0.5, 3.0, 0.0]], np.float32)


class Max(nn.Cell):
    def construct(self, x, d, k):
        return mint.max(x, d, k)


class Prod(nn.Cell):
    def construct(self, x, d, k):
        return mint.prod(x, d, k)


def test_is_graph_int_outside_graphs():
    assert not is_graph_int(1) and not is_graph_int(ms.Tensor(1)) and not is_graph_int(mutable(1))


def test_mint_max_mutable_dim_graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        v, i = Max()(ms.Tensor(X), mutable(1), mutable(True))
        np.testing.assert_array_equal(v.asnumpy(), [[5.0], [3.0]])
        np.testing.assert_array_equal(i.asnumpy(), [[2], [0]])
        g = ops.GradOperation()(Max())(ms.Tensor(X), mutable(1), mutable(True))
        np.testing.assert_array_equal(g.asnumpy(), [[0, 0, 1, 0], [1, 0, 0, 0]])
        p = Prod()(ms.Tensor(X), mutable(-2), mutable(False))
        np.testing.assert_array_equal(p.asnumpy(), [3.0, 1.0, 15.0, 0.0])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_mint_cat_mutable_dim_grad_graph():
    class Cat(nn.Cell):
        def construct(self, x, d):
            return mint.cat((x, x * 2), d).sum()

    ms.set_context(mode=ms.GRAPH_MODE)
    try:   # a mint call run when the graph runs is differentiated (frontend/calls.runtime_or_error)
        g = ops.GradOperation()(Cat())(ms.Tensor(X), mutable(1))
        np.testing.assert_array_equal(g.asnumpy(), np.full((2, 4), 3.0))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
