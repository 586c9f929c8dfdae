"""The transcendental table (msgraph/codegen/transcendentals.py): each column agrees with the numpy
reference -- the libm column compiled by _vm_fallback (MSGRAPH_VECMATH=0), and the CUDA device
column run as plain Python (what the simulator runs).  vecmath's column: tests/codegen/test_vecmath.py."""
import numpy as np
import pytest

from msgraph.codegen.transcendentals import TABLE

X = np.concatenate([np.linspace(-6, 6, 97), [0.0, -0.0, 1e-30, -1e-30, 30.0, -30.0]])


def _domain(name, x):
    return np.abs(x) + 0.5 if name in ("log", "log1p") else x


@pytest.mark.parametrize("name", sorted(TABLE))
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_libm_column_matches_numpy(name, dtype):
    numba = pytest.importorskip("numba")
    from msgraph.codegen import _vm_fallback

    fn = getattr(_vm_fallback, name)

    @numba.njit
    def apply(x, out):
        for i in range(x.shape[0]):
            out[i] = fn(x[i])

    x = _domain(name, X).astype(dtype)
    out = np.empty_like(x)
    apply(x, out)
    want = np.asarray(TABLE[name].numpy(x), dtype)
    np.testing.assert_allclose(out, want, rtol=2e-6 if dtype == np.float32 else 1e-12, atol=1e-30)


@pytest.mark.parametrize("name", sorted(TABLE))
def test_device_column_matches_numpy(name):
    x = _domain(name, X)
    got = np.array([TABLE[name].device(float(v)) for v in x])
    np.testing.assert_allclose(got, TABLE[name].numpy(x), rtol=1e-12, atol=1e-300)


def test_every_kernel_vm_call_has_a_row():
    from msgraph.codegen import vecmath

    assert sorted(vecmath.FUNCTIONS) == sorted(TABLE)
