"""st/ops test_ops_<m..z>.py forms: mint functions and Tensor methods (max/min dim, maximum, minimum, mul, ne,
neg, narrow, new_ones / new_zeros, nonzero, norm, numel, permute, positive, pow scalar forms, reciprocal, relu,
round, rsqrt, select, sign, sinc, sqrt, square, sub / subtract alpha, tile, topk, transpose, tril / triu, trunc,
type_as, unbind, unique, view_as, where, xlogy) over 10 dtypes x 0-d / 2-d / empty, eagerly (e_) and under
@ms.jit (j_, 2-d)."""
import os
from _h import case, gen, mk
import mindspore as ms

EX = [
    "mint.max(x, 1)", "mint.max(x, -1, True)", "mint.min(x, 0)", "mint.max(x)", "mint.min(x)",
    "mint.maximum(x, x * 0 + 1)", "mint.minimum(x, x.flip(0) if x.ndim else x)", "mint.mul(x, 2)", "mint.mul(x, 2.5)",
    "mint.mul(x, x)", "mint.ne(x, 1)", "mint.ne(x, 1.5)", "mint.neg(x)", "mint.negative(x)", "mint.narrow(x, -1, 1, 2)",
    "x.new_ones((2, 3))", "x.new_zeros((2,), dtype=ms.float16)", "mint.nonzero(x)", "mint.nonzero(x, as_tuple=True)",
    "mint.norm(x)", "mint.norm(x, 1, -1)", "mint.numel(x)", "mint.permute(x, (-1, 0))", "mint.positive(x)",
    "mint.pow(x, 2)", "mint.pow(x, 0.5)", "mint.pow(2, x)", "mint.pow(x, x)", "mint.reciprocal(x)",
    "mint.nn.functional.relu(x)", "mint.round(x)", "mint.rsqrt(x)", "mint.select(x, -1, 0)", "mint.sign(x)",
    "mint.sinc(x)", "mint.sqrt(x)", "mint.square(x)", "mint.sub(x, 1, alpha=2)", "mint.sub(x, x, alpha=1.5)",
    "mint.subtract(x, 2.5)", "mint.tile(x, (2,))", "mint.topk(x, 2)", "mint.transpose(x, 0, -1)", "mint.tril(x, -1)",
    "mint.triu(x, 1)", "mint.trunc(x)", "x.type_as(x.astype(ms.float16))", "mint.unbind(x, -1)", "mint.unique(x)",
    "x.view_as(x.reshape(-1))", "mint.where(x > 0, x, 0)", "mint.where(x > 0, 1.5, x)", "mint.xlogy(x, 2)",
    "mint.xlogy(x, x)", "mint.squeeze(x, 0)", "mint.split(x, 2, -1)", "mint.softmax(x, -1)",
    "mint.nn.functional.softplus(x)", "mint.nn.functional.softshrink(x)", "mint.nn.functional.silu(x)",
    "mint.nn.functional.selu(x)", "mint.nn.functional.mish(x)", "mint.sum(x, -1)", "mint.mean(x, -1)",
    "mint.median(x)", "mint.median(x, -1)", "mint.prod(x)", "mint.remainder(x, 2)", "mint.searchsorted(x, x)",
    "mint.sort(x)", "mint.std(x)", "mint.var(x, -1)", "mint.masked_select(x, x > 0)", "mint.ones_like(x)",
    "mint.zeros_like(x, dtype=ms.int8)", "mint.unique_consecutive(x)", "mint.outer(x.reshape(-1), x.reshape(-1))",
    "mint.rot90(x)", "mint.roll(x, 1, -1)", "mint.repeat_interleave(x, 2)", "x.sub_(1)", "x.mul_(2)",
    "mint.t(x)", "mint.take(x, x.reshape(-1)[:1].astype(ms.int64) * 0)", "mint.trace(x)",
]
F = gen("s4", EX)
dts = os.environ.get("DTS", "bool,int8,int16,int32,int64,uint8,float16,float32,float64").split(",")
for i, (e, f) in enumerate(zip(EX, F)):
    jf = ms.jit(f)
    for dt in dts:
        for sh in ("2d", "0d", "empty"):
            case(f"e{i}_{dt}_{sh}", lambda: f(mk(dt, sh)))
        case(f"j{i}_{dt}_2d", lambda: jf(mk(dt, "2d")))
