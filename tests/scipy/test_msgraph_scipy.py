"""msgraph.scipy internals: the Eigh gradient, the LU factors, the assignment solver, the DCT matrix."""
import itertools

import numpy as np
import pytest

import msgraph as ms
import msgraph.scipy as msp
from msgraph.ops.operations.linalg_ops import Eigh
from msgraph.ops.scipy_prims import _hungarian
from msgraph.scipy.ops import LU
from msgraph.testing.gradcheck import check_grad


def _sym(n, seed=0):
    a = np.random.default_rng(seed).standard_normal((n, n))
    return a + a.T + n * np.eye(n)


@pytest.mark.parametrize("lower", [True, False])
def test_eigh_grad_values_only(lower):
    a = np.tril(_sym(4)) if lower else np.triu(_sym(4))
    check_grad(lambda x: Eigh(False, lower)(x), ms.Tensor(a))


@pytest.mark.parametrize("lower", [True, False])
def test_eigh_grad_with_vectors(lower):
    a = _sym(4, 1)

    def fn(x):
        w, v = Eigh(True, lower)(x)
        return w.sum() + (v * v * ms.Tensor(np.arange(16.).reshape(4, 4))).sum()

    check_grad(fn, ms.Tensor(a))


def test_lu_reconstructs_and_pivots_like_getrf():
    a = np.random.default_rng(2).standard_normal((5, 5))
    lu, piv, p = LU()(ms.Tensor(a))
    lu, piv, p = lu.asnumpy(), piv.asnumpy(), p.asnumpy()
    low = np.tril(lu, -1) + np.eye(5)
    np.testing.assert_allclose(p @ low @ np.triu(lu), a, atol=1e-12)
    assert piv.dtype == np.int32 and p.dtype == np.int32
    assert np.all(np.abs(np.tril(lu, -1)) <= 1 + 1e-12)   # partial pivoting: |l_ij| <= 1


@pytest.mark.parametrize("shape", [(4, 4), (3, 5), (5, 3)])
def test_hungarian_matches_brute_force(shape):
    cost = np.random.default_rng(3).integers(0, 9, shape).astype(np.float64)
    work = cost if shape[0] <= shape[1] else cost.T
    cols = _hungarian(work)
    got = work[np.arange(work.shape[0]), cols].sum()
    best = min(sum(work[i, c] for i, c in enumerate(perm))
               for perm in itertools.permutations(range(work.shape[1]), work.shape[0]))
    assert got == best


def test_dct_matches_definition():
    x = np.random.default_rng(4).standard_normal(6)
    n = np.arange(6)
    want = np.array([2 * np.sum(x * np.cos(np.pi * k * (2 * n + 1) / 12)) for k in range(6)])
    # MindSpore 2.10: norm=None is the orthonormal DCT-II (scale sqrt(1/4n) for k = 0, sqrt(1/2n) after)
    want = want * np.sqrt(1.0 / 12.0)
    want[0] *= np.sqrt(0.5)
    np.testing.assert_allclose(msp.fft.dct(ms.Tensor(x)).asnumpy(), want, rtol=1e-12)
    np.testing.assert_allclose(msp.fft.dct(ms.Tensor(x), norm="ortho").asnumpy(), want, rtol=1e-12)
    np.testing.assert_allclose(msp.fft.idct(msp.fft.dct(ms.Tensor(x))).asnumpy(), x, rtol=1e-12)
    with pytest.raises(ValueError):
        msp.fft.dct(ms.Tensor(x), norm="backward")
    z = msp.fft.dct(ms.Tensor(x + 2j * x))   # complex: real and imaginary parts transformed
    np.testing.assert_allclose(z.asnumpy(), want + 2j * want, rtol=1e-12)


def test_minimize_bfgs_quadratic():
    target = np.array([1., -2., 3.])

    def f(x):
        return ((x - ms.Tensor(target)) ** 2).sum()

    res = msp.optimize.minimize(f, ms.Tensor(np.zeros(3)), method="BFGS")
    np.testing.assert_allclose(res.x.asnumpy(), target, atol=1e-6)
    assert res.success
