"""Winograd F(2x2, 3x3) (ops/_winograd.py): Conv2D's forward, input gradient and filter gradient for stride-1,
dilation-1, 3x3, one-group float32 layers with many channels.  Its compiled transforms are bit for bit the numpy
fallback (both stated by one table); its results agree with the direct (shifted-GEMM / column) forms and with float64
within a small factor of the direct form's own float32 error; the bprop reaches it; it stays off for float16,
non-finite inputs, few channels and ``MSGRAPH_WINOGRAD=0``."""
import os
import subprocess
import sys

import numpy as np
import pytest
from _ops_helpers import compile_eager_kernels

F = np.float32
#: (x shape, out channels, pads (top, bottom, left, right)): W8's layer (batch cut), odd output sizes (a cropped last
#: tile row / column), asymmetric pads, more output than input channels, a small image
_GEOS = [((2, 64, 32, 32), 64, (1, 1, 1, 1)), ((2, 64, 33, 35), 64, (1, 1, 1, 1)),
         ((1, 40, 35, 34), 48, (0, 1, 2, 1)), ((1, 32, 36, 33), 36, (0, 0, 0, 0)),
         ((2, 64, 16, 17), 72, (1, 1, 1, 1))]   # short rows (the forward's column-form sizes): no filter gradient


def _case(i, seed=0):
    from msgraph.ops import conv as C

    xs, o, p = _GEOS[i]
    rng = np.random.default_rng(seed + 7 * i)
    x = rng.standard_normal(xs).astype(F)
    w = (rng.standard_normal((o, xs[1], 3, 3)) / np.sqrt(9 * xs[1])).astype(F)
    attrs = dict(C._CONV_ATTRS, out_channel=o, kernel_size=3, pad_mode="pad", pad=p)
    y = C._conv2d_impl(x, w, **attrs)
    dy = rng.standard_normal(y.shape).astype(F)
    return C, x, w, dy, attrs


def _three(C, x, w, dy, attrs):
    return (C._conv2d_impl(x, w, **attrs), C._conv2d_backprop_input_impl(dy, w, x.shape, **attrs),
            C._conv2d_backprop_filter_impl(dy, x, w.shape, **attrs))


def _direct(monkeypatch, C, x, w, dy, attrs):
    from msgraph.ops import _winograd as W

    with monkeypatch.context() as m:
        m.setattr(W, "ENABLED", False)
        return _three(C, x, w, dy, attrs)


@pytest.fixture(scope="module")
def kernels():
    def warm():
        for i in range(len(_GEOS)):
            _three(*_case(i))

    mp = pytest.MonkeyPatch()
    compile_eager_kernels(mp, warm)
    from msgraph.ops import _fastpath

    names = {k[0] for k, v in _fastpath._kernels.items() if k[0].startswith("Winograd") and v}
    assert {n.split("_")[0] for n in names} == {"WinogradIn", "WinogradInT", "WinogradOut", "WinogradDy",
                                                "WinogradFinite"}, names
    yield mp
    mp.undo()


@pytest.mark.parametrize("geo", range(len(_GEOS)))
def test_kernels_are_bit_identical_to_the_numpy_fallback(kernels, monkeypatch, geo):
    from msgraph.ops import _fastpath

    C, x, w, dy, attrs = _case(geo, seed=1)
    compiled = _three(C, x, w, dy, attrs)
    off = {k: False for k in _fastpath._kernels if k[0].startswith("Winograd")}
    with monkeypatch.context() as m:
        m.setattr(_fastpath, "_kernels", {**_fastpath._kernels, **off})
        fallback = _three(C, x, w, dy, attrs)
    for a, b in zip(compiled, fallback):
        assert a.dtype == b.dtype == F and a.shape == b.shape
        assert a.tobytes() == b.tobytes()


_NONFINITE_BITS = [0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FFFFFFF, 0xFFFFFFFF]


@pytest.mark.parametrize("bits", _NONFINITE_BITS)
def test_finiteness_kernel_agrees_with_isfinite(kernels, bits):
    """The compiled finiteness check (the operands' gate) against ``np.isfinite(a).all()``: +-inf and NaNs of
    any sign and payload (quiet, signalling) anywhere, next to the largest finite values, denormals and -0.0."""
    from msgraph.ops import _fastpath
    from msgraph.ops import _winograd as W

    assert _fastpath._kernels.get(("WinogradFinite", "kernel"))
    rng = np.random.default_rng(3)
    a = rng.standard_normal(W._FINITE_MIN * 2 + 8).astype(F)
    u = a.view(np.uint32)
    u[1:40:3] = [0x7F7FFFFF, 0xFF7FFFFF, 0x00000001, 0x80000001, 0x80000000, 0x007FFFFF, 0x3F800000,
                 0x7F000000, 0x7E800000, 0xFF000000, 0x00800000, 0x80800000, 0x7F7FFFFE]
    assert W._finite(a) is True and bool(np.isfinite(a).all())
    for pos in (0, 77777, a.size - 1):
        b = a.copy()
        b.view(np.uint32)[pos] = bits
        assert W._finite(b) is False and not np.isfinite(b).all()
        assert W._finite(b.reshape(8, -1)[:, ::2]) is bool(np.isfinite(b.reshape(8, -1)[:, ::2]).all())  # strided


@pytest.mark.parametrize("where", ["none", "inf_first_band", "nan_second_band_last_image", "minus_inf_last_element",
                                   "overflow_second_band", "odd_size_cropped_inf"])
def test_the_output_kernels_finiteness(kernels, where):
    """With the kernels loaded the forward learns its result's finiteness from the output transform's kernel (the
    largest exponent field of each row it writes, every band): None for an inf / NaN anywhere in any band and image,
    or a Winograd overflow; a result for finite ones.  An odd size (a cropped tile row and column) checks the
    cropped result instead."""
    from msgraph.ops import _fastpath
    from msgraph.ops import _winograd as W

    C, x, w, dy, attrs = _case(0, seed=2)     # (2, 64, 32, 32): two bands of tile rows
    p, size = (1, 1, 1, 1), (32, 32)
    if where == "inf_first_band":
        x[0, 5, 3, 9] = np.inf
    elif where == "nan_second_band_last_image":
        x[1, 40, 25, 4] = np.nan
    elif where == "minus_inf_last_element":
        x[1, 63, 31, 31] = -np.inf
    elif where == "overflow_second_band":
        x[1, 2, 20, 5], x[1, 2, 20, 7] = 3e38, -3e38
    elif where == "odd_size_cropped_inf":
        C, x, w, dy, attrs = _case(1, seed=2)  # (2, 64, 33, 35): three bands, the last tile row and column cropped
        x[1, 7, 32, 34] = np.inf
        size = (33, 35)
    assert W._bands((size[0] + 1) // 2, (size[1] + 1) // 2, 64, 64)[1:], "one band only"
    with np.errstate(all="ignore"):
        y = W.conv(x, w, p, *size)
    assert any(k[0].startswith("WinogradOut") and v for k, v in _fastpath._kernels.items())
    assert (y is None) is (where != "none")
    if y is not None:
        assert np.isfinite(y).all()


@pytest.mark.parametrize("geo", range(len(_GEOS)))
def test_against_the_direct_form_and_float64(monkeypatch, geo):
    C, x, w, dy, attrs = _case(geo)
    new = _three(C, x, w, dy, attrs)
    old = _direct(monkeypatch, C, x, w, dy, attrs)
    ref = _three(C, x.astype(np.float64), w.astype(np.float64), dy.astype(np.float64), attrs)
    for name, a, b, r in zip(("forward", "input gradient", "filter gradient"), new, old, ref):
        assert a.shape == b.shape == r.shape and a.dtype == F, name
        if geo == 4 and name == "filter gradient":
            assert a.tobytes() == b.tobytes()
            continue
        assert not np.array_equal(a, b), f"{name}: the Winograd form did not run"
        scale = np.abs(r).max()
        err_new, err_old = np.abs(a - r).max() / scale, np.abs(b - r).max() / scale
        assert err_new < 4 * err_old + 1e-7, (name, err_new, err_old)
        np.testing.assert_allclose(a, b, rtol=0, atol=2e-6 * scale)


def test_the_bprop_reaches_it(monkeypatch):
    """ms.grad of a Conv2D layer's loss through Conv2D's bprop (both gradient ops): float32 against float64."""
    import msgraph as ms
    from msgraph.ops import _winograd as W
    from msgraph.ops.conv import conv2d_any_dtype

    C, x, w, dy, attrs = _case(0)
    calls = []
    for name in ("conv", "filter_grad"):
        fn = getattr(W, name)
        monkeypatch.setattr(W, name, lambda *a, _fn=fn, _n=name: calls.append(_n) or _fn(*a))

    def loss_with(d):
        return lambda x, w: (conv2d_any_dtype(x, w, pad_mode="pad", padding=1) * ms.Tensor(d)).sum()

    gx, gw = ms.grad(loss_with(dy), grad_position=(0, 1))(ms.Tensor(x), ms.Tensor(w))
    assert calls.count("conv") == 2 and calls.count("filter_grad") == 1, calls   # forward + input gradient
    gx64, gw64 = ms.grad(loss_with(dy.astype(np.float64)), grad_position=(0, 1))(
        ms.Tensor(x.astype(np.float64)), ms.Tensor(w.astype(np.float64)))
    for g, r in ((gx, gx64), (gw, gw64)):
        g, r = g.asnumpy(), r.asnumpy()
        assert g.dtype == F
        np.testing.assert_allclose(g, r, rtol=0, atol=5e-6 * np.abs(r).max())


@pytest.mark.parametrize("kind", ["float16", "inf", "nan", "few_channels", "small_output", "filter_gradient_16x16",
                                  "stride2", "dilation2"])
def test_stays_off(monkeypatch, kind):
    from msgraph.ops import _winograd as W
    from msgraph.ops import conv as C

    C_, x, w, dy, attrs = _case(0)
    if kind == "float16":
        x, w, dy = x.astype(np.float16), w.astype(np.float16), dy.astype(np.float16)
    elif kind == "inf":
        x.reshape(-1)[::97] = np.inf
    elif kind == "nan":
        dy.reshape(-1)[::89] = np.nan
        w.reshape(-1)[::13] = np.nan
    elif kind == "few_channels":
        x, w, dy = x[:, :16], w[:16, :16], dy[:, :16]
        attrs = dict(attrs, out_channel=16)
    elif kind == "small_output":    # 4x4
        x, dy = x[:, :, :4, :4], dy[:, :, :4, :4]
    elif kind == "filter_gradient_16x16":    # 64 channels at 16x16: the forward and input gradient only
        x, dy = x[:, :, :16, :16], dy[:, :, :16, :16]
    elif kind == "stride2":
        attrs = dict(attrs, stride=2)
        dy = dy[:, :, ::2, ::2].copy()
    elif kind == "dilation2":
        attrs = dict(attrs, dilation=2, pad=2)
    calls = []
    for name in ("conv", "filter_grad"):
        monkeypatch.setattr(W, name, lambda *a, _n=name: calls.append(_n))
    with np.errstate(all="ignore"):
        _three(C, x, w, dy, attrs)
    # the input gradient reads dout and w only; the forward, input and filter gradients check their results, not
    # x / dout (test_non_finite_*): they are called with non-finite x / dout (the stand-ins here return None, the
    # impls then take the direct forms); a non-finite filter keeps the forward and input gradient off
    assert calls == {"inf": ["conv", "conv", "filter_grad"], "nan": ["filter_grad"],
                     "filter_gradient_16x16": ["conv", "conv"]}.get(kind, [])


def _filter_grads(monkeypatch, C, x, dy, w, attrs):
    """The filter gradient as the impl gives it, and with Winograd off (the direct form)."""
    from msgraph.ops import _winograd as W

    with np.errstate(all="ignore"):
        new = C._conv2d_backprop_filter_impl(dy, x, w.shape, **attrs)
        with monkeypatch.context() as m:
            m.setattr(W, "ENABLED", False)
            old = C._conv2d_backprop_filter_impl(dy, x, w.shape, **attrs)
    return new, old


@pytest.mark.parametrize("kind", ["x_inf", "x_nan", "dy_inf", "dy_minus_inf_and_inf", "overflow"])
def test_non_finite_filter_gradient_is_the_direct_form(monkeypatch, kind):
    """The filter gradient runs Winograd whatever its operands and checks the (O, C, 3, 3) result: an inf or NaN
    operand value reaches it (no +, - or * makes a non-finite term finite), so the impl returns the direct form's
    bytes there, as when the operands were checked first; so does a finite result Winograd's sums overflow."""
    from msgraph.ops import _winograd as W

    C, x, w, dy, attrs = _case(0)
    if kind == "x_inf":
        x[1, 5, 7, 9] = np.inf
    elif kind == "x_nan":
        x[0, 63, 31, 31] = np.nan
    elif kind == "dy_inf":
        dy[0, 0, 0, 0] = -np.inf
    elif kind == "dy_minus_inf_and_inf":
        dy[0, 3, 10, 10], dy[1, 3, 10, 11] = np.inf, -np.inf
    else:   # one product near float32's largest: the direct sum is finite, Winograd's (u1 + u2) / 2 is not
        x[:], dy[:] = 0, 0
        x[0, 2, 5, 5], dy[0, 3, 5, 5] = 1.8e19, 1.8e19
    calls = []
    fn = W.filter_grad
    monkeypatch.setattr(W, "filter_grad", lambda *a: calls.append(1) or fn(*a))
    new, old = _filter_grads(monkeypatch, C, x, dy, w, attrs)
    assert calls, "the Winograd filter gradient was not tried"
    assert fn(dy, x, (1, 1, 1, 1), 32, 32) is None
    assert new.tobytes() == old.tobytes()
    if kind == "overflow":
        assert np.isfinite(new).all() and new[3, 2, 1, 1] == np.float32(1.8e19) * np.float32(1.8e19)


def test_filter_gradient_of_a_strided_x(monkeypatch):
    """x not C-contiguous (a transposed view): the channels-last transform's numpy reading, the same bytes."""
    C, x, w, dy, attrs = _case(0)
    xt = np.ascontiguousarray(x.transpose(0, 1, 3, 2)).transpose(0, 1, 3, 2)
    assert not xt.flags.c_contiguous and np.array_equal(xt, x)
    a = C._conv2d_backprop_filter_impl(dy, xt, w.shape, **attrs)
    b = C._conv2d_backprop_filter_impl(dy, x, w.shape, **attrs)
    assert a.tobytes() == b.tobytes()


def test_the_environment_switch():
    code = ("import numpy as np; from msgraph.ops import _winograd as W, conv as C; print(W.ENABLED); "
            "x = np.ones((1, 64, 32, 32), np.float32); w = np.ones((64, 64, 3, 3), np.float32); "
            "W.conv = None; C._conv2d_impl(x, w, **dict(C._CONV_ATTRS, out_channel=64, kernel_size=3, "
            "pad_mode='pad', pad=1)); print('direct')")
    env = dict(os.environ, MSGRAPH_WINOGRAD="0")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert out.stdout.split() == ["False", "direct"], out.stderr


@pytest.mark.parametrize("kind", ["x_inf", "x_nan_last_image", "dy_minus_inf", "x_inf_last_row_and_column",
                                  "overflow"])
def test_non_finite_forward_and_input_gradient_are_the_direct_form(monkeypatch, kind):
    """The forward and the input gradient run Winograd whatever x / dout hold and check their results: a non-finite
    x / dout value an output reads makes that output non-finite here too, so the impls give the direct forms' bytes
    (as when x / dout were checked first); so do finite operands whose Winograd sums overflow (B^T d B: x's
    3e38 - (-3e38)), where the direct sums stay finite."""
    from msgraph.ops import _winograd as W

    C, x, w, dy, attrs = _case(0)
    if kind == "x_inf":
        x[0, 5, 7, 9] = np.inf
    elif kind == "x_nan_last_image":
        x[1, 63, 31, 31] = np.nan
    elif kind == "dy_minus_inf":
        dy[1, 0, 0, 0] = -np.inf
    elif kind == "overflow":
        x[0, 2, 5, 5], x[0, 2, 5, 7] = 3e38, -3e38
    else:
        C, x, w, dy, attrs = _case(3)          # (1, 32, 36, 33) -> 36 channels, pad 0: 34x31 output
        x[0, 4, 35, 32] = np.inf                # the last row and column (in the last, cropped tile column)
    calls = []
    fn = W.conv
    monkeypatch.setattr(W, "conv", lambda *a: calls.append(fn(*a) is None) or fn(*a))
    with np.errstate(all="ignore"):
        new = (C._conv2d_impl(x, w, **attrs), C._conv2d_backprop_input_impl(dy, w, x.shape, **attrs))
        with monkeypatch.context() as m:
            m.setattr(W, "ENABLED", False)
            old = (C._conv2d_impl(x, w, **attrs), C._conv2d_backprop_input_impl(dy, w, x.shape, **attrs))
    assert calls == ([True, False] if kind != "dy_minus_inf" else [False, True]), calls
    for none, a, b in zip(calls, new, old):     # the one that found a non-finite result: the direct bytes
        assert (a.tobytes() == b.tobytes()) is none
    if kind == "overflow":
        assert np.isfinite(new[0]).all()
