"""mint functions and Tensor methods with keyword forms and in-range / out-of-range / negative / tuple dims, on a
(2, 3) float32, a 0-d and a (2, 0) Tensor; eager and under @ms.jit (keyword arguments from a closure)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint
from _h import case

X = {"2x3": Tensor(np.array([[1.0, -2.0, 3.0], [4.0, 0.5, -6.0]], np.float32)), "0d": Tensor(2.5, ms.float32),
     "2x0": Tensor(np.zeros((2, 0), np.float32)), "i32": Tensor(np.array([[1, 5, 3], [4, 2, 6]], np.int32))}
DIMS = [-3, -2, -1, 0, 1, 2, (0, 1), (-1, 0), (0, 0), (), None]


def mkj(fn, kw):
    @ms.jit
    def g(x):
        return fn(x, **kw)
    return g


FN = {
    "mint.sum": (mint.sum, "dim", {"keepdim": True}),
    "mint.mean": (mint.mean, "dim", {"keepdim": False}),
    "mint.prod": (mint.prod, "dim", {}),
    "mint.max": (mint.max, "dim", {"keepdim": True}),
    "mint.min": (mint.min, "dim", {}),
    "mint.argmax": (mint.argmax, "dim", {"keepdim": True}),
    "mint.argmin": (mint.argmin, "dim", {}),
    "mint.any": (mint.any, "dim", {}),
    "mint.all": (mint.all, "dim", {"keepdim": True}),
    "mint.cumsum": (mint.cumsum, "dim", {}),
    "mint.logsumexp": (mint.logsumexp, "dim", {"keepdim": False}),
    "mint.squeeze": (mint.squeeze, "dim", {}),
    "mint.unsqueeze": (mint.unsqueeze, "dim", {}),
    "mint.flip": (mint.flip, "dims", {}),
    "mint.softmax": (mint.softmax, "dim", {}),
    "mint.nn.functional.log_softmax": (mint.nn.functional.log_softmax, "dim", {}),
    "mint.sort": (mint.sort, "dim", {"descending": True}),
    "mint.argsort": (mint.argsort, "dim", {}),
    "mint.topk": (lambda x, **kw: mint.topk(x, 1, **kw), "dim", {}),
    "mint.norm": (mint.norm, "dim", {}),
    "mint.std": (mint.std, "dim", {}),
    "mint.var": (mint.var, "dim", {}),
    "mint.median": (mint.median, "dim", {}),
    "mint.count_nonzero": (mint.count_nonzero, "dim", {}),
    "mint.amax": (mint.amax, "dim", {}),
    "mint.flatten": (mint.flatten, "start_dim", {}),
    "mint.narrow": (lambda x, **kw: mint.narrow(x, start=0, length=1, **kw), "dim", {}),
    "mint.cat": (lambda x, **kw: mint.cat((x, x), **kw), "dim", {}),
    "mint.stack": (lambda x, **kw: mint.stack((x, x), **kw), "dim", {}),
    "mint.split": (lambda x, **kw: mint.split(x, 1, **kw), "dim", {}),
    "mint.chunk": (lambda x, **kw: mint.chunk(x, 2, **kw), "dim", {}),
    "mint.gather": (lambda x, **kw: mint.gather(x, index=Tensor(np.zeros(x.shape, np.int64)), **kw), "dim", {}),
    "mint.index_select": (lambda x, **kw: mint.index_select(x, index=Tensor([0]), **kw), "dim", {}),
    "mint.repeat_interleave": (lambda x, **kw: mint.repeat_interleave(x, 2, **kw), "dim", {}),
    "mint.transpose": (lambda x, **kw: mint.transpose(x, 0, **kw), "dim1", {}),
    "mint.roll": (lambda x, **kw: mint.roll(x, 1, **kw), "dims", {}),
    "mint.diff": (mint.diff, "dim", {}),
    "mint.cumprod": (mint.cumprod, "dim", {}),
    "mint.nansum": (mint.nansum, "dim", {}),
    "T.sum": (lambda x, **kw: x.sum(**kw), "dim", {}),
    "T.mean": (lambda x, **kw: x.mean(**kw), "axis", {"keep_dims": True}),
    "T.max": (lambda x, **kw: x.max(**kw), "axis", {}),
    "T.argmax": (lambda x, **kw: x.argmax(**kw), "dim", {}),
    "T.squeeze": (lambda x, **kw: x.squeeze(**kw), "axis", {}),
    "T.unsqueeze": (lambda x, **kw: x.unsqueeze(**kw), "dim", {}),
    "T.softmax": (lambda x, **kw: x.softmax(**kw), "dim", {}),
    "T.cumsum": (lambda x, **kw: x.cumsum(**kw), "dim", {}),
    "T.size": (lambda x, **kw: x.size(**kw) if kw else x.size, "dim", {}),
    "T.flatten": (lambda x, **kw: x.flatten(**kw), "start_dim", {}),
    "T.transpose": (lambda x, **kw: x.transpose(0, **kw), "dim1", {}),
    "T.norm": (lambda x, **kw: x.norm(**kw), "dim", {}),
    "T.var": (lambda x, **kw: x.var(**kw), "axis", {}),
    "T.all": (lambda x, **kw: x.all(**kw), "axis", {}),
    "T.prod": (lambda x, **kw: x.prod(**kw), "dim", {}),
}
for fname, (fn, dname, extra) in FN.items():
    for xk, x in X.items():
        if xk == "i32" and not fname.startswith(("mint.sum", "mint.max", "mint.argmax", "mint.cumsum", "mint.sort",
                                                  "T.sum", "mint.mean", "mint.prod", "mint.any", "T.mean")):
            continue
        for d in DIMS:
            kw = dict(extra)
            if d is not None:
                kw[dname] = d
            case(f"e|{fname}|{xk}|{d}", lambda fn=fn, x=x, kw=kw: fn(x, **kw))
            if d in (-3, -1, 2, (0, 1), None) and xk != "2x0":
                case(f"j|{fname}|{xk}|{d}", lambda fn=fn, x=x, kw=kw: mkj(fn, kw)(x))
# keyword names: the positional name vs its aliases
KW = {
    "sum_axis": lambda x: mint.sum(x, axis=0), "sum_dtype": lambda x: mint.sum(x, dim=0, dtype=ms.float64),
    "sum_dtype_int": lambda x: mint.sum(x, dtype=ms.int32), "mean_dtype": lambda x: mint.mean(x, 0, dtype=ms.float16),
    "max_other": lambda x: mint.max(x, other=x), "max_input_kw": lambda x: mint.max(input=x),
    "cat_tensors_kw": lambda x: mint.cat(tensors=[x, x]), "cat_axis": lambda x: mint.cat([x, x], axis=1),
    "cat_list1": lambda x: mint.cat([x]), "cat_empty_list": lambda x: mint.cat([]),
    "cat_mixed_dtype": lambda x: mint.cat([x, x.astype(ms.int32)]), "cat_mixed_rank": lambda x: mint.cat([x, x[0]]),
    "stack_mixed_dtype": lambda x: mint.stack([x, x.astype(ms.float16)]),
    "arange_kw": lambda x: mint.arange(start=1, end=5, step=2), "arange_float": lambda x: mint.arange(0.5, 2),
    "arange_dtype": lambda x: mint.arange(5, dtype=ms.float16), "arange_neg_step": lambda x: mint.arange(5, 0, -2),
    "arange_zero_step": lambda x: mint.arange(0, 5, 0), "arange_bad_dir": lambda x: mint.arange(5, 0, 1),
    "zeros_tuple": lambda x: mint.zeros((2, 3)), "zeros_varargs": lambda x: mint.zeros(2, 3),
    "zeros_dtype": lambda x: mint.zeros(2, dtype=ms.int8), "ones_size_kw": lambda x: mint.ones(size=(2,)),
    "full_int": lambda x: mint.full((2,), 3), "full_bool": lambda x: mint.full((2,), True),
    "full_float": lambda x: mint.full((2,), 1.5), "full_dtype": lambda x: mint.full((2,), 1.5, dtype=ms.int32),
    "full_tensor": lambda x: mint.full((2,), Tensor(2.5)), "zeros_like_dtype": lambda x: mint.zeros_like(x, dtype=ms.int32),
    "ones_like": lambda x: mint.ones_like(x), "full_like": lambda x: mint.full_like(x, 7),
    "full_like_f": lambda x: mint.full_like(x.astype(ms.int32), 7.9),
    "linspace": lambda x: mint.linspace(0, 1, steps=5), "linspace_dtype": lambda x: mint.linspace(0, 10, 4, dtype=ms.int32),
    "eye": lambda x: mint.eye(2, 3), "eye_dtype": lambda x: mint.eye(2, dtype=ms.int32),
    "where_scalar": lambda x: mint.where(x > 0, x, 0.0), "where_1arg": lambda x: mint.where(x > 0),
    "where_int_scalars": lambda x: mint.where(x > 0, 1, 0),
    "clamp_min_kw": lambda x: mint.clamp(x, min=0), "clamp_none": lambda x: mint.clamp(x),
    "clamp_tensor": lambda x: mint.clamp(x, Tensor(0.0), Tensor([1.0, 2.0, 3.0])),
    "clamp_int_on_f": lambda x: mint.clamp(x, 0, 2), "clamp_f_on_int": lambda x: mint.clamp(x.astype(ms.int32), 0.5, 2.5),
    "permute_tuple": lambda x: mint.permute(x, (1, 0)), "permute_dims_kw": lambda x: mint.permute(x, dims=(1, 0)),
    "permute_bad": lambda x: mint.permute(x, (0, 0)), "permute_short": lambda x: mint.permute(x, (0,)),
    "reshape_neg": lambda x: mint.reshape(x, (-1,)), "reshape_bad": lambda x: mint.reshape(x, (4, -1)),
    "reshape_two_neg": lambda x: mint.reshape(x, (-1, -1)), "reshape_shape_kw": lambda x: mint.reshape(x, shape=(3, 2)),
    "tile": lambda x: mint.tile(x, (2,)), "tile_dims_kw": lambda x: mint.tile(x, dims=(1, 2)),
    "split_list": lambda x: mint.split(x, [1, 2], dim=1), "split_badlist": lambda x: mint.split(x, [1, 1], dim=1),
    "split_size_kw": lambda x: mint.split(x, split_size_or_sections=2, dim=1),
    "chunk_more": lambda x: mint.chunk(x, 5, dim=1), "chunk_zero": lambda x: mint.chunk(x, 0),
    "topk_kw": lambda x: mint.topk(x, k=2, dim=1, largest=False, sorted=True), "topk_big_k": lambda x: mint.topk(x, 4),
    "sort_stable": lambda x: mint.sort(x, stable=True), "gather_bad_index": lambda x: mint.gather(x, 1, Tensor([[5]])),
    "index_select_oob": lambda x: mint.index_select(x, 0, Tensor([2])),
    "narrow_oob": lambda x: mint.narrow(x, 1, 2, 2), "narrow_neg_start": lambda x: mint.narrow(x, 1, -1, 1),
    "squeeze_tuple": lambda x: mint.squeeze(x.reshape(1, 2, 1, 3), (0, 2)),
    "unsqueeze_neg": lambda x: mint.unsqueeze(x, -3), "flatten_end": lambda x: mint.flatten(x, 0, 0),
    "flatten_bad": lambda x: mint.flatten(x, 1, 0),
    "matmul": lambda x: mint.matmul(x, x.T), "matmul_bad": lambda x: mint.matmul(x, x),
    "bmm_2d": lambda x: mint.bmm(x, x.T), "mm_1d": lambda x: mint.mm(x[0], x[0]),
    "mul_kw_other": lambda x: mint.mul(x, other=2), "add_alpha": lambda x: mint.add(x, 1, alpha=2),
    "add_alpha_float_int": lambda x: mint.add(x.astype(ms.int32), 1, alpha=2.5),
    "sub_alpha": lambda x: mint.sub(x, x, alpha=0.5), "div_mode": lambda x: mint.div(x, 2, rounding_mode="floor"),
    "div_mode_bad": lambda x: mint.div(x, 2, rounding_mode="round"), "pow_scalar_base": lambda x: mint.pow(2, x),
    "pow_int_neg": lambda x: mint.pow(x.astype(ms.int32), -1),
    "isclose": lambda x: mint.isclose(x, x + 1e-9), "allclose": lambda x: mint.allclose(x, x),
    "equal": lambda x: mint.equal(x, x), "ne_scalar": lambda x: mint.ne(x, 1.0),
    "logical_and_num": lambda x: mint.logical_and(x, 0), "bitwise_and_f": lambda x: mint.bitwise_and(x, x),
    "cumsum_dtype": lambda x: mint.cumsum(x, 0, dtype=ms.float64), "cumsum_int_dtype": lambda x: mint.cumsum(x.astype(ms.int8), 1),
    "sum_bool": lambda x: mint.sum(x > 0), "sum_bool_dim": lambda x: mint.sum(x > 0, 1), "mean_int": lambda x: mint.mean(x.astype(ms.int32)),
    "prod_bool": lambda x: mint.prod(x > 0), "max_bool": lambda x: mint.max(x > 0), "argmax_bool": lambda x: mint.argmax(x > 0),
    "softmax_int": lambda x: mint.softmax(x.astype(ms.int32), 0), "softmax_dtype": lambda x: mint.softmax(x, 0, dtype=ms.float64),
    "norm_p": lambda x: mint.norm(x, p=1), "norm_inf": lambda x: mint.norm(x, p=float("inf")), "norm_fro": lambda x: mint.norm(x, "fro"),
    "norm_nuc": lambda x: mint.norm(x, "nuc"), "norm_int": lambda x: mint.norm(x.astype(ms.int32)),
    "std_correction": lambda x: mint.std(x, correction=0), "var_unbiased": lambda x: mint.var(x, dim=1, correction=2),
    "std_mean": lambda x: mint.std_mean(x, dim=1), "var_mean": lambda x: mint.var_mean(x),
    "median_nodim": lambda x: mint.median(x), "unique": lambda x: mint.unique(x, return_counts=True),
    "unique_dim": lambda x: mint.unique(x, dim=0), "searchsorted": lambda x: mint.searchsorted(Tensor([1.0, 2.0]), x),
    "bincount": lambda x: mint.bincount(Tensor([0, 2, 2])), "tril_diag": lambda x: mint.tril(x, diagonal=-1),
    "triu_kw": lambda x: mint.triu(x, diagonal=1), "diag": lambda x: mint.diag(x), "diag_1d": lambda x: mint.diag(x[0], 1),
    "outer": lambda x: mint.outer(x[0], x[1]), "einsum": lambda x: mint.einsum("ij->j", x),
    "masked_select": lambda x: mint.masked_select(x, x > 0), "nonzero": lambda x: mint.nonzero(x),
    "nonzero_tuple": lambda x: mint.nonzero(x, as_tuple=True), "broadcast_to": lambda x: mint.broadcast_to(x[0], (2, 3)),
    "broadcast_to_neg": lambda x: mint.broadcast_to(x, (-1, 3)), "broadcast_to_bad": lambda x: mint.broadcast_to(x, (3, 3)),
    "expand_as": lambda x: x[0].expand_as(x), "view_as": lambda x: x.view_as(x.reshape(3, 2)),
    "baddbmm": lambda x: mint.baddbmm(x.reshape(1, 2, 3), x.reshape(1, 2, 3), x.reshape(1, 3, 2)),
    "addmm_beta": lambda x: mint.addmm(x @ x.T, x, x.T, beta=0.5, alpha=2),
}


def synced(f):
    """MindSpore's PyNative errors are asynchronous: drain before, and make the case's own error land in it."""
    try:
        ms.runtime.synchronize()
    except Exception:  # noqa: BLE001 - an earlier case's pending error
        pass
    r = f(X["2x3"])
    ms.runtime.synchronize()
    return r


for k, f in KW.items():
    case(f"kw|{k}", lambda f=f: synced(f))
