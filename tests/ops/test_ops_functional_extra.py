"""MindSpore 2.x function forms composed of registry ops (functional_extra): values against numpy,
index dtypes, both modes, and gradients."""
import numpy as np

import msgraph as ms
from msgraph import ops

from _ops_helpers import T, both_modes

X = np.array([[1.0, 5.0, 3.0], [4.0, 2.5, 6.0]], np.float32)


def test_max_min_std_var_logsumexp():
    v, i = ops.max(T(X), 1)
    assert i.dtype == ms.int64 and v.asnumpy().tolist() == [5.0, 6.0] and i.asnumpy().tolist() == [1, 2]
    v, i = ops.min(T(X), axis=0, keepdims=True)
    assert v.shape == (1, 3) and i.asnumpy().tolist() == [[0, 1, 0]]
    assert ops.max(T(X))[0].shape == ()
    np.testing.assert_allclose(ops.std(T(X), 1).asnumpy(), X.std(1), rtol=1e-6)
    np.testing.assert_allclose(ops.var(T(X), 1, ddof=1).asnumpy(), X.var(1, ddof=1), rtol=1e-6)
    lse = np.log(np.exp(X.astype(np.float64)).sum(1))
    np.testing.assert_allclose(ops.logsumexp(T(X), 1).asnumpy(), lse, rtol=1e-6)


def test_losses_against_numpy():
    t = np.array([1, 0])
    logp = X - np.log(np.exp(X.astype(np.float64)).sum(1, keepdims=True))
    ce = -logp[[0, 1], t].mean()
    np.testing.assert_allclose(ops.cross_entropy(T(X), T(t, np.int32)).asnumpy(), ce, rtol=1e-6)
    np.testing.assert_allclose(ops.nll_loss(T(logp), T(t, np.int32), reduction="sum").asnumpy(), 2 * ce, rtol=1e-6)
    ignored = ops.nll_loss(T(logp), T([1, -100], np.int32))
    np.testing.assert_allclose(ignored.asnumpy(), -logp[0, 1], rtol=1e-6)
    np.testing.assert_allclose(ops.mse_loss(T(X), T(X * 0.5)).asnumpy(), ((X * 0.5) ** 2).mean(), rtol=1e-6)
    np.testing.assert_allclose(ops.l1_loss(T(X), T(X * 0.5), "sum").asnumpy(), (X * 0.5).sum(), rtol=1e-6)


def test_arrays_and_small_math_in_both_modes():
    def f(a):
        return (ops.tril(a), ops.triu(a, 1), ops.trace(a), ops.movedim(a, 0, 1), ops.vstack((a, a)),
                ops.masked_fill(a, a > 2, 0.0), ops.log2(a), ops.xlogy(a, a), ops.lerp(a, a * 2, 0.25),
                ops.logaddexp(a, a), ops.erfc(a * 0.1), ops.trunc(a * -0.7), ops.isinf(a / 0.0))
    out = both_modes(f, T(X))
    np.testing.assert_array_equal(out[0].asnumpy(), np.tril(X))
    np.testing.assert_array_equal(out[1].asnumpy(), np.triu(X, 1))
    assert out[2].asnumpy() == np.trace(X)
    np.testing.assert_allclose(out[6].asnumpy(), np.log2(X), rtol=1e-6)
    np.testing.assert_array_equal(out[11].asnumpy(), np.trunc(X * -0.7))
    assert out[12].asnumpy().all()
    g1, g2 = ops.meshgrid(T(np.arange(2), np.int32), T(np.arange(3), np.int32))
    n1, n2 = np.meshgrid(np.arange(2), np.arange(3))
    np.testing.assert_array_equal(g1.asnumpy(), n1)
    np.testing.assert_array_equal(g2.asnumpy(), n2)
    np.testing.assert_allclose(ops.linspace(0, 1, 5).asnumpy(), np.linspace(0, 1, 5))


def test_gradients_in_both_modes():
    t = T([1, 0], np.int32)

    def loss(a):
        return ops.cross_entropy(a, t) + ops.logsumexp(a, 1).sum() + ops.std(a) + ops.max(a, 1)[0].sum()
    fn61 = lambda a: ms.grad(loss)(a)
    g = both_modes(fn61, T(X))
    x = X.astype(np.float64)
    p = np.exp(x) / np.exp(x).sum(1, keepdims=True)
    want = (p - np.eye(3)[[1, 0]]) / 2 + p + (x - x.mean()) / (x.size * x.std()) + (x == x.max(1, keepdims=True))
    np.testing.assert_allclose(g.asnumpy(), want, rtol=1e-5, atol=1e-6)


def test_masked_fill_tensor_value_dtype_rule():
    """MindSpore 2.10's CPU MaskedFill with a 0-d Tensor value (adapt44pn): float takes float, int16/32/64 mix,
    other dtypes only their own -- the same for Tensor.masked_fill and ops.masked_fill."""
    import pytest

    mask = ms.Tensor(np.array([True, False, True]))
    ok = [(np.float32, np.float64), (np.int32, np.int64), (np.int16, np.int32), (np.uint8, np.uint8),
          (np.bool_, np.bool_)]
    bad = [(np.float32, np.int32), (np.int32, np.float32), (np.int8, np.int32), (np.uint8, np.int32),
           (np.bool_, np.int32)]
    for xd, vd in ok:
        x, v = ms.Tensor(np.array([0, 1, 2]).astype(xd)), ms.Tensor(np.array(1).astype(vd))
        for r in (x.masked_fill(mask, v), ops.masked_fill(x, mask, v)):
            assert r.dtype == x.dtype and r.asnumpy().tolist() == np.array([1, 1, 1]).astype(xd).tolist()
    for xd, vd in bad:
        x, v = ms.Tensor(np.array([0, 1, 2]).astype(xd)), ms.Tensor(np.array(1).astype(vd))
        with pytest.raises(TypeError):
            x.masked_fill(mask, v)
        with pytest.raises(TypeError):
            ops.masked_fill(x, mask, v)
