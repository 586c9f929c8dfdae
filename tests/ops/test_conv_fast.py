"""The fast conv/pool kernels (wide im2col + one GEMM, col2im, MaxPoolGrad) against direct loops."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

from msgraph.ops import conv as C
from msgraph.ops import pooling as PL

GEOMETRIES = [  # (N, C, H, W, O, kernel, stride, dilation, pad (t, b, l, r), group)
    (2, 3, 7, 6, 4, (3, 3), (1, 1), (1, 1), (0, 0, 0, 0), 1),
    (1, 2, 6, 7, 2, (2, 3), (1, 1), (2, 1), (1, 0, 2, 1), 2),
    (2, 4, 8, 8, 6, (3, 2), (2, 1), (1, 1), (1, 1, 0, 1), 2),
    (1, 1, 9, 9, 3, (5, 5), (1, 1), (1, 1), (2, 2, 2, 2), 1),
    (2, 2, 7, 7, 2, (3, 3), (2, 2), (1, 2), (0, 1, 1, 0), 1),
    # many channels and long rows: the shifted-GEMM forms (C/g >= 8, OH*Wp >= 512)
    (1, 16, 24, 24, 16, (3, 3), (1, 1), (2, 1), (1, 2, 0, 1), 2),
    (2, 8, 22, 24, 8, (5, 3), (1, 1), (1, 1), (2, 2, 1, 1), 1),
    # 32+ channels per group: the filter gradient's (C x L) @ (L x O) orientation; the input gradient as a
    # forward correlation of dout, with groups
    (1, 64, 24, 24, 16, (3, 3), (1, 1), (1, 1), (1, 1, 1, 1), 2),
    # a padding wider than the kernel's reach: the input gradient cannot be a forward correlation (scatter form)
    (1, 8, 24, 24, 8, (3, 3), (1, 1), (1, 1), (3, 0, 1, 2), 1),
]


def _attrs(o, k, s, d, p, g):
    return dict(C._CONV_ATTRS, out_channel=o, kernel_size=k, stride=s, dilation=d, pad_mode="pad", pad=p, group=g)


def _direct(x, w, k, s, d, p, g):
    n, c, h, wd = x.shape
    o = w.shape[0]
    xp = np.pad(x, ((0, 0), (0, 0), (p[0], p[1]), (p[2], p[3])))
    oh = (h + p[0] + p[1] - (k[0] - 1) * d[0] - 1) // s[0] + 1
    ow = (wd + p[2] + p[3] - (k[1] - 1) * d[1] - 1) // s[1] + 1
    out = np.zeros((n, o, oh, ow))
    cg, og = c // g, o // g
    for b, oc, i, j in itertools.product(range(n), range(o), range(oh), range(ow)):
        gi = oc // og
        patch = xp[b, gi * cg:(gi + 1) * cg, i * s[0]:i * s[0] + (k[0] - 1) * d[0] + 1:d[0],
                   j * s[1]:j * s[1] + (k[1] - 1) * d[1] + 1:d[1]]
        out[b, oc, i, j] = np.sum(patch * w[oc])
    return out


@pytest.mark.parametrize("geo", GEOMETRIES)
def test_conv_forward_and_backward_match_direct_loops(geo):
    n, c, h, wd, o, k, s, d, p, g = geo
    rng = np.random.default_rng(1)
    x = rng.standard_normal((n, c, h, wd))
    w = rng.standard_normal((o, c // g) + k)
    a = _attrs(o, k, s, d, p, g)
    y = C._conv2d_impl(x, w, **a)
    np.testing.assert_allclose(y, _direct(x, w, k, s, d, p, g), rtol=1e-10, atol=1e-10)
    dy = rng.standard_normal(y.shape)
    # Both backward ops are adjoints of the (linear) forward: <dy, conv(x, w)> = <dx, x> = <dw, w>.
    dx = C._conv2d_backprop_input_impl(dy, w, x.shape, **a)
    dw = C._conv2d_backprop_filter_impl(dy, x, w.shape, **a)
    e = np.zeros_like(x)
    for idx in [(0, 0, 0, 0), (n - 1, c - 1, h - 1, wd - 1), (0, c // 2, h // 2, wd // 3)]:
        e[...] = 0
        e[idx] = 1
        np.testing.assert_allclose(dx[idx], np.sum(dy * _direct(e, w, k, s, d, p, g)), rtol=1e-10, atol=1e-10)
    ew = np.zeros_like(w)
    for idx in [(0, 0, 0, 0), (o - 1, c // g - 1, k[0] - 1, k[1] - 1)]:
        ew[...] = 0
        ew[idx] = 1
        np.testing.assert_allclose(dw[idx], np.sum(dy * _direct(x, ew, k, s, d, p, g)), rtol=1e-10, atol=1e-10)


def test_non_finite_values_take_the_exact_path():
    # Wide columns multiply their extra columns by zero: an inf there must not turn into NaNs elsewhere.
    rng = np.random.default_rng(2)
    x = rng.standard_normal((1, 1, 5, 5))
    x[0, 0, 0, 4] = np.inf
    w = rng.standard_normal((1, 1, 3, 3))
    a = _attrs(1, (3, 3), (1, 1), (1, 1), (0, 0, 0, 0), 1)
    dy = np.ones((1, 1, 3, 3))
    dw = C._conv2d_backprop_filter_impl(dy, x, w.shape, **a)
    want = np.array([[x[0, 0, i:i + 3, j:j + 3].sum() for j in range(3)] for i in range(3)])
    np.testing.assert_allclose(dw[0, 0], want, rtol=1e-12)   # inf only at [0, 2], no NaN
    wi = w.copy()
    wi[0, 0, 0, 0] = np.inf
    dx = C._conv2d_backprop_input_impl(dy, wi, x.shape, **a)
    assert np.isposinf(dx[0, 0, :3, :3]).all()
    assert np.isfinite(dx[0, 0, 3:]).all() and np.isfinite(dx[0, 0, :, 3:]).all()


def test_non_finite_values_in_the_shifted_forms():
    rng = np.random.default_rng(4)
    x = rng.standard_normal((1, 8, 24, 24))
    x[0, 3, 5, 23] = np.inf
    w = rng.standard_normal((8, 8, 3, 3))
    a = _attrs(8, (3, 3), (1, 1), (1, 1), (1, 1, 1, 1), 1)
    assert C._shifted(8, 24 * 26)
    dy = rng.standard_normal((1, 8, 24, 24))
    dw = C._conv2d_backprop_filter_impl(dy, x, w.shape, **a)
    assert not np.isnan(dw).any()
    wi = w.copy()
    wi[0, 0, 1, 1] = np.inf
    dx = C._conv2d_backprop_input_impl(np.abs(dy), wi, x.shape, **a)
    assert np.isposinf(dx[0, 0]).all() and np.isfinite(dx[0, 1:]).all()


@pytest.mark.parametrize("g", [1, 2])
def test_per_image_shifted_forward_is_bit_identical_to_the_batched_one(g, monkeypatch):
    # large layers loop over the images (cache locality); the GEMMs and the order of the sums are the same
    rng = np.random.default_rng(5)
    x = rng.standard_normal((3, 16, 24, 24)).astype(np.float32)
    w = rng.standard_normal((16, 16 // g, 3, 3)).astype(np.float32)
    a = _attrs(16, (3, 3), (1, 1), (1, 1), (1, 1, 1, 1), g)
    monkeypatch.setattr(C, "_PER_IMAGE_MACS", 1 << 40)
    batched = C._conv2d_impl(x, w, **a)
    monkeypatch.setattr(C, "_PER_IMAGE_MACS", 0)
    per_image = C._conv2d_impl(x, w, **a)
    assert per_image.dtype == np.float32 and per_image.flags.c_contiguous
    np.testing.assert_array_equal(per_image, batched)
    np.testing.assert_allclose(per_image, _direct(x.astype(np.float64), w.astype(np.float64), (3, 3), (1, 1),
                                                  (1, 1), (1, 1, 1, 1), g), rtol=1e-4, atol=1e-4)


def _maxpool_grad_direct(x, dy, k, s, p):
    xp = np.pad(x, ((0, 0), (0, 0), (p[0], p[1]), (p[2], p[3])), constant_values=-np.inf)
    dxp = np.zeros(xp.shape)
    n, c, oh, ow = dy.shape
    for b, ch, i, j in itertools.product(range(n), range(c), range(oh), range(ow)):
        win = xp[b, ch, i * s[0]:i * s[0] + k[0], j * s[1]:j * s[1] + k[1]]
        # MindSpore 2.10's MaxPoolGrad (measured, cpu32/maxpool_nan): the first element greater than all before it,
        # from float32's lowest value (NaN never is); none: the window's first position
        a, cur = 0, float(np.finfo(np.float32).min)
        for t, v in enumerate(win.ravel()):
            if v > cur:
                a, cur = t, v
        dxp[b, ch, i * s[0] + a // k[1], j * s[1] + a % k[1]] += dy[b, ch, i, j]
    return dxp[:, :, p[0]:p[0] + x.shape[2], p[2]:p[2] + x.shape[3]]


@pytest.mark.parametrize("k,s,mode", [((2, 2), (2, 2), "valid"), ((3, 3), (2, 2), "same"), ((2, 3), (1, 2), "valid"),
                                      ((3, 3), (1, 1), "same"), ((2, 3), (2, 3), "valid"), ((2, 2), (2, 2), "same")])
@pytest.mark.parametrize("hw", [(7, 6), (8, 6)])           # tiled windows with and without a remainder row
@pytest.mark.parametrize("dout", ["normal", "zeros_and_inf"])
def test_maxpool_grad_goes_to_the_first_maximum(k, s, mode, hw, dout):
    rng = np.random.default_rng(3)
    x = rng.integers(0, 3, (2, 2) + hw).astype(np.float64)   # many ties
    x[0, 0, 1, 1] = np.nan
    attrs = dict(PL._POOL_ATTRS, kernel_size=k, strides=s, pad_mode=mode)
    y = PL._maxpool_impl(x, **attrs)
    dy = rng.standard_normal(y.shape)
    if dout == "zeros_and_inf":      # -0.0 and inf in dout: the masked-copy path; every zero comes out +0.0
        dy.flat[::3] = -0.0
        dy.flat[1::7] = np.inf
    _, _, p, _ = PL._pool_geo("MaxPool", x, attrs)
    got, want = PL._maxpool_grad_impl(x, dy, **attrs), _maxpool_grad_direct(x, dy, k, s, p)
    np.testing.assert_allclose(got, want)
    assert got.flags.c_contiguous and got.dtype == dy.dtype
    assert not np.signbit(got[got == 0]).any()              # MindSpore prints 0., never -0.


@pytest.mark.parametrize("mode,stride,hw,out_hw", [
    ("valid", 1, (None, None), (None, None)),
    ("same", 2, (None, 8), (None, 4)),
    ("pad", 1, (6, None), (6, None)),
])
def test_conv2d_infer_keeps_unknown_dims_unknown(mode, stride, hw, out_hw):
    """A dynamic input (a while loop's broadened H/W, set_inputs None dims): the known dims are checked and
    computed, the unknown batch / spatial dims stay unknown (adapt40pn/conv_dynamic_hw)."""
    from msgraph.common.aval import Aval

    attrs = dict(C._CONV_ATTRS, out_channel=4, kernel_size=(3, 3), stride=stride, pad_mode=mode,
                 pad=1 if mode == "pad" else 0)
    out = C._conv2d_infer(Aval((None, 2) + hw, np.float32), Aval((4, 2, 3, 3), np.float32), **attrs)
    assert tuple(out.shape) == (None, 4) + out_hw
    with pytest.raises(Exception):   # the channel check still runs
        C._conv2d_infer(Aval((None, 3, None, None), np.float32), Aval((4, 2, 3, 3), np.float32), **attrs)


@pytest.mark.parametrize("stride,group", [((1, 1), 1), ((2, 2), 2), ((1, 2), 1)])
def test_conv2d_empty_batch(stride, group):
    """An empty batch: the empty result and a zero filter gradient (MindSpore 2.10; adapt42nn/conv_empty_batch),
    on each path (wide columns, strided columns)."""
    attrs = dict(C._CONV_ATTRS, out_channel=4, kernel_size=(3, 3), stride=stride, group=group)
    x = np.zeros((0, 2, 7, 7), np.float32)
    w = np.ones((4, 2 // group, 3, 3), np.float32)
    out = C._conv2d_impl(x, w, **attrs)
    oh, ow = (7 - 3) // stride[0] + 1, (7 - 3) // stride[1] + 1
    assert out.shape == (0, 4, oh, ow) and out.dtype == np.float32
    dw = C._conv2d_backprop_filter_impl(out, x, w.shape, **attrs)
    assert dw.shape == w.shape and not dw.any()
    dx = C._conv2d_backprop_input_impl(out, w, x.shape, **attrs)
    assert dx.shape == x.shape
