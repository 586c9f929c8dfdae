import sys
import numpy as np
import mindspore as ms
from mindspore import ops, nn
mode = sys.argv[1]
ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)


def run(label, fn, *args):
    class C(nn.Cell):
        def construct(self, *a):
            return fn(*a)
    try:
        r = C()(*args)
        print(label, "OK", str(r).replace("\n", " "))
    except Exception as e:
        lines = [l for l in str(e).splitlines() if l.strip()]
        print(label, type(e).__name__, "|", lines[0] if lines else "")


xi = ms.Tensor(np.arange(6, dtype=np.int32).reshape(2, 3))
xf = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
t1 = ms.Tensor(1, ms.int32)


def f_nanmean(x):
    return ops.nanmean(x)


def f_bls(x, y):
    return ops.bitwise_left_shift(x, y)


def f_tril(x, d):
    return ops.tril(x, d)


def f_triu(x, d):
    return ops.triu(x, d)


def f_diagflat(x, d):
    return ops.diagflat(x, d)


def f_vecdot(x, d):
    return ops.vecdot(x, x, axis=d)


def f_diff(x):
    return ops.diff([1, 2, 3])


def f_slice_scatter(x):
    return ops.slice_scatter(x, 1.0)


def f_matrix_norm(x, d):
    return ops.matrix_norm(x, axis=d)


def f_fft(x, d):
    return ops.fft(x, norm=d)


def f_flatten(x, d):
    return x.flatten(order=d)


def f_diag_embed(x, d):
    return ops.diag_embed(x, d)


def f_unique_consecutive(x, d):
    return ops.unique_consecutive(x, dim=d)


def f_isclose(x, d):
    return ops.isclose(x, x, rtol=d)


def f_renorm(x, d):
    return ops.renorm(x, 2, 0, d)


def f_rot90(x, d):
    return ops.rot90(x, d, (0, 1))


def f_roll(x, d):
    return ops.roll(x, d, 0)


def f_multinomial(x, d):
    return ops.multinomial(x, d)


for name, fn, args in [("nanmean_int", f_nanmean, (xi,)), ("bitwise_left_shift_float", f_bls, (xf, xi)),
                       ("tril_diag_tensor", f_tril, (xf, t1)), ("triu_diag_tensor", f_triu, (xf, t1)),
                       ("diagflat_offset_tensor", f_diagflat, (xf, t1)), ("vecdot_dim_tensor", f_vecdot, (xf, t1)),
                       ("diff_nontensor", f_diff, (xf,)), ("slice_scatter_src", f_slice_scatter, (xf,)),
                       ("matrix_norm_axis", f_matrix_norm, (xf, t1)), ("fft_norm", f_fft, (xf, t1)),
                       ("flatten_order", f_flatten, (xf, t1)), ("diag_embed", f_diag_embed, (xf, t1)),
                       ("unique_consecutive", f_unique_consecutive, (xf, t1)), ("isclose", f_isclose, (xf, t1)),
                       ("renorm", f_renorm, (xf, t1)), ("rot90", f_rot90, (xf, t1)), ("roll", f_roll, (xf, t1)),
                       ("multinomial", f_multinomial, (xf, t1))]:
    run(name, fn, *args)
