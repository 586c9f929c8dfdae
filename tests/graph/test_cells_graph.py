"""Cells in Graph mode: CellList comprehension, super().construct, BatchNorm/Dropout training state,
tensor item assignment, dict returns."""
import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn
from msgraph import ops

from graph_equiv import check_equiv, same


def test_item_assignment_dict_return_and_shape_arithmetic():
    def f(x):
        y = x * 1.0
        y[0] = 5.0
        y[1:] = y[1:] * 2.0
        return {"a": y, "n": x.shape[0] * 2, "ok": isinstance(x, ms.Tensor)}
    check_equiv(f, ms.Tensor(np.arange(4, dtype=np.float32)))


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(4, 4) for _ in range(3)])
        self.bn = nn.BatchNorm1d(4)
        self.drop = nn.Dropout(p=0.5)

    def construct(self, x):
        outs = [layer(x) for layer in self.layers]
        y = self.drop(outs[0] + outs[1] + outs[2])
        y = self.bn(y)
        if self.training:
            y = y * 2.0
        return ops.reshape(y, (-1, 2))


class Sub(Block):
    def construct(self, x):
        return super().construct(x) + 1.0


@pytest.mark.parametrize("train", [True, False])
def test_training_state_dropout_batchnorm_and_super_construct(train):
    x = ms.Tensor(np.random.default_rng(0).normal(size=(8, 4)).astype(np.float32))
    results = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_seed(0)
        net = Sub()
        net.set_train(train)
        with ms.context_scope(mode=mode):
            ms.set_seed(5)
            out = net(x)
        results.append((out, net.bn.moving_mean.asnumpy().copy(), net.bn.moving_variance.asnumpy().copy()))
    same(results[1][0], results[0][0])
    np.testing.assert_allclose(results[1][1], results[0][1], rtol=1e-6)
    np.testing.assert_allclose(results[1][2], results[0][2], rtol=1e-6)


def test_set_train_switch_recompiles():
    ms.set_seed(0)
    net = Sub()
    x = ms.Tensor(np.ones((2, 4), np.float32))
    with ms.context_scope(mode=ms.GRAPH_MODE):
        net.set_train(False)
        a = net(x)
        net.set_train(True)
        b = net(x)
    assert not np.allclose(a.asnumpy(), b.asnumpy())


def test_replacing_a_sub_cell_recompiles():
    class Outer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.act = nn.ReLU()

        def construct(self, x):
            return self.act(x)

    o = Outer()
    x = ms.Tensor(np.array([-1.0, 2.0], np.float32))
    with ms.context_scope(mode=ms.GRAPH_MODE):
        assert o(x).asnumpy().tolist() == [0.0, 2.0]
        o.act = nn.Sigmoid()
        np.testing.assert_allclose(o(x).asnumpy(), 1 / (1 + np.exp(-x.asnumpy())), rtol=1e-6)
        o(x)
    assert ms.compiled(o).cache_info().compiles == 2


def test_error_inside_a_library_cell_names_the_user_call_site():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.dense = nn.Dense(4, 3)

        def construct(self, x):
            return self.dense(x)

    with ms.context_scope(mode=ms.GRAPH_MODE):
        with pytest.raises(ValueError) as info:
            Net()(ms.Tensor(np.ones((2, 5), np.float32)))
    # the user's line is in the message itself; the library frame follows as a note
    assert "test_cells_graph.py" in str(info.value) and "return self.dense(x)" in str(info.value)
    assert "basic.py" not in str(info.value)
    notes = "".join(getattr(info.value, "__notes__", []))
    assert "msgraph/nn/layer/basic.py" in notes


def test_unused_dropout_still_draws_like_pynative():
    def f(x):
        unused = ops.dropout(x, p=0.5)  # noqa: F841  (advances the RNG in PyNative too)
        return ops.dropout(x, p=0.5)
    x = ms.Tensor(np.ones(64, np.float32))
    ms.set_seed(7)
    eager = f(x)
    ms.set_seed(7)
    graph = ms.jit(f)(x)
    np.testing.assert_array_equal(graph.asnumpy(), eager.asnumpy())
