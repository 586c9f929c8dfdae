"""BatchNormReLU (ops/batchnorm_ops.py): Graph mode's one-op form of ``ReLU(BatchNorm(x, ...)[0])``.  Its y kernel
(BatchNorm's normalization with ReLU's kernel expression applied to each element it writes) is bit for bit
BatchNorm's impl then ReLU's -- NaN, +-inf and -0.0 values of y included -- with the statistics unchanged, and every
other path (no kernel, small arrays, other dtypes, inference) is that composition."""
import numpy as np
import pytest
from _ops_helpers import compile_eager_kernels

F = np.float32


@pytest.fixture(scope="module")
def fused_kernel():
    from msgraph.ops import batchnorm_ops as B

    x = np.ones((2, 4, 32, 32), F)
    c = np.ones(4, F)
    mp = pytest.MonkeyPatch()
    compile_eager_kernels(mp, lambda: (B._batch_norm_relu_impl(x, c, c, c, c), B._batch_norm_impl(x, c, c, c, c)),
                          ("BatchNormReLU_y", "BatchNorm_y"))
    yield B
    mp.undo()


def _composition(B, *args, **attrs):
    from msgraph.ops.nn_ops import RELU

    y, m, v = B._batch_norm_impl(*args, **attrs)
    return RELU.impl(y), m, v


def _args(shape, kind, seed):
    rng = np.random.default_rng(seed)
    c = shape[1]
    x = (rng.standard_normal(shape) * 3 + 1).astype(F)
    scale = rng.standard_normal(c).astype(F)
    bias = rng.standard_normal(c).astype(F)
    mean, var = rng.standard_normal(c).astype(F), np.abs(rng.standard_normal(c)).astype(F)
    if kind == "zeros":            # y exactly -0.0 / +0.0 in whole channels (scale 0, bias -0.0 / 0.0)
        scale[::2] = 0
        bias[::2] = -0.0
        bias[1::4] = 0.0
    elif kind == "nan":            # a NaN in one channel makes that channel's y NaN, which ReLU makes 0
        x.reshape(-1)[::997] = np.nan
    elif kind == "inf":
        x.reshape(-1)[shape[-1] + 3] = np.inf
        x.reshape(-1)[-5] = -np.inf
        scale[3 % c] = np.inf
    return x, scale, bias, mean, var


_SHAPES = [(8, 64, 32, 32), (2, 4, 32, 32), (3, 5, 7, 9), (16, 6, 300)]


@pytest.mark.parametrize("shape", _SHAPES)
@pytest.mark.parametrize("kind", ["normal", "zeros", "nan", "inf"])
@pytest.mark.parametrize("training", [True, False])
def test_fused_kernel_is_bit_identical_to_the_two_ops(fused_kernel, shape, kind, training):
    B = fused_kernel
    args = _args(shape, kind, len(shape) * 7 + len(kind))
    with np.errstate(all="ignore"):
        got = B._batch_norm_relu_impl(*args, is_training=training, epsilon=1e-5)
        want = _composition(B, *args, is_training=training, epsilon=1e-5)
    for a, b in zip(got, want):
        assert a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes(), (shape, kind, training)
    if kind == "zeros":
        assert not np.signbit(got[0]).any()
    if kind in ("nan", "inf"):
        assert not np.isnan(got[0]).any()


def test_the_kernel_runs_where_it_should(fused_kernel, monkeypatch):
    """A large float32 input takes the fused kernel (no ReLU pass after it: a kernel that wrote y without ReLU's
    expression would be seen here); float64 and small inputs run the composition."""
    B = fused_kernel
    from msgraph.ops import nn_ops

    calls = []
    real = nn_ops.RELU.impl
    monkeypatch.setattr(nn_ops.RELU, "impl", lambda *a, **k: calls.append(1) or real(*a, **k))
    x, scale, bias, mean, var = _args((8, 16, 16, 16), "normal", 0)
    y = B._batch_norm_relu_impl(x, scale, bias, mean, var)[0]
    assert not calls and (y >= 0).all() and (y > 0).any()
    B._batch_norm_relu_impl(x[:1, :, :2, :2], scale, bias, mean, var)          # under the kernels' size
    assert calls
    calls.clear()
    B._batch_norm_relu_impl(*(a.astype(np.float64) for a in (x, scale, bias, mean, var)))
    assert calls


@pytest.mark.parametrize("dt", [np.float16, np.float64])
def test_other_dtypes_are_the_composition(fused_kernel, dt):
    B = fused_kernel
    args = [a.astype(dt) for a in _args((4, 8, 16, 16), "normal", 5)]
    got = B._batch_norm_relu_impl(*args)
    want = _composition(B, *args)
    for a, b in zip(got, want):
        assert a.dtype == b.dtype and a.tobytes() == b.tobytes()
