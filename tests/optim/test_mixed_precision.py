"""Cell.to_float and amp.auto_mixed_precision: float16 compute, float32 master weights, gradients
through the casts, in both modes."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import amp, nn, ops

W0 = np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32)
B0 = np.array([0.5, -0.25], np.float32)
X = np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5], [0.1, 0.7, -0.3]], np.float32)

MODES = [ms.PYNATIVE_MODE, ms.GRAPH_MODE]


def _dense():
    return nn.Dense(3, 2, weight_init=ms.Tensor(W0), bias_init=ms.Tensor(B0))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = _dense()
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.fc(x)) * 3.0


@pytest.mark.parametrize("mode", MODES)
def test_to_float_computes_in_float16(mode):
    ms.set_context(mode=mode)
    d = _dense().to_float(ms.float16)
    out = d(ms.Tensor(X))
    assert out.dtype == ms.float16
    assert d.weight.dtype == ms.float32
    want = (X.astype(np.float16) @ W0.astype(np.float16).T + B0.astype(np.float16))
    np.testing.assert_allclose(out.asnumpy().astype(np.float32), want.astype(np.float32), rtol=2e-3, atol=2e-3)
    # float16 rounding is visible: not the float32 result bit for bit
    exact = X @ W0.T + B0
    assert not np.array_equal(out.asnumpy().astype(np.float32), exact)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("level", ["to_float", "O1", "O2", "O3"])
def test_gradients_reach_float32_weights(mode, level):
    ms.set_context(mode=mode)
    net = Net()
    model = net.to_float(ms.float16) if level == "to_float" else amp.auto_mixed_precision(net, level)
    ref = Net()
    x = ms.Tensor(X)
    weights = net.trainable_params()
    fn53 = lambda a: ops.cast(model(a), ms.float32).sum()
    got = ms.grad(fn53, None, weights)(x)
    fn54 = lambda a: ref(a).sum()
    want = ms.grad(fn54, None, ref.trainable_params())(x)
    for g, w, p in zip(got, want, weights):
        assert g.dtype == ms.float32 == p.dtype
        np.testing.assert_allclose(g.asnumpy(), w.asnumpy(), rtol=5e-3, atol=5e-3)


@pytest.mark.parametrize("mode", MODES)
def test_levels_output_dtypes(mode):
    ms.set_context(mode=mode)
    x = ms.Tensor(X)
    assert amp.auto_mixed_precision(Net(), "O0")(x).dtype == ms.float32
    for level in ("O1", "O2", "O3"):
        assert amp.auto_mixed_precision(Net(), level)(x).dtype == ms.float32
    assert Net().to_float(ms.float16)(x).dtype == ms.float16


def test_o1_casts_white_listed_ops_only():
    net = amp.auto_mixed_precision(Net(), "O1")
    # Dense is white-listed: its result is float32 after float16 compute; `* 3.0` stays float32
    out = net(ms.Tensor(X))
    exact = np.maximum(X @ W0.T + B0, 0) * 3.0
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), exact, rtol=3e-3, atol=3e-3)
    assert not np.array_equal(out.asnumpy(), exact.astype(np.float32))


@pytest.mark.parametrize("mode", MODES)
def test_o2_keeps_batchnorm_float32_and_updates_statistics(mode):
    ms.set_context(mode=mode)

    class BNNet(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = _dense()
            self.bn = nn.BatchNorm1d(2)

        def construct(self, x):
            return self.bn(self.fc(x))

    net = BNNet()
    net.set_train()
    model = amp.auto_mixed_precision(net, "O2")
    out = model(ms.Tensor(X))
    assert out.dtype == ms.float32
    bn = net.bn._backbone       # the float32 BatchNorm inside its _OutputTo16 wrapper (whose attributes do not
    assert bn.moving_mean.dtype == ms.float32               # read through, as MindSpore's)
    assert not np.allclose(bn.moving_mean.asnumpy(), 0.0)
    with pytest.raises(AttributeError):
        net.bn.moving_mean


@pytest.mark.parametrize("mode", MODES)
def test_build_train_network_o3_trains(mode):
    ms.set_context(mode=mode)
    net = Net()
    step = amp.build_train_network(net, nn.Momentum(net.trainable_params(), 0.01, 0.9), nn.MSELoss(), level="O3")
    y = ms.Tensor(np.zeros((3, 2), np.float32))
    losses = [float(step(ms.Tensor(X), y).asnumpy()) for _ in range(4)]
    assert losses[-1] < losses[0]
    assert net.fc.weight.dtype == ms.float32


def test_to_float_errors():
    with pytest.raises(ValueError):
        Net().to_float(ms.int32)
    with pytest.raises(TypeError):
        amp.auto_mixed_precision(lambda x: x, "O2")
    with pytest.raises(ValueError):
        amp.auto_mixed_precision(Net(), "O7")
    with pytest.raises(ValueError):
        amp.build_train_network(Net(), nn.SGD(Net().trainable_params()), level="O2")   # CPU: no update cell
