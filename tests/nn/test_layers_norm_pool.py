"""Norms and pools added by h-nn: references, shapes, errors (MindSpore values: conformance nn/norm_pool.py)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

RNG = np.random.default_rng(5)


@pytest.mark.msgraph_modes
def test_group_and_instance_norm_reference():
    x = RNG.normal(size=(2, 6, 3, 4)).astype(np.float32)
    g = x.reshape(2, 3, -1)
    ref = ((g - g.mean(-1, keepdims=True)) / np.sqrt(g.var(-1, keepdims=True) + 1e-5)).reshape(x.shape)
    np.testing.assert_allclose(nn.GroupNorm(3, 6)(ms.Tensor(x)).asnumpy(), ref, rtol=1e-4, atol=1e-5)
    m, v = x.mean((2, 3), keepdims=True), x.var((2, 3), keepdims=True)
    np.testing.assert_allclose(nn.InstanceNorm2d(6)(ms.Tensor(x)).asnumpy(), (x - m) / np.sqrt(v + 1e-5),
                               rtol=1e-4, atol=1e-5)


@pytest.mark.msgraph_modes
def test_adaptive_pools_reference():
    x = RNG.normal(size=(1, 2, 5, 7)).astype(np.float32)
    avg = nn.AdaptiveAvgPool2d((3, 2))(ms.Tensor(x)).asnumpy()
    mx = nn.AdaptiveMaxPool2d((3, 2))(ms.Tensor(x)).asnumpy()
    for i in range(3):
        r0, r1 = (i * 5) // 3, -(-(i + 1) * 5 // 3)
        for j in range(2):
            c0, c1 = (j * 7) // 2, -(-(j + 1) * 7 // 2)
            np.testing.assert_allclose(avg[..., i, j], x[..., r0:r1, c0:c1].mean((-2, -1)), rtol=1e-5)
            np.testing.assert_allclose(mx[..., i, j], x[..., r0:r1, c0:c1].max((-2, -1)), rtol=1e-6)
    assert nn.AdaptiveAvgPool2d(1)(ms.Tensor(x[0])).shape == (2, 1, 1)


def test_pool1d_unbatched_and_errors():
    x = ms.Tensor(np.arange(10, dtype=np.float32).reshape(1, 10))
    np.testing.assert_allclose(nn.MaxPool1d(2, 2)(x).asnumpy(), [[1, 3, 5, 7, 9]])
    np.testing.assert_allclose(nn.AvgPool1d(2, 2)(x).asnumpy(), [[0.5, 2.5, 4.5, 6.5, 8.5]])
    with pytest.raises(ValueError):
        nn.MaxPool1d(2, padding=1)
    with pytest.raises(ValueError):
        nn.GroupNorm(4, 6)
    with pytest.raises(ValueError):
        nn.BatchNorm3d(3)(ms.Tensor(np.ones((2, 3, 4, 4), np.float32)))


def test_names():
    assert [p.name for p in nn.BatchNorm3d(3).get_parameters()] == [
        "bn2d.moving_mean", "bn2d.moving_variance", "bn2d.gamma", "bn2d.beta"]
    assert [p.name for p in nn.SyncBatchNorm(3).get_parameters()] == ["mean", "variance", "gamma", "beta"]
    assert [p.name for p in nn.Conv2dBnAct(3, 4, 3, has_bn=True).get_parameters()] == [
        "conv.weight", "batchnorm.moving_mean", "batchnorm.moving_variance", "batchnorm.gamma", "batchnorm.beta"]
