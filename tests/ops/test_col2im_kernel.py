"""The stride-1 input gradient's column sum (ops/conv.py ``_col2im_wide``) on its compiled Numba kernel
(``_fastpath.run_kernel``: both modes call it from Conv2DBackpropInput's impl) is bit for bit the numpy definition:
tap order of the float32 additions, paddings, dilations, NaN/inf/-0.0 columns."""
import numpy as np
import pytest
from _ops_helpers import compile_eager_kernels

F = np.float32
# (N, C, H, W), kernel, dilation, pads (top, bottom, left, right)
_GEOS = [((32, 6, 12, 12), (5, 5), (1, 1), (0, 0, 0, 0)),      # LeNet's conv2 (W7)
         ((3, 4, 9, 11), (3, 3), (1, 1), (1, 1, 1, 1)),
         ((2, 5, 10, 7), (2, 3), (2, 1), (1, 0, 2, 1)),
         ((4, 3, 8, 8), (1, 1), (1, 1), (0, 0, 0, 0)),
         ((2, 7, 13, 6), (3, 2), (1, 2), (2, 2, 0, 3))]


def _geo(i):
    from msgraph.ops import conv as C

    xs, k, d, p = _GEOS[i]
    hp, wp = xs[2] + p[0] + p[1], xs[3] + p[2] + p[3]
    oh = hp - d[0] * (k[0] - 1)
    return C, xs, k, d, p, oh, wp


@pytest.fixture(scope="module")
def col2im_kernels():
    from msgraph.ops import conv as C

    def warm():
        for i in range(len(_GEOS)):
            _, xs, k, d, p, oh, wp = _geo(i)
            C._col2im_wide(np.ones((xs[0], xs[1], k[0], k[1], oh * wp), F), xs[2:], k, d, p, oh, wp)

    mp = pytest.MonkeyPatch()
    compile_eager_kernels(mp, warm, (), [(C, "_COL2IM_KERNEL_MIN", 1)])
    yield mp
    mp.undo()


@pytest.mark.parametrize("kind", ["normal", "nan", "inf", "negzero"])
@pytest.mark.parametrize("geo", range(len(_GEOS)))
def test_col2im_kernel_is_bit_identical_to_numpy(col2im_kernels, monkeypatch, geo, kind):
    C, xs, k, d, p, oh, wp = _geo(geo)
    rng = np.random.default_rng(geo * 10 + len(kind))
    dc = (rng.standard_normal((xs[0], xs[1], k[0], k[1], oh * wp)) * 1e3 ** rng.integers(-2, 3)).astype(F)
    if kind == "nan":
        dc.reshape(-1)[::41] = np.nan
    elif kind == "inf":
        dc.reshape(-1)[::7] = np.inf
        dc.reshape(-1)[::13] = -np.inf
    elif kind == "negzero":
        dc[...] = F(-0.0)
        dc.reshape(-1)[::5] = F(1e-45)
    with np.errstate(all="ignore"):
        got = C._col2im_wide(dc, xs[2:], k, d, p, oh, wp)
        monkeypatch.setattr(C, "_COL2IM_KERNEL_MIN", 1 << 62)
        want = C._col2im_wide(dc, xs[2:], k, d, p, oh, wp)
    assert got.shape == want.shape == xs and got.dtype == want.dtype == F
    assert got.tobytes() == want.tobytes()


def test_col2im_kernel_runs(col2im_kernels):
    from msgraph.ops import _fastpath

    C, xs, k, d, p, oh, wp = _geo(0)
    name = "Col2ImWide_{}x{}_{}x{}_{}_{}_{}_{}x{}".format(*xs[2:], *k, *d, "_".join(map(str, p)), oh, wp)
    assert _fastpath._kernels.get((name, "kernel")), name
