"""A whole training step compiles as one graph; loss curves equal PyNative's."""
import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn
from msgraph import ops


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 4))

    def construct(self, x):
        return self.net(x)


class ConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, pad_mode="valid")
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(4 * 3 * 3, 3)

    def construct(self, x):
        x = self.pool(ops.relu(self.conv(x)))
        return self.fc(self.flatten(x))


def _data(shape, classes, seed=0):
    rng = np.random.default_rng(seed)
    return (ms.Tensor(rng.normal(size=shape).astype(np.float32)),
            ms.Tensor(rng.integers(0, classes, shape[0]).astype(np.int32)))


def _curve(make_net, opt_name, mode, x, y, steps=6):
    ms.set_seed(0)
    net = make_net()
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    params = net.trainable_params()
    opt = {"sgd": lambda: nn.SGD(params, learning_rate=0.1, momentum=0.9, nesterov=True, weight_decay=1e-4),
           "momentum": lambda: nn.Momentum(params, learning_rate=0.05, momentum=0.9),
           "adam": lambda: nn.Adam(params, learning_rate=0.01),
           "adamw": lambda: nn.AdamW(params, learning_rate=0.01, weight_decay=0.01)}[opt_name]()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    with ms.context_scope(mode=mode):
        losses = [float(step(x, y).asnumpy()) for _ in range(steps)]
    weights = [p.asnumpy().copy() for p in params]
    return losses, weights, step


@pytest.mark.parametrize("opt_name", ["sgd", "momentum", "adam", "adamw"])
def test_train_one_step_cell_graph_equals_pynative(opt_name):
    x, y = _data((32, 8), 4)
    eager, we, _ = _curve(MLP, opt_name, ms.PYNATIVE_MODE, x, y)
    graph, wg, step = _curve(MLP, opt_name, ms.GRAPH_MODE, x, y)
    np.testing.assert_allclose(graph, eager, rtol=1e-5)
    for a, b in zip(wg, we):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)
    assert eager[-1] < eager[0]
    assert ms.compiled(step).cache_info().compiles == 1


def test_conv_net_training_graph_equals_pynative():
    x, y = _data((8, 1, 8, 8), 3)
    eager, _, _ = _curve(ConvNet, "sgd", ms.PYNATIVE_MODE, x, y, steps=4)
    graph, _, _ = _curve(ConvNet, "sgd", ms.GRAPH_MODE, x, y, steps=4)
    np.testing.assert_allclose(graph, eager, rtol=1e-5)


def test_jit_train_step_with_value_and_grad():
    x, y = _data((16, 8), 4)
    results = {}
    for use_jit in (False, True):
        ms.set_seed(0)
        net = MLP()
        loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        opt = nn.SGD(net.trainable_params(), learning_rate=0.1)

        def forward(a, b):
            return loss_fn(net(a), b)

        grad_fn = ms.value_and_grad(forward, None, opt.parameters)

        def train_step(a, b):
            loss, grads = grad_fn(a, b)
            opt(grads)
            return loss

        step = ms.jit(train_step) if use_jit else train_step
        results[use_jit] = [float(step(x, y).asnumpy()) for _ in range(5)]
        if use_jit:
            assert step.cache_info().compiles == 1
    np.testing.assert_allclose(results[True], results[False], rtol=1e-5)


def test_failed_step_leaves_parameters_untouched():
    ms.set_seed(0)
    net = MLP()
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    before = [p.asnumpy().copy() for p in net.trainable_params()]
    bad_x = ms.Tensor(np.ones((4, 7), np.float32))
    with ms.context_scope(mode=ms.GRAPH_MODE):
        with pytest.raises(ValueError):
            step(bad_x, ms.Tensor(np.zeros(4, np.int32)))
        for p, b in zip(net.trainable_params(), before):
            np.testing.assert_array_equal(p.asnumpy(), b)
        x, y = _data((4, 8), 4)
        assert np.isfinite(float(step(x, y).asnumpy()))
