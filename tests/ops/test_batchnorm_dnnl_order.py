"""BatchNorm's float32 channel sums in oneDNN ncsp batch normalization's order (act32): the numpy formulation of
``_dnnl_csum`` (4 omp-simd lanes per sample, the tail into lane 0, lanes taken one by one) and ``_seq_csum``
(the backward's plain loops) against element-by-element loops, on shapes where numpy could choose another order
(one channel, one sample, fewer than 4 spatial values, a sample block boundary)."""
import numpy as np
import pytest
from _ops_helpers import compile_eager_kernels

from msgraph.ops.batchnorm_ops import _dnnl_csum, _seq_csum

F = np.float32


def _loop_lanes(v):
    n, c, l = v.shape
    out = np.zeros(c, F)
    for ci in range(c):
        s = F(0)
        for ni in range(n):
            lanes = [F(0)] * 4
            k = l // 4
            for i in range(k):
                for j in range(4):
                    lanes[j] = F(lanes[j] + v[ni, ci, 4 * i + j])
            for i in range(4 * k, l):
                lanes[0] = F(lanes[0] + v[ni, ci, i])
            for a in lanes:
                s = F(s + a)
        out[ci] = F(F(0) + s)
    return out


def _loop_seq(v):
    n, c, l = v.shape
    out = np.zeros(c, F)
    for ci in range(c):
        s = F(0)
        for ni in range(n):
            p = F(0)
            for i in range(l):
                p = F(p + v[ni, ci, i])
            s = F(s + p)
        out[ci] = F(F(0) + s)
    return out


@pytest.mark.parametrize("shape", [(1, 1, 1), (1, 1, 3), (1, 1, 37), (3, 1, 50), (1, 3, 9), (2, 4, 4),
                                   (5, 2, 13), (2, 3, 40000), (40, 2, 7), (1, 1, 4099)])
def test_channel_sums_follow_the_loops(shape):
    k = np.arange(int(np.prod(shape)), dtype=np.float64)
    v = (1000.0 + 37.0 * np.sin(0.37 * k)).astype(F).reshape(shape)
    assert np.array_equal(_dnnl_csum(v), _loop_lanes(v))
    assert np.array_equal(_seq_csum(v), _loop_seq(v))


def test_negative_zero_sums_to_positive_zero():
    v = np.full((2, 2, 5), -0.0, F)
    assert not np.signbit(_dnnl_csum(v)).any() and not np.signbit(_seq_csum(v)).any()


# --- one description: the kernels' source and the numpy functions are both made from batchnorm_ops' lanes and
# expressions; the source run as plain Python (no Numba) computes the numpy functions' values bit for bit ---------
@pytest.mark.parametrize("shape", [(1, 1, 3), (3, 1, 50), (5, 2, 13), (2, 3, 9), (4, 2, 4), (9, 1, 2)])
def test_kernel_sources_are_the_numpy_definition(shape):
    from msgraph.ops import batchnorm_ops as B

    c = shape[1]
    k = np.arange(int(np.prod(shape)), dtype=np.float64)
    x = (1000.0 + 37.0 * np.sin(0.37 * k)).astype(F).reshape(shape)
    dy = (3.0 * np.cos(0.11 * k)).astype(F).reshape(shape)
    mean, kk, bias = (np.linspace(lo, lo + 1, c).astype(F) for lo in (999.5, 0.25, -2.0))
    ns = {"np": np}
    for i, src in enumerate((B._LANES, B._LANES_SQ, B._GRAD_SUMS, B._y_source, B._dx_source), 1):
        exec(src(f"k{i}"), ns)  # noqa: S102 - the module's generated kernel source
    outs = [np.empty(c, F) for _ in range(4)]
    ns["k1"](x, x, mean, outs[0])
    ns["k2"](x, x, mean, outs[1])
    ns["k3"](x, dy, mean, outs[2], outs[3])
    assert outs[0].tobytes() == B._dnnl_csum(x).tobytes()
    assert outs[1].tobytes() == B._dnnl_csum((x - mean[:, None]) * (x - mean[:, None])).tobytes()
    assert outs[2].tobytes() == B._seq_csum((x - mean[:, None]) * dy).tobytes()
    assert outs[3].tobytes() == B._seq_csum(dy).tobytes()
    y = np.empty(shape, F)
    ns["k4"](x, mean, kk, bias, y)
    assert y.tobytes() == ((x - mean[:, None]) * kk[:, None] + bias[:, None]).tobytes()
    cnt = F(shape[0] * shape[2])
    dx = np.empty(shape, F)
    ns["k5"](x, dy, mean, kk, bias, mean, kk, np.array([cnt], F), dx)
    ref = (dy - ((x - mean[:, None]) * kk[:, None] * bias[:, None] / cnt + mean[:, None])) * kk[:, None]
    assert dx.tobytes() == ref.tobytes()
    assert B._evaluate(B.DX_EXPR, x=x, dy=dy, m=mean, ds=kk, r=bias, cnt=cnt, bm=mean, g=kk).tobytes() == ref.tobytes()


# --- the compiled kernels (PyNative's fast path: ops._fastpath.run_kernel) against the numpy definition -----------
_KERNELS = ("BatchNorm_csum", "BatchNorm_csum_sq", "BatchNorm_y", "BatchNormGrad_sums", "BatchNormGrad_dx")


@pytest.fixture
def bn_kernels(monkeypatch):
    from msgraph.ops import _fastpath
    from msgraph.ops import batchnorm_ops as B

    x = np.ones((2, 4, _fastpath.MIN_SIZE // 4), F)
    z = np.zeros(4, F)

    def warm():
        B._batch_norm_impl(x, z + 1, z, z, z)
        B._batch_norm_grad_impl(x, x, z + 1, z, z + 1, z, z)

    compile_eager_kernels(monkeypatch, warm, _KERNELS)
    return B, _fastpath


def _bn_all(B, x, dy, sc, bb, dmean, dvar, training=True):
    c = x.shape[1]
    z = np.zeros(c, F)
    with np.errstate(all="ignore"):
        y, m, v = B._batch_norm_impl(x, sc, bb, z + F(0.5), z + F(2), is_training=training)
        g = B._batch_norm_grad_impl(dy, x, sc, m, v, dmean, dvar)
    return (y, m, v) + tuple(g)


@pytest.mark.parametrize("shape", [(1, 1, 65536), (1, 1, 65539), (3, 1, 30001), (5, 3, 4097), (8, 64, 32, 32),
                                   (4, 4, 4, 1027), (7, 9, 1031), (65536, 2), (9, 1, 8000), (6, 5, 1, 2222),
                                   (8, 16, 12, 12), (2, 3, 683), (4096, 1), (1, 2, 2049)])
@pytest.mark.parametrize("kind", ["normal", "offset", "nonfinite", "float16", "dstats", "inference"])
def test_kernels_are_bit_identical_to_numpy(bn_kernels, monkeypatch, shape, kind):
    B, fp = bn_kernels
    rng = np.random.default_rng(abs(hash((shape, kind))) % 1000)
    c = shape[1]
    x = rng.standard_normal(shape).astype(F) * F(3) + F(1000 if kind == "offset" else 0)
    dy = rng.standard_normal(shape).astype(F)
    if kind == "nonfinite":
        x.reshape(-1)[::7919] = np.nan
        dy.reshape(-1)[::10007] = np.inf
    if kind == "float16":
        x, dy = x.astype(np.float16), dy.astype(np.float16)
    sc, bb = rng.standard_normal(c).astype(F), rng.standard_normal(c).astype(F)
    dmean = dvar = np.zeros(c, F)
    if kind == "dstats":
        dmean, dvar = rng.standard_normal(c).astype(F), rng.standard_normal(c).astype(F)
    got = _bn_all(B, x, dy, sc, bb, dmean, dvar, kind != "inference")
    monkeypatch.setattr(B, "_KERNEL_MIN", 1 << 62)
    want = _bn_all(B, x, dy, sc, bb, dmean, dvar, kind != "inference")
    for i, (a, b) in enumerate(zip(got, want)):
        assert a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes(), (i, shape, kind)
