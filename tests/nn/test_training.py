"""Short PyNative training runs: the loss goes down."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn


def _data(n=64):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(n, 4)).astype(np.float32)
    labels = (x[:, 0] + 0.5 * x[:, 1] > 0).astype(np.int32)
    return ms.Tensor(x), ms.Tensor(labels)


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(4, 16), nn.ReLU(), nn.Dense(16, 2))

    def construct(self, x):
        return self.body(x)


@pytest.mark.parametrize("make_opt", [
    lambda p: nn.SGD(p, 0.5, momentum=0.9),
    lambda p: nn.Momentum(p, 0.1, 0.9),
    lambda p: nn.Adam(p, 0.05),
    lambda p: nn.AdamW(p, 0.05),
])
def test_train_one_step_cell_reduces_loss(make_opt):
    ms.set_seed(0)
    x, y = _data()
    net = Classifier()
    loss_net = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
    train = nn.TrainOneStepCell(loss_net, make_opt(net.trainable_params()))
    train.set_train()
    losses = [float(train(x, y).asnumpy()) for _ in range(15)]
    assert losses[-1] < 0.5 * losses[0]
    # names are unchanged by the wrappers (auto_prefix=False)
    assert net.body[0].weight.name == "body.0.weight"


def test_value_and_grad_training_loop_with_batchnorm_and_dropout():
    ms.set_seed(1)
    x, y = _data()
    net = nn.SequentialCell(nn.Dense(4, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(16, 2))
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Adam(net.trainable_params(), 0.05)
    net.set_train()

    def forward(data, label):
        return loss_fn(net(data), label)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    losses = []
    for _ in range(15):
        loss, grads = grad_fn(x, y)
        opt(grads)
        losses.append(float(loss.asnumpy()))
    assert losses[-1] < 0.6 * losses[0]
    assert np.abs(net[1].moving_mean.asnumpy()).sum() > 0  # BatchNorm statistics moved
    net.set_train(False)
    acc = (net(x).asnumpy().argmax(-1) == y.asnumpy()).mean()
    assert acc > 0.85


def test_train_one_step_cell_sens_scales_gradients():
    ms.set_seed(0)
    x, y = _data(8)
    results = []
    for sens in (1.0, 2.0):
        ms.set_seed(0)
        net = Classifier()
        loss_net = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
        train = nn.TrainOneStepCell(loss_net, nn.SGD(net.trainable_params(), 0.1), sens=sens)
        w0 = net.body[0].weight.asnumpy().copy()
        train(x, y)
        results.append(net.body[0].weight.asnumpy() - w0)
    np.testing.assert_allclose(results[1], 2 * results[0], rtol=1e-4, atol=1e-7)


class _LossAndLogits(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 2, weight_init=ms.Tensor(np.eye(2, dtype=np.float32)), bias_init="zeros")

    def construct(self, x):
        out = self.fc(x)
        return (out * out).mean(), out


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_train_one_step_cell_without_sens_differentiates_every_output(mode):
    # MindSpore's TrainOneStepCell without sens: GradOperation's ones for every output (loss + sum(logits))
    ms.set_context(mode=mode)
    try:
        net = _LossAndLogits()
        step = nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), 1.0))
        x = ms.Tensor(np.array([[1.0, 2.0]], np.float32))
        loss, out = step(x)
        np.testing.assert_allclose(loss.asnumpy(), 2.5)
        np.testing.assert_allclose(out.asnumpy(), [[1.0, 2.0]])
        # d(mean(out^2) + sum(out))/dW[i, j] = (out_i + 1) * x_j
        np.testing.assert_allclose(net.fc.weight.asnumpy(), np.eye(2) - np.array([[2.0, 4.0], [3.0, 6.0]]))
        other = _LossAndLogits()
        with pytest.raises(AttributeError):   # a number sens: F.fill(loss.dtype, ...) of the tuple
            nn.TrainOneStepCell(other, nn.SGD(other.trainable_params(), 1.0), sens=2.0)(x)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
