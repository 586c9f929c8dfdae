"""Optimizers inside a Graph-mode train step: one compile for all steps, PyNative's numbers."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

X = np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5], [-1.0, 2.0, 0.75], [0.1, 0.2, 0.3]], np.float32)
Y = np.array([[1.0, 0.0], [0.0, 1.0], [0.5, -0.5], [0.2, 0.1]], np.float32)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        w = np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32)
        self.fc = nn.Dense(3, 2, weight_init=ms.Tensor(w), bias_init="zeros")
        self.gamma = ms.Parameter(ms.Tensor(np.array([1.0, 0.5], np.float32)), name="gamma")

    def construct(self, x):
        return self.fc(x) * self.gamma


def _groups(net):
    return [{"params": [net.fc.weight], "lr": nn.WarmUpLR(0.1, 3), "weight_decay": 0.01},
            {"params": [net.fc.bias, net.gamma], "lr": 0.05}]


OPTS = {
    "momentum_list": lambda n: nn.Momentum(n.trainable_params(), [0.1, 0.08, 0.06, 0.04, 0.02], 0.9),
    "sgd_tensor_lr": lambda n: nn.SGD(n.trainable_params(), ms.Tensor(np.linspace(0.2, 0.1, 5).astype(np.float32))),
    "adam_schedule": lambda n: nn.Adam(n.trainable_params(), nn.CosineDecayLR(0.001, 0.01, 4), use_amsgrad=True),
    "rmsprop_groups": lambda n: nn.RMSProp(_groups(n), 0.01, momentum=0.5, centered=True),
    "adagrad_poly": lambda n: nn.Adagrad(n.trainable_params(), learning_rate=nn.PolynomialDecayLR(0.1, 0.01, 3, 2.0)),
    "awd_dynamic_wd": lambda n: nn.AdamWeightDecay(n.trainable_params(), 0.01,
                                                   weight_decay=nn.ExponentialDecayLR(0.1, 0.5, 1)),
}


def _run(make, mode, steps=5):
    ms.set_context(mode=mode)
    net = Net()
    opt = make(net)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    losses = [float(step(ms.Tensor(X), ms.Tensor(Y)).asnumpy()) for _ in range(steps)]
    return losses, [p.asnumpy().copy() for p in net.trainable_params()], step, opt


@pytest.mark.parametrize("name", sorted(OPTS))
def test_graph_compiles_once_and_matches_pynative(name):
    l_py, p_py, _, opt_py = _run(OPTS[name], ms.PYNATIVE_MODE)
    l_gr, p_gr, step, opt_gr = _run(OPTS[name], ms.GRAPH_MODE)
    info = ms.compiled(step).cache_info()
    assert info.compiles == 1, info
    np.testing.assert_allclose(l_gr, l_py, rtol=1e-5, atol=1e-7)
    for a, b in zip(p_gr, p_py):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-7)
    assert int(opt_gr.global_step.asnumpy()[0]) == 5 == int(opt_py.global_step.asnumpy()[0])
    # the training moved the weights and the loss went down
    assert l_py[-1] < l_py[0]


def test_set_data_on_learning_rate_does_not_recompile():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = Net()
    opt = nn.SGD(net.trainable_params(), 0.1)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    step(ms.Tensor(X), ms.Tensor(Y))
    before = [p.asnumpy().copy() for p in net.trainable_params()]
    opt.learning_rate.set_data(ms.Tensor(np.array(0.0, np.float32)))
    step(ms.Tensor(X), ms.Tensor(Y))
    for a, b in zip(before, net.trainable_params()):
        np.testing.assert_array_equal(a, b.asnumpy())
    assert ms.compiled(step).cache_info().compiles == 1
