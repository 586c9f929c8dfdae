"""MaxPoolGradReluGrad (ops/pooling.py): Graph mode's one-op form of ``ReluGrad(MaxPoolGrad(x, dout), x)``.  Its
compiled kernel (MaxPoolGrad's, with ReluGrad's kernel expression at each window's pick) is bit for bit the two ops'
impls run one after the other -- NaN windows, ties, +-inf, float32's lowest, -0.0 (in x and in dout), non-finite
dout, partial windows -- and its numpy fallback is that composition."""
import numpy as np
import pytest
from _ops_helpers import compile_eager_kernels

F = np.float32


@pytest.fixture(scope="module")
def fused_kernels():
    from msgraph.ops import pooling as P

    x = np.ones((2, 4, 32, 32), F)
    attrs = dict(P._POOL_ATTRS, kernel_size=2, strides=2)

    def warm():
        P._maxpool_grad_relu_grad_impl(x, np.ones((2, 4, 16, 16), F), **attrs)

    mp = pytest.MonkeyPatch()
    compile_eager_kernels(mp, warm, ("MaxPoolGradReluGrad_2x2",))
    yield P
    mp.undo()


def _composition(P, x, dy, attrs):
    from msgraph.ops.nn_ops import _relu_grad_impl

    return _relu_grad_impl(P._maxpool_grad_impl(x, dy, **attrs), x)


_GEOS = [dict(kernel_size=2, strides=2), dict(kernel_size=3, strides=3), dict(kernel_size=(2, 3), strides=(2, 3)),
         dict(kernel_size=3, strides=2), dict(kernel_size=2, strides=2, pad_mode="same")]


@pytest.mark.parametrize("geo", range(len(_GEOS)))
@pytest.mark.parametrize("kind", ["relu", "normal", "ties", "zeros", "nan", "inf", "lowest", "dout"])
@pytest.mark.parametrize("shape", [(32, 6, 24, 24), (3, 5, 17, 19), (2, 3, 16, 16)])
def test_fused_kernel_is_bit_identical_to_the_two_ops(fused_kernels, monkeypatch, geo, kind, shape):
    P = fused_kernels
    attrs = dict(P._POOL_ATTRS, **_GEOS[geo])
    rng = np.random.default_rng(geo * 100 + len(kind))
    x = rng.standard_normal(shape).astype(F)
    if kind == "relu":          # a ReLU's output: many windows of zeros, their pick not > 0
        x = np.maximum(x, F(0)) + F(0)
    elif kind == "ties":
        x = np.round(x).astype(F)
    elif kind == "zeros":       # -0.0 and +0.0 tie: the pick's own sign of zero
        x = np.where(rng.random(shape) < 0.5, F(-0.0), F(0.0)).astype(F)
        x.reshape(-1)[::7] = 1.0
    elif kind == "nan":
        x.reshape(-1)[::37] = np.nan
    elif kind == "inf":
        x.reshape(-1)[::3] = -np.inf
        x.reshape(-1)[::11] = np.inf
    elif kind == "lowest":
        x.reshape(-1)[::2] = -np.inf
        x.reshape(-1)[1::4] = np.finfo(F).min
        x.reshape(-1)[::53] = np.nan if shape[0] == 3 else -np.inf
    try:
        y = P._maxpool_impl(x, **attrs)
    except Exception:  # noqa: BLE001 - a geometry this shape refuses
        return
    dy = rng.standard_normal(y.shape).astype(F)
    if kind in ("dout", "relu"):
        dy.reshape(-1)[::5] = -0.0
        dy.reshape(-1)[::7] = np.inf
        dy.reshape(-1)[::13] = np.nan
        dy.reshape(-1)[::17] = -np.inf
    from msgraph.codegen import backend
    from msgraph.ops import _fastpath

    with np.errstate(all="ignore"):
        for _ in range(2):     # this geometry's kernel: asked for at the second call (Numba is loaded)
            P._maxpool_grad_relu_grad_impl(x, dy, **attrs)
        assert backend.wait_for_kernels(600)
        k, s, p, _ = P._pool_geo("MaxPool", x, attrs)
        on_kernel = not any(p) and k == s and x.size >= P._POOL_KERNEL_MIN
        if on_kernel:
            assert _fastpath._kernels.get((f"MaxPoolGradReluGrad_{k[0]}x{k[1]}", "kernel"))
        got = P._maxpool_grad_relu_grad_impl(x, dy, **attrs)
        want_kernels = _composition(P, x, dy, attrs)      # MaxPoolGrad's and ReluGrad's own kernels
        monkeypatch.setattr(P, "_POOL_KERNEL_MIN", 1 << 62)
        want = _composition(P, x, dy, attrs)              # MaxPoolGrad's numpy definition
        assert P._maxpool_grad_relu_grad_impl(x, dy, **attrs).tobytes() == want.tobytes()
    for w in (want, want_kernels):
        assert got.dtype == w.dtype and got.shape == w.shape and got.tobytes() == w.tobytes(), (geo, kind, shape)
    # with a row pitch (Graph mode, a result read by convolution gradients in their wide layout): the same values, as
    # a view of wider rows whose extra columns are +0.0 (the kernel) -- or the plain composition (no kernel)
    monkeypatch.undo()
    pitch = shape[3] + 5
    with np.errstate(all="ignore"):
        wide = P._maxpool_grad_relu_grad_impl(x, dy, row_pitch=pitch, **attrs)
    assert wide.shape == got.shape and wide.tobytes() == got.tobytes(), (geo, kind, shape)
    from msgraph.ops import conv as C
    rows = C._zero_pitched(wide, pitch)
    assert (rows is not None) == on_kernel
    if rows is not None:
        assert rows.shape == shape[:3] + (pitch,) and not rows[..., shape[3]:].view(np.int32).any()
        assert C._dy_wide(wide, 1, pitch).base is rows.base or C._dy_wide(wide, 1, pitch).base is rows
    if not on_kernel:
        return
    # the forward's picks (MaxPoolPicks, Graph mode): MaxPool's values; then the gradient of that very x scatters them
    from msgraph.codegen import backend
    from msgraph.ops import _fastpath

    with np.errstate(all="ignore"):
        for _ in range(2):    # the picks kernel, then (once there are picks) the scatter's
            for _ in range(2):
                P._maxpool_picks_impl(x, **attrs)
                P._maxpool_grad_relu_grad_impl(x, dy, **attrs)
            assert backend.wait_for_kernels(600)
        pooled = P._maxpool_picks_impl(x, **attrs)
        assert P._picks_of(x, k) is not None and P._picks_of(x.copy(), k) is None
        assert pooled.tobytes() == P._maxpool_impl(x, **attrs).tobytes(), (geo, kind, shape)
        via = P._maxpool_grad_relu_grad_impl(x, dy, **attrs)
        assert _fastpath._kernels.get((f"MaxPoolGradPicksReluGrad_{k[0]}x{k[1]}", "kernel"))
        assert via.tobytes() == want.tobytes(), (geo, kind, shape)
        wide = P._maxpool_grad_relu_grad_impl(x, dy, row_pitch=pitch, **attrs)
        assert wide.tobytes() == want.tobytes() and not wide.base[..., shape[3]:].view(np.int32).any()


def test_other_dtypes_and_small_inputs_are_the_composition(fused_kernels):
    P = fused_kernels
    attrs = dict(P._POOL_ATTRS, kernel_size=2, strides=2)
    rng = np.random.default_rng(3)
    for dt, shape in ((np.float64, (2, 3, 8, 8)), (np.float16, (2, 3, 8, 8)), (F, (1, 2, 4, 4))):
        x = rng.standard_normal(shape).astype(dt)
        dy = rng.standard_normal((shape[0], shape[1], shape[2] // 2, shape[3] // 2)).astype(dt)
        got = P._maxpool_grad_relu_grad_impl(x, dy, **attrs)
        want = _composition(P, x, dy, attrs)
        assert got.dtype == want.dtype == dt and got.tobytes() == want.tobytes()
