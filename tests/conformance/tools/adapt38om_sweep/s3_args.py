"""Argument forms of m..z ops: out-of-range / negative axes, None, keywords, tuples, Python scalars, bad types;
eagerly (a_) and under @ms.jit (aj_) for float32 and int32 inputs."""
import os
from _h import case, gen, mk
from mindspore import Tensor
import mindspore as ms

EX = [
    "ops.moveaxis(x, 2, 0)", "ops.moveaxis(x, (0, 1), (1, 0))", "ops.moveaxis(x, (0, 1), (1, 1))",
    "ops.movedim(x, -3, 0)", "ops.msort(x[0, 0])", "ops.nan_to_num(x)", "ops.nan_to_num(x, posinf=1.0)",
    "ops.nanmean(x, None, True)", "ops.nanmean(x, -3)", "ops.nanmean(x, 1, dtype=ms.float64)",
    "ops.nansum(x, (0, 1))", "ops.nansum(x, 2)", "ops.nansum(x, dtype=ms.int64)", "ops.norm(x, 1)",
    "ops.norm(x, None, -1)", "ops.norm(x, 'fro', (0, 1))", "ops.norm(x, 'nuc')", "ops.norm(x, float('inf'), 0)",
    "ops.norm(x, 0, 1)", "ops.norm(x, -1, 1, True)", "ops.norm(x, 3, (0, 1))", "ops.norm(x, 2, 5)",
    "ops.repeat_elements(x, 0, 0)", "ops.repeat_elements(x, 2, 2)", "ops.repeat_elements(x, -1, 0)",
    "ops.squeeze(x, 0)", "ops.squeeze(x[:1], 0)", "ops.squeeze(x[:1], (0, 1))", "ops.squeeze(x[:1], -2)",
    "ops.squeeze(x[:1], 2)", "ops.std(x, (0, 1))", "ops.std(x, -1, ddof=0, keepdims=True)",
    "ops.std(x, ddof=5)", "ops.std(x, 2)", "ops.std_mean(x, -1, ddof=1, keepdims=True)",
    "ops.sum(x, 2)", "ops.sum(x, None, True)", "ops.sum(x, dtype=ms.int8)", "ops.sum(x, (0, 0))",
    "ops.sum(x, dtype=ms.bool_)", "ops.swapaxes(x, 0, 2)", "ops.swapaxes(x, -2, -1)", "ops.t(x[0])",
    "ops.t(x[0, 0])", "ops.threshold(x, 1, 20)", "ops.threshold(x, 1.5, -1)", "ops.topk(x, 5)",
    "ops.topk(x, 0)", "ops.topk(x, 2, 0)", "ops.topk(x, 2, -1, False)", "ops.topk(x, 2, sorted=False)",
    "ops.topk(x, 2, dim=2)", "ops.trace(x[0])", "ops.tril(x, 10)", "ops.tril(x, -10)", "ops.tril(x[0])",
    "ops.triu(x, diagonal=-1)", "ops.triu(x, 1.5)", "ops.var(x, (0, 1), ddof=True)", "ops.var(x, 5)",
    "ops.var_mean(x, -1, ddof=2)", "ops.vector_norm(x, 0)", "ops.vector_norm(x, float('-inf'), -1)",
    "ops.vector_norm(x, 2, (0, 1), True)", "ops.vector_norm(x, 2, dtype=ms.float64)",
    "ops.matrix_band_part(x, -1, 0)", "ops.matrix_band_part(x, 0, -1)", "ops.matrix_band_part(x[0], 1, 1)",
    "ops.max(x, 2)", "ops.max(x, -1, True)", "ops.max(x, initial=10)", "ops.min(x, -1, where=x > 0, initial=5.0)",
    "ops.median(x, 2)", "ops.median(x, 0, True)", "ops.narrow(x, 0, 2, 2)", "ops.narrow(x, 2, 0, 1)",
    "ops.narrow(x, 1, -1, 1)", "ops.permute(x, (0, 0))", "ops.permute(x, (-1, -2))", "ops.permute(x, (1, 2))",
    "ops.pow(x, -1)", "ops.pow(x, True)", "ops.pow(x, Tensor(2.0, ms.float64))", "ops.pow(2.5, x)",
    "ops.round(x, decimals=1)", "ops.round(x, decimals=-1)", "ops.select(x, x, 0)", "ops.select(x > 0, 1, 0)",
    "ops.select(x > 0, 1.5, x)", "ops.softmax(x, 2)", "ops.softmax(x, dtype=ms.float64)", "ops.softmax(x, 0)",
    "ops.softplus(x, 2, 1)", "ops.softplus(x, beta=0.5, threshold=2)", "ops.softshrink(x, 1.0)",
    "ops.softshrink(x, -1.0)", "ops.split(x, 3, 1)", "ops.split(x, [1, 3], 1)", "ops.split(x, [1, 1], 1)",
    "ops.split(x, (1, -1), 1)", "ops.split(x, 2, 2)", "ops.split(x, 0, 0)", "ops.sub(x, True)",
    "ops.subtract(x, 1.5, alpha=2)", "ops.subtract(x, x, alpha=1.5)", "ops.tile(x, (2, 1, 1))", "ops.tile(x, ())",
    "ops.tile(x, (0, 2))", "ops.tile(x, (-1, 2))", "ops.transpose(x, (1, 1))", "ops.transpose(x, (1, -2))",
    "ops.true_divide(x, 0)", "ops.true_divide(1, x)", "ops.unbind(x, 2)", "ops.unbind(x, -2)",
    "ops.unique_consecutive(x, True, True)", "ops.unique_consecutive(x, True, True, 0)",
    "ops.unique_consecutive(x, dim=-1)", "ops.where(x > 0)", "ops.where(x > 0, 1, 0)", "ops.where(x > 0, x, None)",
    "ops.xlogy(0, x)", "ops.xlogy(x, x)", "ops.zeros_like(x, dtype=ms.float16)", "ops.softmin(x, 2)",
    "ops.softmin(x, dim=0, dtype=ms.float64)", "ops.mean(x, (0, 1), True)", "ops.mean(x, 2)",
    "ops.prod(x, -1, True)", "ops.prod(x, 2)", "ops.prod(x, dtype=ms.float64)", "ops.remainder(x, 0)",
    "ops.remainder(x, -2.5)", "ops.remainder(7, x)", "ops.repeat_interleave(x, (1, 2, 0), 0)",
    "ops.repeat_interleave(x, 2)", "ops.repeat_interleave(x, Tensor([1, 2, 0]), 0)",
    "ops.repeat_interleave(x, (1, 2), 0)", "ops.roll(x, (1, 2), (0, 1))", "ops.roll(x, 1)", "ops.roll(x, 1, 2)",
    "ops.rot90(x, 2)", "ops.rot90(x, -1, (1, 0))", "ops.rot90(x, 1, (0, 0))", "ops.sort(x, 0, True)",
    "ops.sort(x, 2)", "ops.stack((x, x), 3)", "ops.stack((x, x), -3)", "ops.stack((x,))", "ops.stack([])",
    "ops.tensor_split(x, (1, 3), -1)", "ops.tensor_split(x, 5, 0)", "ops.tensor_split(x, 0, 0)",
    "ops.tensor_split(x, [], 0)", "ops.unsqueeze(x, 3)", "ops.unsqueeze(x, -3)", "ops.unsqueeze(x, 2)",
    "ops.unstack(x, 2)", "ops.unstack(x)", "ops.vstack([x[0], x[1]])", "ops.row_stack((x[0, 0], x[0, 0]))",
    "ops.trapz(x, dx=0.5, dim=0)", "ops.trapz(x, x[0], dim=-1)", "ops.trapz(x, dim=2)",
    "ops.mv(x, x[:, 0])", "ops.mm(x, x)", "ops.one_hot(x, 3)", "ops.one_hot(Tensor([0, 5, -1]), 3)",
    "ops.one_hot(Tensor([0, 2]), -1)", "ops.one_hot(Tensor([[0, 2]]), 3, axis=0)",
    "ops.scatter_nd(Tensor([[1], [1]]), x[:2], (4, 4))", "ops.scatter_nd(Tensor([[5]]), x[:1], (4, 4))",
    "ops.slice_scatter(x, x[:, :2], 1, 0, 4, 2)", "ops.slice_scatter(x, x[:, :1], -1, 3)",
    "ops.slice_scatter(x, x[:, :2], 1, 0, 1)", "ops.select_scatter(x, x[:, 0], 1, -1)",
    "ops.select_scatter(x, x[0], 0, 5)", "ops.vander(x[0], 2)", "ops.vander(x[0], 0)", "ops.vander(x)",
    "ops.vecdot(x, x, dim=0)", "ops.vecdot(x, x[0])", "ops.matrix_norm(x, 'nuc')", "ops.matrix_norm(x, -2)",
    "ops.matrix_norm(x, 1, (1, 0), True)", "ops.matrix_norm(x[0])", "ops.nanmedian(x, 0, True)",
    "ops.nanmedian(x, 2)", "ops.sign(x.astype(ms.uint8))", "ops.sgn(x) * 1", "ops.signbit(-x)",
    "ops.sum(x, axis=-1)", "ops.max(x, axis=0)", "ops.square(x, )", "ops.rad2deg(x.astype(ms.int8))",
    "ops.rrelu(x, 0.5, 0.1)", "ops.relu6(x * 3)", "ops.tanhshrink(x.astype(ms.float16))",
    "ops.maximum(x, 2 ** 40)", "ops.minimum(x, True)", "ops.multiply(x, 1e40)", "ops.mul(x, 2 ** 40)",
    "ops.ne(x, 2 ** 40)", "ops.ne(x, None)", "ops.numel(x[0, 0])", "ops.ravel(x[0, 0])",
    "ops.reciprocal(x.astype(ms.int64))", "ops.truncate_div(x, 0 * x)",
    "ops.truncate_mod(x, 0 * x)", "ops.xdivy(x, 0 * x)",
]
F = gen("s3", EX)
dts = os.environ.get("DTS", "float32,int32").split(",")
for i, (e, f) in enumerate(zip(EX, F)):
    jf = ms.jit(f)
    for dt in dts:
        case(f"a{i}_{dt}", lambda: f(mk(dt, "2d")))
        case(f"aj{i}_{dt}", lambda: jf(mk(dt, "2d")))
