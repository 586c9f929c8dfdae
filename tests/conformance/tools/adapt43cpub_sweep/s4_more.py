"""More m..z functional forms in a Cell (Graph mode under MODE=graph) over float16 / float32 / int32 / int64 / bool /
uint8 with keywords and negative axes: narrow, roll, flip, tril / triu, repeat_elements, scatter, select, slice,
unsorted_segment_sum, nonzero, meshgrid, ravel / t, mv, outer, round, rsqrt, relu6, selu, silu, mish, softplus, square,
std_mean / var_mean, zeros_like / ones_like with dtype."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case

X = np.array([[1.5, 0.25, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0], [2.0, 7.0, 0.0, 1.0]])
DTS = ["float16", "float32", "int32", "int64", "bool", "uint8"]


def T(a, dt):
    a = np.array(a)
    if dt == "bool":
        return Tensor(a > 0.5)
    if dt == "uint8":
        return Tensor(np.abs(a).astype(np.uint8))
    return Tensor(a.astype(dt))


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def f_narrow(x):
    return ops.narrow(x, -1, 1, 2)


def f_roll(x):
    return ops.roll(x, shifts=1, dims=-1)


def f_roll2(x):
    return ops.roll(x, (1, -1), (0, 1))


def f_flip(x):
    return ops.flip(x, dims=(-1,))


def f_tril(x):
    return ops.tril(x, diagonal=-1)


def f_triu(x):
    return ops.triu(x, 1)


def f_rep(x):
    return ops.repeat_elements(x, rep=2, axis=-1)


def f_scatter(x):
    return ops.scatter(x, 1, Tensor(np.array([[0], [3], [1]], np.int64)), x[:, :1] * 0 + x[:1, :1])


def f_select(x):
    return ops.select(x > 1, x, x * 0)


def f_slice(x):
    return ops.slice(x, (0, 1), (-1, 2))


def f_seg(x):
    return ops.unsorted_segment_sum(x, Tensor(np.array([0, 1, 0], np.int32)), 2)


def f_nonzero(x):
    return ops.nonzero(x)


def f_meshgrid(x):
    return ops.meshgrid(x[0], x[1][:2], indexing="ij")


def f_ravel(x):
    return ops.ravel(x)


def f_t(x):
    return ops.t(x)


def f_outer(x):
    return ops.outer(x[0], x[1])


def f_mv(x):
    return ops.mv(x, x[0])


def f_round(x):
    return ops.round(x * 1.5)


def f_rsqrt(x):
    return ops.rsqrt(x)


def f_relu6(x):
    return ops.relu6(x * 2)


def f_selu(x):
    return ops.selu(x)


def f_silu(x):
    return ops.silu(x)


def f_mish(x):
    return ops.mish(x)


def f_softplus(x):
    return ops.softplus(x, beta=2, threshold=3)


def f_square(x):
    return ops.square(x)


def f_std_mean(x):
    return ops.std_mean(x, axis=-1, keepdims=True)


def f_var_mean(x):
    return ops.var_mean(x, axis=0, ddof=1)


def f_zl(x):
    return ops.zeros_like(x, dtype=ms.float16)


def f_ol(x):
    return ops.ones_like(x, dtype=ms.int32)


FNS = [("narrow", f_narrow), ("roll", f_roll), ("roll2", f_roll2), ("flip", f_flip), ("tril", f_tril),
       ("triu", f_triu), ("repeat_elements", f_rep), ("scatter", f_scatter), ("select", f_select),
       ("slice", f_slice), ("unsorted_segment_sum", f_seg), ("nonzero", f_nonzero), ("meshgrid", f_meshgrid),
       ("ravel", f_ravel), ("t", f_t), ("outer", f_outer), ("mv", f_mv), ("round", f_round), ("rsqrt", f_rsqrt),
       ("relu6", f_relu6), ("selu", f_selu), ("silu", f_silu), ("mish", f_mish), ("softplus", f_softplus),
       ("square", f_square), ("std_mean", f_std_mean), ("var_mean", f_var_mean), ("zeros_like", f_zl),
       ("ones_like", f_ol)]
for nm, f in FNS:
    c = Fn(f)
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: c(T(X, dt)))
    case(f"{nm}.empty", lambda: c(Tensor(np.zeros((3, 0), np.float32))))
