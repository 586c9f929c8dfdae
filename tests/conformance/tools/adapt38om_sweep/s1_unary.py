"""m..z functional ops of st/ops (test_func_*, test_*, test_ops_*) over 12 dtypes x 0-d / 2-d / empty shapes,
eagerly (e_) and under @ms.jit (j_, 2-d and 0-d, no uint16/32/64)."""
import os
from _h import case, gen, mk, DT
import mindspore as ms

EX = [
    "ops.moveaxis(x, 0, -1)", "ops.movedim(x, -1, 0)", "ops.msort(x)", "ops.nan_to_num(x, 1.0, 2.0, -2.0)",
    "ops.nanmean(x, 0)", "ops.nanmedian(x)", "ops.nansum(x, -1)", "ops.nansum(x, keepdim=True)",
    "ops.norm(x)", "ops.ravel(x)", "ops.real(x)", "ops.reciprocal(x)", "ops.repeat_elements(x, 2, -1)",
    "ops.sgn(x)", "ops.sign(x)", "ops.signbit(x)", "ops.squeeze(x)", "ops.std(x, -1)", "ops.std_mean(x, 0)",
    "ops.sum(x, -1)", "ops.sum(x)", "ops.sum(x, (0, -1), keepdim=True)", "ops.swapaxes(x, 0, -1)",
    "ops.swapdims(x, -1, 0)", "ops.t(x)", "ops.threshold(x, 1.0, 20.0)", "ops.topk(x, 2)", "ops.trace(x)",
    "ops.tril(x, -1)", "ops.triu(x, 1)", "ops.var(x, -1, ddof=1)", "ops.var_mean(x, 0)",
    "ops.vector_norm(x, 3)", "ops.matrix_band_part(x, 1, 1)", "ops.multiply(x, x)", "ops.mul(x, 2)",
    "ops.mul(x, 2.5)", "ops.mul(x, True)", "ops.maximum(x, 1)", "ops.minimum(x, 1.5)", "ops.max(x)",
    "ops.max(x, -1)", "ops.min(x, 0, keepdims=True)", "ops.median(x, -1)", "ops.narrow(x, -1, 1, 2)",
    "ops.ne(x, 1)", "ops.neg(x)", "ops.numel(x)", "ops.permute(x, (1, 0))", "ops.positive(x)",
    "ops.pow(x, 2)", "ops.pow(x, 0.5)", "ops.pow(2, x)", "ops.relu(x)", "ops.round(x)", "ops.rsqrt(x)",
    "ops.select(x > 0, x, 0)", "ops.selu(x)", "ops.sigmoid(x)", "ops.silu(x)", "ops.sin(x)", "ops.sinc(x)",
    "ops.sinh(x)", "ops.softmax(x, -1)", "ops.softplus(x)", "ops.softshrink(x)", "ops.split(x, 1, -1)",
    "ops.sqrt(x)", "ops.square(x)", "ops.sub(x, 1)", "ops.subtract(x, x, alpha=2)", "ops.tanh(x)",
    "ops.tanhshrink(x)", "ops.tile(x, (2,))", "ops.transpose(x, (1, 0))", "ops.true_divide(x, 2)",
    "ops.trunc(x)", "ops.unbind(x, -1)", "ops.unique(x)", "ops.unique_consecutive(x)",
    "ops.where(x > 0, x, 1.0)", "ops.xlogy(x, 2)", "ops.zeros_like(x)", "ops.softmin(x, -1)",
    "ops.mean(x, -1)", "ops.prod(x, 0)", "ops.remainder(x, 2)", "ops.repeat_interleave(x, 2, 0)",
    "ops.reshape(x, (-1,))", "ops.rad2deg(x)", "ops.rank(x)", "ops.row_stack((x, x))", "ops.vstack((x, x))",
    "ops.sort(x, -1)", "ops.stack((x, x), -1)", "ops.tensor_split(x, 2, -1)", "ops.unsqueeze(x, -1)",
    "ops.unstack(x, -1)", "ops.xdivy(x, 2.0)", "ops.tan(x)", "ops.trapz(x)", "ops.truncate_div(x, x)",
    "ops.truncate_mod(x, x)", "ops.mv(x, x[0])", "ops.mm(x, ops.t(x))", "ops.zeta(x, 2.0)",
    "ops.polygamma(1, x)", "ops.nextafter(x, x + 1)", "ops.sum(x, dtype=ms.float64)", "ops.mean(x)",
    "ops.std(x)", "ops.var(x)", "ops.min(x)", "ops.roll(x, 1, -1)", "ops.rot90(x)", "ops.negative(x)",
    "ops.square(x).sum()", "ops.not_equal(x, 0)", "ops.minimum(x, x)", "ops.maximum(x, 2.5)",
    "ops.mish(x)", "ops.relu6(x)", "ops.rrelu(x, 0.1, 0.1)", "ops.scatter_nd(Tensor([[1], [0]], ms.int32), x[:2], (4, 4))",
    "ops.slice_scatter(x, x[:, :1], 1, 0, 1)", "ops.select_scatter(x, x[0], 0, 1)", "ops.one_hot(Tensor([0, 2], ms.int32), 3, x[0, 0], x[0, 1])",
    "ops.vander(x[0])", "ops.vecdot(x, x)", "ops.matrix_norm(x)", "ops.nanmedian(x, -1)",
]
F = gen("s1", EX)
dts = os.environ.get("DTS", ",".join(DT)).split(",")
for i, (e, f) in enumerate(zip(EX, F)):
    jf = ms.jit(f)
    for dt in dts:
        for sh in ("2d", "0d", "empty"):
            case(f"e{i}_{dt}_{sh}", lambda: f(mk(dt, sh)))
            if sh != "empty" and dt not in ("uint16", "uint32", "uint64"):
                case(f"j{i}_{dt}_{sh}", lambda: jf(mk(dt, sh)))
