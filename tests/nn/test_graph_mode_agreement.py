"""Layers, losses and whole training steps give the same numbers in Graph mode as in PyNative.

Every ``construct`` in msgraph.nn is written in the static-graph subset; this checks
that the compiler accepts each one and agrees with the eager run.  Skipped when the
compiler is not importable.
"""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

compiler = pytest.importorskip("msgraph.compiler")

RNG = np.random.default_rng(0)
X4 = ms.Tensor(RNG.normal(size=(8, 4)).astype(np.float32))
IDS = ms.Tensor(np.array([0, 1, 0, 1, 1, 0, 1, 0], np.int32))
IMG = ms.Tensor(RNG.normal(size=(2, 3, 8, 8)).astype(np.float32))

LAYERS = {
    "Dense": (lambda: nn.Dense(4, 3, activation="relu"), (X4,)),
    "Dense3d": (lambda: nn.Dense(4, 3), (ms.Tensor(np.ones((2, 3, 4), np.float32)),)),
    "Sequential": (lambda: nn.SequentialCell(nn.Dense(4, 3), nn.Tanh(), nn.Dense(3, 2), nn.Sigmoid()), (X4,)),
    "GELU": (lambda: nn.GELU(), (X4,)),
    "Softmax": (lambda: nn.Softmax(), (X4,)),
    "LogSoftmax": (lambda: nn.LogSoftmax(), (X4,)),
    "Flatten": (lambda: nn.Flatten(), (IMG,)),
    "Dropout-eval": (lambda: nn.Dropout(p=0.5), (X4,)),
    "Conv2d": (lambda: nn.Conv2d(3, 4, 3, has_bias=True), (IMG,)),
    "Conv2d-pad": (lambda: nn.Conv2d(3, 4, 3, stride=2, pad_mode="pad", padding=1), (IMG,)),
    "MaxPool2d": (lambda: nn.MaxPool2d(2, 2), (IMG,)),
    "AvgPool2d": (lambda: nn.AvgPool2d(2, 2), (IMG,)),
    "BatchNorm2d-train": (lambda: nn.BatchNorm2d(3).set_train(), (IMG,)),
    "BatchNorm1d-eval": (lambda: nn.BatchNorm1d(4, moving_var_init=2.0), (X4,)),
    "LayerNorm": (lambda: nn.LayerNorm((4,)), (X4,)),
    "Embedding": (lambda: nn.Embedding(5, 3), (IDS,)),
    "Embedding-one-hot": (lambda: nn.Embedding(5, 3, use_one_hot=True), (IDS,)),
    "SoftmaxCE-sparse": (lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                         (ms.Tensor(X4.asnumpy()[:, :2]), IDS)),
    "MSELoss": (lambda: nn.MSELoss(), (X4, ms.Tensor(X4.asnumpy() * 0.5))),
    "L1Loss": (lambda: nn.L1Loss("sum"), (X4, ms.Tensor(X4.asnumpy() * 0.5))),
    "BCEWithLogits": (lambda: nn.BCEWithLogitsLoss(), (X4, ms.Tensor((X4.asnumpy() > 0).astype(np.float32)))),
}


def _run(mode, make, args):
    ms.set_context(mode=mode)
    ms.set_seed(0)
    cell = make()
    out = cell(*args)
    state = [p.asnumpy().copy() for p in cell.get_parameters()]
    ms.set_context(mode=ms.PYNATIVE_MODE)
    return out.asnumpy(), state


@pytest.mark.parametrize("name", sorted(LAYERS))
def test_layer_graph_matches_pynative(name):
    make, args = LAYERS[name]
    eager, eager_state = _run(ms.PYNATIVE_MODE, make, args)
    graph, graph_state = _run(ms.GRAPH_MODE, make, args)
    np.testing.assert_allclose(graph, eager, rtol=1e-5, atol=1e-6)
    for g, e in zip(graph_state, eager_state):  # BatchNorm statistics updated the same way
        np.testing.assert_allclose(g, e, rtol=1e-5, atol=1e-6)


OPTIMIZERS = {
    "SGD": lambda p: nn.SGD(p, 0.1, momentum=0.9, weight_decay=0.01),
    "Momentum": lambda p: nn.Momentum(p, 0.1, 0.9, use_nesterov=True),
    "Adam": lambda p: nn.Adam(p, 0.01),
    "AdamW": lambda p: nn.AdamW(p, 0.01),
    "AdamWeightDecay": lambda p: nn.AdamWeightDecay(p, 0.01, weight_decay=0.01),
}


def _train(mode, make_opt):
    ms.set_context(mode=mode)
    ms.set_seed(0)
    net = nn.SequentialCell(nn.Conv2d(3, 4, 3, has_bias=True), nn.BatchNorm2d(4), nn.ReLU(), nn.MaxPool2d(2, 2),
                            nn.Flatten(), nn.Dense(64, 2))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), make_opt(net.trainable_params()))
    step.set_train()
    labels = ms.Tensor(np.array([0, 1], np.int32))
    losses = [float(step(IMG, labels).asnumpy()) for _ in range(3)]
    params = [p.asnumpy().copy() for p in step.get_parameters()]
    ms.set_context(mode=ms.PYNATIVE_MODE)
    return losses, params


@pytest.mark.parametrize("opt", sorted(OPTIMIZERS))
def test_train_step_graph_matches_pynative(opt, monkeypatch):
    # Adam normalises a conv bias gradient that is truly zero, so 1-ulp kernel differences (vecmath
    # vs numpy exp) become full steps; compare on the numpy backend, whose math is PyNative's.
    monkeypatch.setenv("MSGRAPH_NUMBA", "0")
    eager_losses, eager_params = _train(ms.PYNATIVE_MODE, OPTIMIZERS[opt])
    graph_losses, graph_params = _train(ms.GRAPH_MODE, OPTIMIZERS[opt])
    np.testing.assert_allclose(graph_losses, eager_losses, rtol=1e-5)
    assert len(graph_params) == len(eager_params)
    for g, e in zip(graph_params, eager_params):  # weights, BN statistics and optimizer state
        np.testing.assert_allclose(g, e, rtol=1e-4, atol=1e-6)
