"""Top-level MindSpore 2.x helpers whose Graph-mode behaviour MindSpore itself cannot show on CPU."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn


class Block(nn.Cell):
    @ms.lazy_inline
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.d(x) * 2


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a, self.b = Block(), Block()

    def construct(self, x):
        return self.b(self.a(x))


def test_lazy_inline_cells_agree_across_modes():
    x = ms.Tensor(np.array([[1.0, 2.0]], np.float32))
    net = Net()
    eager = net(x).asnumpy()
    with ms.context_scope(mode=ms.GRAPH_MODE):
        graph = net(x).asnumpy()
    np.testing.assert_array_equal(eager, graph)
    np.testing.assert_array_equal(eager, [[24.0, 24.0]])


def test_recompute_runs_the_block():
    d = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
    x = ms.Tensor(np.array([[1.0, 2.0]], np.float32))
    np.testing.assert_array_equal(ms.recompute(d, x).asnumpy(), d(x).asnumpy())


def test_set_recursion_limit_validates():
    with pytest.raises(ValueError):
        ms.set_recursion_limit(0)
