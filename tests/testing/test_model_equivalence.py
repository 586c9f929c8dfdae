"""The plugin used the way a user would: small models checked in both modes.

``msgraph_modes`` runs each test in PyNative and Graph mode, ``msgraph_max_compiles``
guards against recompiling a training step, and ``assert_modes_equal`` / ``check_grad``
do the comparisons.
"""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn
from msgraph.testing import assert_modes_equal, check_grad


class MLP(nn.Cell):
    def __init__(self, dtype=ms.float32):
        super().__init__()
        self.fc1 = nn.Dense(4, 8, weight_init="normal", dtype=dtype)
        self.fc2 = nn.Dense(8, 3, weight_init="normal", dtype=dtype)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


def batch(dtype=np.float32, n=5):
    rng = np.random.default_rng(0)
    return ms.Tensor(rng.standard_normal((n, 4)).astype(dtype))


def labels(n=5):
    return ms.Tensor(np.eye(3, dtype=np.float32)[np.arange(n) % 3])


def test_mlp_forward_and_gradients_agree_at_every_level():
    ms.set_seed(1)
    res = assert_modes_equal(MLP(), batch(), grads=True, jit_level=("O0", "O1", "O2"))
    assert set(res.grads["graph-O2"]) == {
        "grad wrt x (input 0)", "grad wrt Parameter 'fc1.weight'", "grad wrt Parameter 'fc1.bias'",
        "grad wrt Parameter 'fc2.weight'", "grad wrt Parameter 'fc2.bias'"}


def test_loss_cell_agrees():
    ms.set_seed(2)
    net = nn.WithLossCell(MLP(), nn.MSELoss())
    assert_modes_equal(net, batch(), labels(), grads=True)


@pytest.mark.msgraph_modes
def test_mlp_gradients_match_finite_differences(ms_mode):
    ms.set_seed(3)
    assert check_grad(MLP(ms.float64), batch(np.float64, n=2), max_elements=12)


@pytest.mark.msgraph_modes
@pytest.mark.msgraph_max_compiles(1)
def test_training_steps_compile_once(ms_mode):
    ms.set_seed(4)
    net = MLP()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                               nn.SGD(net.trainable_params(), learning_rate=0.1))
    step.set_train()
    x, y = batch(), labels()
    losses = [float(step(x, y).asnumpy()) for _ in range(4)]
    assert losses[-1] < losses[0]
