"""Conv2DReLU (ops/conv.py): Graph mode's one-op form of ``ReLU(Conv2D(x, w))``.  Its crop kernel (ReLU's kernel
expression applied to each element the stride-1 column form copies out of its wide rows) is bit for bit Conv2D's
impl then ReLU's -- NaN, +-inf and -0.0 results, padding, dilation, groups -- and every other path (strides, the
shifted-GEMM form, other dtypes, no kernel) is that composition."""
import numpy as np
import pytest
from _ops_helpers import compile_eager_kernels

F = np.float32


@pytest.fixture(scope="module")
def fused_kernel():
    from msgraph.ops import conv as C

    x, w = np.ones((4, 3, 32, 32), F), np.ones((4, 3, 3, 3), F)
    attrs = dict(C._CONV_ATTRS, out_channel=4, kernel_size=3)

    mp = pytest.MonkeyPatch()
    compile_eager_kernels(mp, lambda: C._conv2d_relu_impl(x, w, **attrs), ("CropReLU_f32",))
    yield C
    mp.undo()


def _composition(C, x, w, attrs):
    from msgraph.ops.nn_ops import RELU

    return RELU.impl(C._conv2d_impl(x, w, **attrs))


#: (x shape, w shape, attributes): the column form (few channels), padding, dilation, groups; a stride and the
#: shifted-GEMM form (>= 8 channels, long rows) take the composition
_GEOS = [((32, 1, 28, 28), (6, 1, 5, 5), {}), ((32, 6, 12, 12), (16, 6, 5, 5), {}),
         ((3, 4, 17, 19), (5, 4, 3, 3), dict(pad_mode="pad", pad=1)),
         ((2, 3, 16, 15), (4, 3, 3, 2), dict(pad_mode="same", dilation=2)),
         ((2, 6, 12, 12), (4, 3, 3, 3), dict(group=2, pad_mode="pad", pad=(0, 1, 2, 1))),
         ((2, 3, 16, 16), (4, 3, 3, 3), dict(stride=2)),
         ((2, 16, 32, 32), (8, 16, 3, 3), dict(pad_mode="pad", pad=1))]


@pytest.mark.parametrize("geo", range(len(_GEOS)))
@pytest.mark.parametrize("kind", ["normal", "zeros", "nan", "inf"])
def test_fused_kernel_is_bit_identical_to_the_two_ops(fused_kernel, geo, kind):
    C = fused_kernel
    xs, ws, extra = _GEOS[geo]
    attrs = dict(C._CONV_ATTRS, out_channel=ws[0], kernel_size=ws[2:], **extra)
    rng = np.random.default_rng(geo * 10 + len(kind))
    x = rng.standard_normal(xs).astype(F)
    w = rng.standard_normal(ws).astype(F)
    if kind == "zeros":          # -0.0 results (x all -0.0 in places, w positive), which ReLU makes +0.0
        x[..., ::3, :] = -0.0
        w = np.abs(w)
        x = np.where(x > 0, -x, x).astype(F)
    elif kind == "nan":          # NaN results, which ReLU makes 0
        x.reshape(-1)[::41] = np.nan
    elif kind == "inf":
        x.reshape(-1)[::29] = np.inf
        x.reshape(-1)[::31] = -np.inf
    with np.errstate(all="ignore"):
        got = C._conv2d_relu_impl(x, w, **attrs)
        want = _composition(C, x, w, attrs)
    assert got.dtype == want.dtype and got.shape == want.shape and got.tobytes() == want.tobytes(), (geo, kind)
    if kind == "zeros":
        assert not np.signbit(got).any()
    if kind == "nan":
        assert not np.isnan(got).any()


def test_the_kernel_runs_where_it_should(fused_kernel, monkeypatch):
    """The column form's crop is the kernel's (a kernel that copied without ReLU's expression, or a second ReLU pass
    instead of the kernel, would be seen here); other paths run the composition."""
    C = fused_kernel
    from msgraph.ops import nn_ops

    calls = []
    real = nn_ops.RELU.impl
    monkeypatch.setattr(nn_ops.RELU, "impl", lambda *a, **k: calls.append(1) or real(*a, **k))
    x = np.random.default_rng(0).standard_normal((32, 1, 28, 28)).astype(F)
    w = np.random.default_rng(1).standard_normal((6, 1, 5, 5)).astype(F)
    attrs = dict(C._CONV_ATTRS, out_channel=6, kernel_size=5)
    got = C._conv2d_relu_impl(x, w, **attrs)
    assert not calls and (got >= 0).all() and (got > 0).any()
    C._conv2d_relu_impl(x, w, **dict(attrs, stride=2))
    assert calls


def test_other_dtypes_are_the_composition(fused_kernel):
    C = fused_kernel
    rng = np.random.default_rng(3)
    attrs = dict(C._CONV_ATTRS, out_channel=4, kernel_size=3)
    for dt in (np.float16, np.float64):
        x = rng.standard_normal((2, 3, 8, 8)).astype(dt)
        w = rng.standard_normal((4, 3, 3, 3)).astype(dt)
        got = C._conv2d_relu_impl(x, w, **attrs)
        want = _composition(C, x, w, attrs)
        assert got.dtype == want.dtype and got.tobytes() == want.tobytes()
