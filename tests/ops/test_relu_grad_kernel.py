"""float32 ReluGrad on its compiled Numba kernel (ops/nn_ops.py, ``_fastpath.run_kernel``: both modes) is bit for
bit the numpy definition: dy's bits (NaN payloads, -0.0, inf) where y > 0, +0.0 elsewhere (y NaN, -0.0, 0, < 0)."""
import numpy as np
import pytest
from _ops_helpers import compile_eager_kernels

F = np.float32


@pytest.fixture(scope="module")
def relu_grad_kernel():
    from msgraph.ops import nn_ops as N

    mp = pytest.MonkeyPatch()
    compile_eager_kernels(mp, lambda: N._relu_grad_impl(np.ones((4, 10), F), np.ones((4, 10), F)),
                          ["ReluGrad_f32"], [(N, "_RELU_GRAD_KERNEL_MIN", 1)])
    yield N
    mp.undo()


@pytest.mark.parametrize("shape", [(1,), (7, 3), (32, 6, 24, 24), (2, 3, 5, 7)])
@pytest.mark.parametrize("kind", ["normal", "specials"])
def test_relu_grad_kernel_is_bit_identical_to_numpy(relu_grad_kernel, monkeypatch, shape, kind):
    N = relu_grad_kernel
    rng = np.random.default_rng(len(shape) + len(kind))
    dy = rng.standard_normal(shape).astype(F)
    y = rng.standard_normal(shape).astype(F)
    if kind == "specials":
        sp = np.array([np.nan, -np.nan, np.inf, -np.inf, -0.0, 0.0, 1e-45, -1e-45, 1.0], F)
        dy.reshape(-1)[:] = sp[rng.integers(0, sp.size, dy.size)]
        dy.reshape(-1)[::3] = np.array([0x7fc01234], np.int32).view(F)[0]    # a NaN payload
        y.reshape(-1)[:] = sp[rng.integers(0, sp.size, y.size)]
    got = N._relu_grad_impl(dy, y)
    monkeypatch.setattr(N, "_RELU_GRAD_KERNEL_MIN", 1 << 62)
    want = N._relu_grad_impl(dy, y)
    assert got.shape == want.shape and got.dtype == want.dtype == F
    assert got.tobytes() == want.tobytes()
