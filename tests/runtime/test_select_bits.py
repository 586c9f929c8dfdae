"""Select's fast path (integer mask arithmetic) gives np.where's result bit for bit."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.ops.math import _select, _select_bits


def _same(a, b):
    it = np.int32 if a.dtype.itemsize == 4 else np.int64
    return a.dtype == b.dtype and a.shape == b.shape and bool((a.view(it) == b.view(it)).all())


SPECIAL = [np.nan, -0.0, np.inf, -np.inf, 0.0, 1.0, -1.0, np.nan, -0.0, 5.0]


@pytest.mark.parametrize("dt", [np.float32, np.float64])
@pytest.mark.parametrize("shape", [(8, 16, 8, 8), (5000,), (100, 100)])
def test_bit_for_bit_with_where(dt, shape):
    rng = np.random.default_rng(0)
    c = rng.standard_normal(shape) > 0
    x = rng.standard_normal(shape).astype(dt)
    y = rng.standard_normal(shape).astype(dt)
    x.flat[:10] = SPECIAL
    y.flat[:10] = SPECIAL[::-1]
    assert _select_bits(c, x, y) is not None             # the fast path is taken
    for yy in (y, np.zeros_like(y), -np.zeros_like(y)):
        assert _same(_select(c, x, yy), np.where(c, x, yy))
    if x.ndim > 1:                                        # non-contiguous operands
        assert _same(_select(c.T, x.T, y.T), np.where(c.T, x.T, y.T))
        assert _same(_select(c[:, ::2], x[:, ::2], y[:, ::2]), np.where(c[:, ::2], x[:, ::2], y[:, ::2]))


def test_other_cases_keep_where():
    c = np.arange(5000) % 3 == 0
    f = np.ones(5000, np.float32)
    assert _select_bits(c, f, np.zeros(5000, np.float64)) is None      # promotion
    assert _select_bits(c, f, np.float32(0)) is None                   # broadcast scalar
    assert _select_bits(c[:10], f[:10], f[:10]) is None                # small: where is fine
    assert _select_bits(c, np.ones(5000, np.int32), np.zeros(5000, np.int32)) is None
    got = _select(c, f, np.zeros(5000, np.float64))
    assert got.dtype == np.float64 and _same(got, np.where(c, f, np.zeros(5000)))


def test_relu_gradient_in_both_modes():
    x = ms.Tensor(np.linspace(-2, 2, 8192, dtype=np.float32).reshape(8, 1024))
    want = (np.linspace(-2, 2, 8192, dtype=np.float32).reshape(8, 1024) > 0).astype(np.float32) * 3.0
    fn49 = lambda t: (ops.relu(t) * 3.0).sum()
    g = ms.grad(fn49)
    np.testing.assert_array_equal(g(x).asnumpy(), want)
    np.testing.assert_array_equal(ms.jit(g)(x).asnumpy(), want)
