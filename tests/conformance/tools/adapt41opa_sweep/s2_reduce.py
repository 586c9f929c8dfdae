"""st/ops reductions and statistics (test_any / func_all / func_any / func_sum / std / var / std_mean / var_mean /
nansum / nanmean / nanmedian / count_nonzero / trace / diff / argsort / topk / msort / histc / bincount / bucketize /
argwhere / is_nonezero / is_tensor / is_floating_point / cumulative forms): dtypes, axes (None, int, tuple,
negative), keepdims, 0-d / empty, NaN, keywords, gradients, in a Cell (Graph mode under MODE=graph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra, **kw):
        super().__init__()
        self.fn = fn
        self.extra = extra
        self.kw = kw

    def construct(self, *a):
        return self.fn(*(a + self.extra), **self.kw)


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


DTS = ["float16", "float32", "float64", "int8", "int32", "int64", "uint8", "bool"]
X = np.array([[1.5, 0.0, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0], [2.0, 7.0, 0.0, 1.0]])
XN = np.array([[1.5, np.nan, -2.0, 4.0], [np.nan, np.nan, np.nan, np.nan], [2.0, 7.0, 0.0, np.nan]])


def xv(dt):
    if dt == "bool":
        return X > 0.5
    if dt == "uint8":
        return np.abs(X)
    return X


for dt in DTS:
    for nm, fn in [("all", ops.all), ("any", ops.any), ("sum", ops.sum), ("count_nonzero", ops.count_nonzero),
                   ("nansum", ops.nansum), ("nanmean", ops.nanmean), ("std", ops.std), ("var", ops.var),
                   ("std_mean", ops.std_mean), ("var_mean", ops.var_mean), ("trace", ops.trace), ("diff", ops.diff),
                   ("msort", ops.msort), ("argsort", ops.argsort), ("argwhere", ops.argwhere),
                   ("nanmedian", ops.nanmedian)]:
        case(f"{nm}.{dt}", lambda: Fn(fn)(T(xv(dt), dt)))
    for ax in ([0, -1, (0, 1), (), None] if dt in ("float32", "int32", "bool") else [-1]):
        for kd in [False, True]:
            for nm, fn in [("all", ops.all), ("any", ops.any), ("sum", ops.sum), ("nansum", ops.nansum),
                           ("nanmean", ops.nanmean), ("std", ops.std), ("var", ops.var), ("std_mean", ops.std_mean),
                           ("var_mean", ops.var_mean)]:
                case(f"{nm}.ax{ax}.kd{kd}.{dt}", lambda: Fn(fn, ax, keepdims=kd)(T(xv(dt), dt)))
    case(f"sum.dtype.{dt}", lambda: Fn(ops.sum, dtype=ms.float64)(T(xv(dt), dt)))
    case(f"sum.dtype32.{dt}", lambda: Fn(ops.sum, 1, dtype=ms.int32)(T(xv(dt), dt)))
    case(f"nansum.dtype.{dt}", lambda: Fn(ops.nansum, 1, dtype=ms.float16)(T(xv(dt), dt)))
    case(f"count_nonzero.ax.{dt}", lambda: Fn(ops.count_nonzero, axis=(0, -1), keep_dims=True)(T(xv(dt), dt)))
    case(f"count_nonzero.dtype.{dt}", lambda: Fn(ops.count_nonzero, axis=1, dtype=ms.float32)(T(xv(dt), dt)))
    case(f"topk.{dt}", lambda: Fn(ops.topk, 2)(T(xv(dt), dt)))
    case(f"topk.dim0_smallest.{dt}", lambda: Fn(ops.topk, 2, dim=0, largest=False)(T(xv(dt), dt)))
    case(f"argsort.desc.{dt}", lambda: Fn(ops.argsort, axis=0, descending=True)(T(xv(dt), dt)))
    case(f"histc.{dt}", lambda: Fn(ops.histc, bins=4, min=0.0, max=4.0)(T(xv(dt), dt)))
    case(f"bincount.{dt}", lambda: Fn(ops.bincount)(T([1, 0, 3, 1, 2], dt)))
    case(f"bincount.w.{dt}", lambda: Fn(ops.bincount)(T([1, 0, 3, 1], "int32"), T([0.5, 1, 2, 3], dt)))
    case(f"bucketize.{dt}", lambda: Fn(ops.bucketize, boundaries=[0.0, 1.0, 3.0])(T(xv(dt), dt)))
    case(f"bucketize.right.{dt}", lambda: Fn(ops.bucketize, boundaries=[0.0, 1.0, 3.0], right=True)(T(xv(dt), dt)))
    case(f"diff.n2.{dt}", lambda: Fn(ops.diff, n=2, axis=0)(T(xv(dt), dt)))
    case(f"diff.prepend.{dt}", lambda: Fn(ops.diff)(T(xv(dt), dt), 1, -1, T(np.ones((3, 1)), dt), None))
    case(f"trace.nonsq.{dt}", lambda: Fn(ops.trace)(T(xv(dt)[:2], dt)))
    case(f"nanmedian.ax.{dt}", lambda: Fn(ops.nanmedian, 1, True)(T(xv(dt), dt)))
    case(f"is_floating_point.{dt}", lambda: ops.is_floating_point(T(xv(dt), dt)))
    case(f"is_nonzero.{dt}", lambda: ops.is_nonzero(T([xv(dt)[0, 0]], dt)))
for nm, fn in [("nansum", ops.nansum), ("nanmean", ops.nanmean), ("nanmedian", ops.nanmedian), ("std", ops.std),
               ("sum", ops.sum), ("argsort", ops.argsort), ("msort", ops.msort), ("topk2", lambda x: ops.topk(x, 2)),
               ("histc", ops.histc), ("count_nonzero", ops.count_nonzero), ("all", ops.all), ("any", ops.any)]:
    for dt in ["float16", "float32", "float64"]:
        case(f"{nm}.nan.{dt}", lambda: Fn(fn)(T(XN, dt)))
    case(f"{nm}.0d", lambda: Fn(fn)(T(2.5, "float32")))
    case(f"{nm}.empty", lambda: Fn(fn)(T(np.zeros((0, 3)), "float32")))
    case(f"{nm}.1d", lambda: Fn(fn)(T([3.0, -1.0, 2.0, 2.0], "float32")))
for nm, fn in [("sum", ops.sum), ("nansum", ops.nansum), ("nanmean", ops.nanmean), ("std", ops.std),
               ("var", ops.var), ("trace", ops.trace), ("diff", ops.diff), ("msort", ops.msort),
               ("topk0", lambda x: ops.topk(x, 2)[0]), ("std_mean0", lambda x: ops.std_mean(x)[0]),
               ("var_mean1", lambda x: ops.var_mean(x, 1)[1]), ("nanmedian0", lambda x: ops.nanmedian(x, 1)[0])]:
    for dt in ["float32", "float64", "float16"]:
        case(f"{nm}.grad.{dt}", lambda: ms.grad(Fn(fn))(T(X, dt)))
    case(f"{nm}.grad_nan", lambda: ms.grad(Fn(fn))(T(XN, "float32")))
# std/var correction forms
for corr in [0, 1, 2, 3, 4]:
    case(f"std.corr{corr}", lambda: Fn(ops.std, 1, correction=corr)(T(X, "float32")))
    case(f"var.corr{corr}", lambda: Fn(ops.var, 0, correction=corr)(T(X, "float32")))
    case(f"var_mean.corr{corr}", lambda: Fn(ops.var_mean, None, correction=corr, keepdims=True)(T(X, "float32")))
    case(f"std_mean.corr{corr}", lambda: Fn(ops.std_mean, 0, correction=corr)(T(X, "float64")))
case("std.ax_err", lambda: Fn(ops.std, 2)(T(X, "float32")))
case("sum.ax_err", lambda: Fn(ops.sum, 2)(T(X, "float32")))
case("sum.ax_float", lambda: Fn(ops.sum, 1.0)(T(X, "float32")))
case("all.ax_err", lambda: Fn(ops.all, 3)(T(X > 0, "bool")))
case("any.ax_list", lambda: Fn(ops.any, [0, 1])(T(X > 0, "bool")))
case("topk.k_err", lambda: Fn(ops.topk, 5)(T(X, "float32")))
case("topk.k0", lambda: Fn(ops.topk, 0)(T(X, "float32")))
case("topk.sorted_false", lambda: Fn(ops.topk, 3, sorted=False)(T(X, "float32")))
case("topk.0d", lambda: Fn(ops.topk, 1)(T(2.5, "float32")))
case("histc.bins0", lambda: Fn(ops.histc, bins=0)(T(X, "float32")))
case("histc.minmax_eq", lambda: Fn(ops.histc, bins=3, min=1.0, max=1.0)(T(X, "float32")))
case("histc.min_gt_max", lambda: Fn(ops.histc, bins=3, min=2.0, max=1.0)(T(X, "float32")))
case("histc.int_bounds", lambda: Fn(ops.histc, bins=3, min=0, max=3)(T(X, "float32")))
case("bincount.minlength", lambda: Fn(ops.bincount, minlength=7)(T([1, 0, 3, 1], "int32")))
case("bincount.neg", lambda: Fn(ops.bincount)(T([1, -1, 3], "int32")))
case("bincount.2d", lambda: Fn(ops.bincount)(T([[1, 2]], "int32")))
case("bincount.empty", lambda: Fn(ops.bincount)(T(np.zeros(0), "int32")))
case("bucketize.out_int32", lambda: Fn(ops.bucketize, boundaries=[0.0, 1.0, 3.0], out_int32=True)(T(X, "float32")))
case("bucketize.0d", lambda: Fn(ops.bucketize, boundaries=[1.0])(T(1.0, "float32")))
case("diff.n0", lambda: Fn(ops.diff, n=0)(T(X, "float32")))
case("diff.n_big", lambda: Fn(ops.diff, n=5)(T(X, "float32")))
case("diff.ax_err", lambda: Fn(ops.diff, axis=2)(T(X, "float32")))
case("diff.0d", lambda: Fn(ops.diff)(T(2.0, "float32")))
case("trace.3d", lambda: Fn(ops.trace)(T(np.ones((2, 2, 2)), "float32")))
case("trace.1d", lambda: Fn(ops.trace)(T([1.0, 2.0], "float32")))
case("count_nonzero.neg_ax", lambda: Fn(ops.count_nonzero, axis=-1)(T(X, "float32")))
case("count_nonzero.ax_err", lambda: Fn(ops.count_nonzero, axis=2)(T(X, "float32")))
case("argsort.1d_desc", lambda: Fn(ops.argsort, descending=True)(T([3.0, -1.0, 3.0, 2.0], "float32")))
case("argwhere.0d", lambda: Fn(ops.argwhere)(T(2.0, "float32")))
case("argwhere.0d_zero", lambda: Fn(ops.argwhere)(T(0.0, "float32")))
case("argwhere.empty", lambda: Fn(ops.argwhere)(T(np.zeros((0, 2)), "float32")))
case("is_nonzero.multi", lambda: ops.is_nonzero(T([1.0, 2.0], "float32")))
case("is_nonzero.empty", lambda: ops.is_nonzero(T(np.zeros(0), "float32")))
case("is_nonzero.0d", lambda: ops.is_nonzero(T(0.0, "float32")))
case("is_tensor.t", lambda: ops.is_tensor(T(0.0, "float32")))
case("is_tensor.num", lambda: ops.is_tensor(1.0))
case("is_tensor.np", lambda: ops.is_tensor(np.ones(2)))
case("is_floating_point.c64", lambda: ops.is_floating_point(T([1j], "complex64")))
case("is_floating_point.bf16", lambda: ops.is_floating_point(Tensor([1.0], ms.bfloat16)))
case("nanmedian.0d", lambda: Fn(ops.nanmedian, 0)(T(2.0, "float32")))
case("nanmedian.allnan_ax", lambda: Fn(ops.nanmedian, 0)(T(XN, "float32")))
case("nanmean.ax_dtype", lambda: Fn(ops.nanmean, 1, dtype=ms.float16)(T(XN, "float32")))
case("all.pyscalar", lambda: ops.all(True))
case("sum.int_dtype_keep", lambda: Fn(ops.sum, 0, True)(T(X, "int8")))
