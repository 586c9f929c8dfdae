"""nn.TrainOneStepWithLossScaleCell and the update cells against a numpy transcription, both modes.

(MindSpore 2.10's CPU build cannot run this step at all -- no kernel for its overflow-status op --
so these numbers are checked against the formulas, not a recording.)"""
import numpy as np
import pytest

import msgraph as ms
from msgraph import amp, nn, ops

# inf inputs and float16 overflow are the point here
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

W0 = np.array([[0.3, -0.2, 0.1], [0.05, 0.4, -0.3]], np.float32)
X = np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5]], np.float32)
Y = np.array([[1.0, 0.0], [0.0, 1.0]], np.float32)
XBAD = X.copy()
XBAD[0, 0] = np.inf


def _net():
    return nn.Dense(3, 2, weight_init=ms.Tensor(W0), bias_init="zeros")


def _reference(xs, scale, factor, window, lr=0.1, mom=0.9):
    """Momentum on MSE loss with a dynamic loss scale: returns per-step (overflow, scale) and weights."""
    w, b = W0.astype(np.float64), np.zeros(2)
    mw, mb = np.zeros_like(w), np.zeros_like(b)
    cur, last = 1, 0
    log = []
    for x in xs:
        with np.errstate(all="ignore"):
            err = x @ w.T + b - Y
            gy = 2 * err / err.size
            gw, gb = gy.T @ x, gy.sum(0)
        overflow = not (np.isfinite(gw).all() and np.isfinite(gb).all())
        scale_ov = max(scale / factor, 1.0) if overflow else scale
        inc = window <= cur - last
        if overflow or inc:
            last = cur
        scale = scale_ov * factor if (inc and not overflow) else scale_ov
        cur += 1
        if not overflow:
            mw, mb = mom * mw + gw, mom * mb + gb
            w, b = w - lr * mw, b - lr * mb
        log.append((overflow, scale))
    return log, w, b


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_dynamic_loss_scale_step(mode):
    ms.set_context(mode=mode)
    net = _net()
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    update = nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0 ** 10, scale_factor=2, scale_window=2)
    step = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=update)
    xs = [X, X, XBAD, X, X, X]
    log, w, b = _reference(xs, 2.0 ** 10, 2, 2)
    for x, (overflow, scale) in zip(xs, log):
        out = step(ms.Tensor(x), ms.Tensor(Y))
        assert isinstance(out, tuple) and len(out) == 3
        loss, cond, sens = out
        assert cond.dtype == ms.bool_ and cond.shape == ()
        assert bool(cond.asnumpy()) is overflow
        assert float(sens.asnumpy()) == scale
    np.testing.assert_allclose(net.weight.asnumpy(), w, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(net.bias.asnumpy(), b, rtol=1e-5, atol=1e-6)
    assert int(opt.global_step.asnumpy()[0]) == 5          # the overflowing step was skipped
    if mode == ms.GRAPH_MODE:
        assert ms.compiled(step).cache_info().compiles == 1


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_tensor_scale_sense_gives_plain_gradients(mode):
    ms.set_context(mode=mode)
    net, ref = _net(), _net()
    scaled = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()),
                                              nn.SGD(net.trainable_params(), 0.1),
                                              scale_sense=ms.Tensor(np.full((1,), 64.0, np.float32)))
    plain = nn.TrainOneStepCell(nn.WithLossCell(ref, nn.MSELoss()), nn.SGD(ref.trainable_params(), 0.1))
    for _ in range(3):
        loss, cond, _ = scaled(ms.Tensor(X), ms.Tensor(Y))
        loss_ref = plain(ms.Tensor(X), ms.Tensor(Y))
        np.testing.assert_allclose(loss.asnumpy(), loss_ref.asnumpy(), rtol=1e-6)
        assert not bool(cond.asnumpy())
    np.testing.assert_allclose(net.weight.asnumpy(), ref.weight.asnumpy(), rtol=1e-6, atol=1e-7)


def test_fixed_update_cell_skips_overflow_but_keeps_scale():
    net = _net()
    step = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()),
                                            nn.SGD(net.trainable_params(), 0.1),
                                            scale_sense=amp.FixedLossScaleManager(32.0).get_update_cell())
    _, cond, sens = step(ms.Tensor(XBAD), ms.Tensor(Y))
    assert bool(cond.asnumpy()) and float(sens.asnumpy()) == 32.0
    np.testing.assert_array_equal(net.weight.asnumpy(), W0)


def test_build_train_network_with_update_cell_off_cpu(monkeypatch):
    import msgraph.context as msctx

    monkeypatch.setattr(msctx, "_check_gpu_usable", lambda: None)   # no GPU needed: the step runs eagerly
    ms.set_context(device_target="GPU")   # MindSpore refuses update cells only on CPU
    net = _net()
    step = amp.build_train_network(net, nn.Momentum(net.trainable_params(), 0.1, 0.9), nn.MSELoss(), level="O2")
    assert isinstance(step, nn.TrainOneStepWithLossScaleCell)
    assert float(step.scale_sense.asnumpy()) == 2.0 ** 24
    loss, cond, _ = step(ms.Tensor(X), ms.Tensor(Y))
    assert loss.dtype == ms.float32
    assert net.weight.dtype == ms.float32


def test_update_cell_names_and_errors():
    cell = nn.DynamicLossScaleUpdateCell(8.0, 2, 10)
    assert [p.name for p in cell.trainable_params() + cell.untrainable_params()] == \
        ["current_iterator_step", "last_overflow_iterator_step"]
    net = _net()
    opt = nn.SGD(net.trainable_params(), 0.1)
    with pytest.raises(TypeError):
        nn.TrainOneStepWithLossScaleCell(net, opt, scale_sense=2.0)
    with pytest.raises(ValueError):
        nn.TrainOneStepWithLossScaleCell(net, opt, scale_sense=ms.Tensor(np.ones(2, np.float32)))


class _BertStyleStep(nn.TrainOneStepWithLossScaleCell):
    """The shape of the model zoo's subclasses: its own construct built from the base's helpers."""

    def __init__(self, network, optimizer, scale_update_cell):
        super().__init__(network, optimizer, scale_update_cell)
        self.loss_scale = ms.Parameter(ms.Tensor(np.float32(scale_update_cell.get_loss_scale())), name="loss_scale")

    def construct(self, x, y):
        weights = self.weights
        loss = self.network(x, y)
        scaling_sens = self.loss_scale
        status, scaling_sens = self.start_overflow_check(loss, scaling_sens)
        grads = self.grad(self.network, weights)(x, y, ops.cast(scaling_sens, ms.float32))
        unscaled = ()
        for g in grads:
            unscaled = unscaled + (g / scaling_sens,)
        grads = self.grad_reducer(unscaled)
        cond = self.get_overflow_status(status, grads)
        overflow = self.loss_scaling_manager(self.loss_scale, cond)
        if not overflow:
            self.optimizer(grads)
        return loss, cond, scaling_sens


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_subclass_in_model_zoo_style(mode):
    ms.set_context(mode=mode)
    net = _net()
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    update = nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0 ** 10, scale_factor=2, scale_window=2)
    step = _BertStyleStep(nn.WithLossCell(net, nn.MSELoss()), opt, update)
    assert isinstance(step, nn.TrainOneStepCell)
    xs = [X, X, XBAD, X, X, X]
    log, w, b = _reference(xs, 2.0 ** 10, 2, 2)
    for x, (overflow, scale) in zip(xs, log):
        _, cond, _ = step(ms.Tensor(x), ms.Tensor(Y))
        assert bool(cond.asnumpy()) is overflow
        assert float(step.loss_scale.asnumpy()) == scale
    np.testing.assert_allclose(net.weight.asnumpy(), w, rtol=1e-5, atol=1e-6)
