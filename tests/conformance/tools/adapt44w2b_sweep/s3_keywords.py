"""adapt44w2b: keyword / argument forms of the st/ops/test_ops_[i-z] ops (dim, keepdim, correction, largest, sorted,
return_inverse, as_tuple, indexing, negative dims) over float16 / float64 / int32 inside a Cell (both modes; each form a def: MindSpore's parser refuses a lambda sharing its line with a dict key)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _h import case


class C(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


def f_max_dim_keep(x):
    return mint.max(x, 1, True)

def f_max_dim_neg(x):
    return mint.max(x, dim=-1)

def f_min_dim_keep(x):
    return mint.min(x, dim=0, keepdim=True)

def f_var_corr0(x):
    return mint.var(x, dim=1, correction=0)

def f_var_keep(x):
    return mint.var(x, dim=(0, 1), keepdim=True)

def f_norm_p1(x):
    return mint.norm(x, 1)

def f_norm_dim(x):
    return mint.norm(x, 2, 1, True)

def f_norm_inf(x):
    return mint.norm(x, float("inf"))

def f_topk_small(x):
    return mint.topk(x, 2, dim=1, largest=False)

def f_topk_dim0(x):
    return mint.topk(x, 1, dim=0)

def f_median_dim(x):
    return mint.median(x, dim=1)

def f_median(x):
    return mint.median(x)

def f_split_sizes(x):
    return mint.split(x, [1, 2], dim=1)

def f_split_int(x):
    return mint.split(x, 2, 1)

def f_unbind1(x):
    return mint.unbind(x, 1)

def f_narrow(x):
    return mint.narrow(x, 1, 1, 2)

def f_squeeze_tuple(x):
    return mint.squeeze(x[None], (0,))

def f_nonzero_tuple(x):
    return mint.nonzero(x, as_tuple=True)

def f_unique_inv(x):
    return mint.unique(x, return_inverse=True, return_counts=True)

def f_unique_consec(x):
    return mint.unique_consecutive(x, return_counts=True)

def f_sort_desc(x):
    return mint.sort(x, dim=1, descending=True)

def f_argsort(x):
    return mint.argsort(x, dim=0)

def f_permute_neg(x):
    return mint.permute(x, (-1, -2))

def f_transpose_neg(x):
    return mint.transpose(x, -1, 0)

def f_tile_long(x):
    return mint.tile(x, (2, 1, 2))

def f_triu_k(x):
    return mint.triu(x, diagonal=-1)

def f_tril_k(x):
    return mint.tril(x, 1)

def f_softmax_dim0(x):
    return mint.softmax(x, 0) if x.dtype != ms.int32 else x

def f_mean_keep(x):
    return mint.mean(x, 1, True)

def f_sum_dtype(x):
    return mint.sum(x, 1, dtype=ms.float64)

def f_prod_dim(x):
    return mint.prod(x, 1)

def f_cumsum(x):
    return mint.cumsum(x, 0)

def f_argmax_keep(x):
    return mint.argmax(x, 1, True)

def f_where1(x):
    return mint.where(x > 1)

def f_masked_select(x):
    return mint.masked_select(x, x > 1)

def f_round_dec0(x):
    return mint.round(x, decimals=0)

def f_isclose_tol(x):
    return mint.isclose(x, x + 1, rtol=0, atol=2)

def f_std_mean(x):
    return ops.std_mean(x, axis=1) if x.dtype != ms.int32 else x

def f_searchsorted(x):
    return mint.searchsorted(mint.sort(x.flatten())[0], x)

def f_one_hot(x):
    return mint.nn.functional.one_hot(x.astype(ms.int64).abs(), -1)

def f_kthvalue(x):
    return ops.kthvalue(x, 2, 1)

def f_logsumexp(x):
    return mint.logsumexp(x, 1) if x.dtype != ms.int32 else x


F = {
    "max_dim_keep": f_max_dim_keep,
    "max_dim_neg": f_max_dim_neg,
    "min_dim_keep": f_min_dim_keep,
    "var_corr0": f_var_corr0,
    "var_keep": f_var_keep,
    "norm_p1": f_norm_p1,
    "norm_dim": f_norm_dim,
    "norm_inf": f_norm_inf,
    "topk_small": f_topk_small,
    "topk_dim0": f_topk_dim0,
    "median_dim": f_median_dim,
    "median": f_median,
    "split_sizes": f_split_sizes,
    "split_int": f_split_int,
    "unbind1": f_unbind1,
    "narrow": f_narrow,
    "squeeze_tuple": f_squeeze_tuple,
    "nonzero_tuple": f_nonzero_tuple,
    "unique_inv": f_unique_inv,
    "unique_consec": f_unique_consec,
    "sort_desc": f_sort_desc,
    "argsort": f_argsort,
    "permute_neg": f_permute_neg,
    "transpose_neg": f_transpose_neg,
    "tile_long": f_tile_long,
    "triu_k": f_triu_k,
    "tril_k": f_tril_k,
    "softmax_dim0": f_softmax_dim0,
    "mean_keep": f_mean_keep,
    "sum_dtype": f_sum_dtype,
    "prod_dim": f_prod_dim,
    "cumsum": f_cumsum,
    "argmax_keep": f_argmax_keep,
    "where1": f_where1,
    "masked_select": f_masked_select,
    "round_dec0": f_round_dec0,
    "isclose_tol": f_isclose_tol,
    "std_mean": f_std_mean,
    "searchsorted": f_searchsorted,
    "one_hot": f_one_hot,
    "kthvalue": f_kthvalue,
    "logsumexp": f_logsumexp,
}
M = np.array([[1.0, -2.0, 3.0], [0.0, 4.0, -1.0], [2.0, 2.0, 0.5]])
for on, f in F.items():
    for dn in ("float16", "float64", "int32"):
        x = M.astype(dn)
        case(f"{on} {dn}", lambda f=f, x=x: C(f)(Tensor(x)))
