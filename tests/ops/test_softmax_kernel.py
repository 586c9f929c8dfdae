"""MindSpore's float32 Softmax along the last axis (ops/nn_ops.py ``nnacl_softmax_last_axis``: Softmax and
SparseSoftmaxCrossEntropyWithLogits) on its compiled Numba kernel (``_fastpath.run_kernel``, both modes) is bit for
bit the numpy definition: the nnacl exp, the SIMD-order sum over 8-blocks / a 4-block / the tail, NaN and inf rules,
rows summing to 0."""
import numpy as np
import pytest
from _ops_helpers import compile_eager_kernels

F = np.float32


@pytest.fixture(scope="module")
def softmax_kernel():
    from msgraph.ops import nn_ops as N

    mp = pytest.MonkeyPatch()
    compile_eager_kernels(mp, lambda: N.nnacl_softmax_last_axis(np.ones((4, 10), F)), ["SoftmaxLastAxis_f32"],
                          [(N, "_SOFTMAX_KERNEL_MIN", 1)])
    yield N
    mp.undo()


@pytest.mark.parametrize("c", [1, 3, 4, 5, 7, 8, 9, 10, 12, 15, 16, 17, 23, 31, 64, 1000])
@pytest.mark.parametrize("kind", ["normal", "wide", "nan", "inf", "neginf_rows", "huge"])
def test_softmax_kernel_is_bit_identical_to_numpy(softmax_kernel, monkeypatch, c, kind):
    N = softmax_kernel
    rng = np.random.default_rng(c * 7 + len(kind))
    x = rng.standard_normal((37, c)).astype(F)
    if kind == "wide":
        x = (x * F(40)).astype(F)
    elif kind == "nan":
        x.reshape(-1)[::11] = np.nan
    elif kind == "inf":
        x.reshape(-1)[::9] = np.inf
        x.reshape(-1)[::13] = -np.inf
    elif kind == "neginf_rows":
        x[::3] = -np.inf
        x[1::5, :1] = np.nan
    elif kind == "huge":
        x = (x * F(3e37)).astype(F)
    with np.errstate(all="ignore"):
        got = N.nnacl_softmax_last_axis(x)
        monkeypatch.setattr(N, "_SOFTMAX_KERNEL_MIN", 1 << 62)
        want = N.nnacl_softmax_last_axis(x)
    assert got.shape == want.shape and got.dtype == want.dtype == F
    assert got.tobytes() == want.tobytes()
