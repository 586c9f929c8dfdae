"""nn.BatchNorm1d/2d on the fused BatchNorm/BatchNormGrad ops: values recorded from MindSpore 2.10
(CPU, PyNative; /tmp/ms oracle), both modes, and PyNative == Graph bit for bit."""
from __future__ import annotations

import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, nn
from msgraph.ops.batchnorm_ops import BatchNorm, BatchNormGrad

X = (np.arange(24, dtype=np.float32).reshape(2, 3, 2, 2) * 0.37 % 1.3)
W = (np.arange(24, dtype=np.float32).reshape(2, 3, 2, 2) * 0.13 % 0.7) - 0.3

# MindSpore 2.10: nn.BatchNorm2d(3, momentum=0.8, gamma/beta below), loss sum(bn(x) * W), grads wrt x, gamma, beta.
MS_LOSS = -0.06586928
MS_GX = [-0.30518338, -0.19356515, -0.081946895, 0.02967138, 0.16216962, 1.3569496, -1.1259922, 0.06878792,
         0.23447323, 0.13777056, 0.04106775, -0.05125234, -0.21643113, -0.1048128, 0.006805256, 0.8654628,
         1.7497059, -0.73323536, -1.3365827, -0.14180289, 0.052348003, -0.04435453, -0.13667494, -0.23337774]
MS_GGAMMA = [0.7390116, -0.80174315, 1.5692109]
MS_GBETA = [-0.20000029, 0.45999962, 0.41999954]
MS_MOVING_MEAN = [0.13250004, 0.13600004, 0.13950007]
MS_MOVING_VAR = [0.83674145, 0.83312, 0.8300557]
MS_INFER = [-0.044849746, 0.35963622, 0.7641222, 1.1686082, -0.103589006, 0.7071393, 1.5178676, 2.328596,
            0.42101035, 0.6240661, 0.82712203, 0.31673855, 0.5454813, 0.9499672, 1.3544536, 0.33777255,
            1.0796365, 1.8903646, -0.14741212, 0.663317, 0.7173622, 0.920418, 0.41003463, 0.6130904]


def _run(mode):
    ms.set_context(mode=mode)
    try:
        bn = nn.BatchNorm2d(3, momentum=0.8, gamma_init=Tensor(np.array([1., 2., 0.5], np.float32)),
                            beta_init=Tensor(np.array([0.1, -0.2, 0.3], np.float32)))
        bn.set_train(True)

        class Loss(nn.Cell):
            def __init__(self):
                super().__init__()
                self.bn = bn

            def construct(self, x, w):
                return (self.bn(x) * w).sum()

        net = Loss()
        gf = ms.value_and_grad(net, 0, bn.trainable_params())
        loss, (gx, (gg, gb)) = gf(Tensor(X), Tensor(W))
        stats = bn.moving_mean.asnumpy().copy(), bn.moving_variance.asnumpy().copy()
        bn.set_train(False)
        inf = bn(Tensor(X)).asnumpy()
        return loss.asnumpy(), gx.asnumpy(), gg.asnumpy(), gb.asnumpy(), stats, inf
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_batchnorm2d_matches_mindspore(mode):
    loss, gx, gg, gb, (mm, mv), inf = _run(mode)
    np.testing.assert_allclose(loss, MS_LOSS, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(gx.ravel(), MS_GX, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(gg, MS_GGAMMA, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(gb, MS_GBETA, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(mm, MS_MOVING_MEAN, rtol=1e-6)
    np.testing.assert_allclose(mv, MS_MOVING_VAR, rtol=1e-6)
    np.testing.assert_allclose(inf.ravel(), MS_INFER, rtol=1e-5, atol=1e-6)


def test_batchnorm_modes_agree_bit_for_bit():
    a, b = _run(ms.PYNATIVE_MODE), _run(ms.GRAPH_MODE)
    for u, v in zip(a[:4] + a[4] + (a[5],), b[:4] + b[4] + (b[5],)):
        np.testing.assert_array_equal(u, v)


def test_batchnorm1d_matches_mindspore():
    x = np.arange(12, dtype=np.float32).reshape(4, 3) * 0.25
    bn = nn.BatchNorm1d(3)
    bn.set_train(True)
    y = bn(Tensor(x)).asnumpy()
    np.testing.assert_allclose(y[:, 0], [-1.3416313, -0.44721043, 0.44721043, 1.3416313], rtol=1e-6)
    np.testing.assert_allclose(bn.moving_variance.asnumpy(), [0.99375] * 3, rtol=1e-6)


def test_fused_op_outputs_batch_mean_and_biased_variance():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((3, 4, 5, 2)).astype(np.float32) * 2 + 1
    one, zero = np.ones(4, np.float32), np.zeros(4, np.float32)
    y, mean, var = BatchNorm(True, 1e-5)(Tensor(x), Tensor(one), Tensor(zero), Tensor(zero), Tensor(one))
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(mean.asnumpy(), x64.mean((0, 2, 3)), rtol=1e-5)
    np.testing.assert_allclose(var.asnumpy(), x64.var((0, 2, 3)), rtol=1e-5)
    ref = (x64 - x64.mean((0, 2, 3), keepdims=True)) / np.sqrt(x64.var((0, 2, 3), keepdims=True) + 1e-5)
    np.testing.assert_allclose(y.asnumpy(), ref, rtol=1e-4, atol=1e-5)
    assert y.asnumpy().dtype == np.float32 and mean.asnumpy().dtype == np.float32


def test_fused_grad_op_rejects_bad_shapes():
    one = Tensor(np.ones(3, np.float32))
    with pytest.raises(ValueError):
        BatchNormGrad()(Tensor(np.ones((2, 3, 2), np.float32)), Tensor(np.ones((2, 3, 4), np.float32)),
                        one, one, one, one, one)
    with pytest.raises(ValueError):
        BatchNorm()(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones(4, np.float32)), one, one, one)


def test_second_order_gradient_through_batchnorm():
    """grad of (sum of squared input-gradient) through BatchNorm vs finite differences in float64."""
    rng = np.random.default_rng(2)
    x0 = rng.standard_normal((3, 2, 2))
    w = rng.standard_normal((3, 2, 2))
    g, b = np.array([1.3, 0.7]), np.array([0.1, -0.2])

    def inner(x):
        y, _, _ = BatchNorm(True, 1e-3)(x, Tensor(g), Tensor(b), Tensor(np.zeros(2)), Tensor(np.ones(2)))
        return (y * Tensor(w) * y).sum()

    def outer(x):
        gx = ms.grad(inner)(x)
        return (gx * gx).sum()

    got = ms.grad(outer)(Tensor(x0)).asnumpy()
    num = np.zeros_like(x0)
    h = 1e-6
    for idx in np.ndindex(*x0.shape):
        xp, xm = x0.copy(), x0.copy()
        xp[idx] += h
        xm[idx] -= h
        num[idx] = (outer(Tensor(xp)).asnumpy() - outer(Tensor(xm)).asnumpy()) / (2 * h)
    np.testing.assert_allclose(got, num, rtol=1e-5, atol=1e-6)


def test_batchnorm2d_bad_input_errors_match_mindspore_classes():
    bn = nn.BatchNorm2d(3)
    with pytest.raises(ValueError):     # MindSpore: ValueError, scale.shape[0] vs the channel dim
        bn(Tensor(np.ones((2, 4, 2, 2), np.float32)))
    with pytest.raises(TypeError):      # MindSpore: TypeError, input_x must be Float16/Float32
        bn(Tensor(np.ones((2, 3, 2, 2), np.int32)))
