"""float32 MaxPool / MaxPoolGrad on their compiled Numba kernels (ops/pooling.py, ``_fastpath.run_kernel``: both
modes call them from the impl) are bit for bit the numpy definition: NaN rules, -inf/lowest values, padding,
overlapping and partial windows, non-finite dout, -0.0."""
import numpy as np
import pytest
from _ops_helpers import compile_eager_kernels

F = np.float32
_KERNELS = ("MaxPool_2x2_2x2", "MaxPoolGrad_2x2")


@pytest.fixture(scope="module")
def pool_kernels():
    from msgraph.ops import pooling as P

    x = np.ones((2, 4, 32, 32), F)
    attrs = dict(P._POOL_ATTRS, kernel_size=2, strides=2)

    def warm():
        P._maxpool_impl(x, **attrs)
        P._maxpool_grad_impl(x, np.ones((2, 4, 16, 16), F), **attrs)

    mp = pytest.MonkeyPatch()
    compile_eager_kernels(mp, warm, _KERNELS)
    yield P
    mp.undo()


def _both(P, x, dy, attrs):
    with np.errstate(all="ignore"):
        return P._maxpool_impl(x, **attrs), P._maxpool_grad_impl(x, dy, **attrs)


_GEOS = [dict(kernel_size=2, strides=2), dict(kernel_size=3, strides=2), dict(kernel_size=3, strides=1),
         dict(kernel_size=2, strides=2, pad_mode="same"), dict(kernel_size=3, strides=2, pad_mode="same"),
         dict(kernel_size=(2, 3), strides=(1, 2), pad_mode="same"), dict(kernel_size=3, strides=3, pad_mode="pad",
                                                                        pad=1),
         dict(kernel_size=2, strides=3)]


@pytest.mark.parametrize("geo", range(len(_GEOS)))
@pytest.mark.parametrize("kind", ["normal", "ties", "nan", "inf", "lowest", "dout"])
@pytest.mark.parametrize("shape", [(32, 6, 24, 24), (3, 5, 17, 19), (2, 3, 16, 16), (1, 2, 7, 33)])
def test_pool_kernels_are_bit_identical_to_numpy(pool_kernels, monkeypatch, geo, kind, shape):
    P = pool_kernels
    attrs = dict(P._POOL_ATTRS, **_GEOS[geo])
    rng = np.random.default_rng(geo * 100 + len(kind))
    x = rng.standard_normal(shape).astype(F)
    if kind == "ties":
        x = np.round(x).astype(F)
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
    if kind == "dout":
        dy.reshape(-1)[::5] = -0.0
        dy.reshape(-1)[::7] = np.inf
        dy.reshape(-1)[::13] = np.nan
    from msgraph.codegen import backend
    from msgraph.ops import _fastpath

    for _ in range(2):     # this geometry's kernels: asked for at the second call (Numba is loaded)
        _both(P, x, dy, attrs)
    assert backend.wait_for_kernels(600)
    k, s, p, _ = P._pool_geo("MaxPool", x, attrs)
    if not any(p) and x.size >= P._POOL_KERNEL_MIN:
        assert _fastpath._kernels.get((f"MaxPool_{k[0]}x{k[1]}_{s[0]}x{s[1]}", "kernel"))
        if k == s:
            assert _fastpath._kernels.get((f"MaxPoolGrad_{k[0]}x{k[1]}", "kernel"))
    got = _both(P, x, dy, attrs)
    monkeypatch.setattr(P, "_POOL_KERNEL_MIN", 1 << 62)
    want = _both(P, x, dy, attrs)
    for a, b in zip(got, want):
        assert a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes(), (geo, kind, shape)


def test_small_or_other_dtypes_stay_on_numpy(pool_kernels):
    P = pool_kernels
    attrs = dict(P._POOL_ATTRS, kernel_size=2, strides=2)
    x = np.arange(64, dtype=np.float64).reshape(1, 1, 8, 8)
    assert P._maxpool_impl(x, **attrs).dtype == np.float64
    assert P._maxpool_impl(x.astype(np.float16), **attrs).dtype == np.float16
