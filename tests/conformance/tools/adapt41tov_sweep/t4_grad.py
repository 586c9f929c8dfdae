"""Gradients of the st/tensor methods: ms.grad over both inputs eagerly (e_), under @ms.jit (j_) and GradOperation
with a non-uniform sens in a GRAPH_MODE Cell (g_), float16 / float32 / float64, at ties, kinks, zeros."""
import os
import numpy as np
from _t import case, gen
import mindspore as ms
from mindspore import Tensor, ops, nn

A = np.array([[-2.5, 0.0, 1.5, 3.0], [-0.0, 0.5, -1.0, 0.5], [2.0, -3.0, 0.25, 3.0]])
B = np.array([[1.0, 0.0, 1.5, -2.0], [4.0, 0.5, 2.0, 0.5], [-2.0, 3.0, 0.25, 5.0]])
EX = [
    "a.abs() * b", "(a / 4).acos() + b", "(a.abs() + 1).acosh() * b", "(a / 4).asin() * b", "a.asinh() + b.atan()",
    "a.atan2(b)", "a.arctan2(b)", "a.clamp(0, 1.5) * b", "a.clamp(b)", "a.clamp(max=b)", "a.clip(-1, 1) + b",
    "a.cos() * b.cosh()", "a.cumsum(0) * b", "a.cumsum(-1, dtype=ms.float32)", "a.cumprod(1) + b", "a.reshape(-1).dot(b.reshape(-1))",
    "a.erf() + b.erfc()", "a.exp() * b.expm1()", "a.frac() + b", "a.hardshrink(0.5) * b", "a.hypot(b)", "a.inner(b)",
    "a.lerp(b, 0.3)", "a.lerp(b, b.sigmoid())", "(a.abs() + 1).log10() + (b.abs() + 1).log2()", "(a.abs()).log1p() * b",
    "a.logaddexp2(b)", "a.max()", "a.max(0)[0] * b[0]", "a.max(-1, True)[0]", "a.min()", "a.min(1)[0]", "a.maximum(b)",
    "a.minimum(b)", "a.fmax(b)", "a.fmin(b)", "a.mean(0) * b[0]", "a.mean(dtype=ms.float32)" if False else "a.mean((0, 1), True)",
    "a.median()", "a.median(0)[0]", "a.nansum(1)", "a.nan_to_num(0.0) * b", "a.reshape(-1).outer(b.reshape(-1)[:3])",
    "a.prod()", "a.prod(1)", "a.prod(0, True) * b[0]", "(a.abs() + 1).reciprocal() * b", "a.remainder(b + 5)",
    "a.remainder(1.5) * b", "a.roll(1, 0) * b", "(a.abs() + 1).rsqrt() + b", "a.sigmoid() * b", "a.sin() + b.sinh()",
    "a.sinc() * b", "a.abs().sqrt() + b", "a.square() * b", "a.std()", "a.std(0)", "a.sub(b, alpha=2)", "a.add(b, alpha=-0.5)",
    "a.sum(1) * b[:, 0]", "a.sum(dim=0, keepdim=True) * b", "(a / 4).tan() * b.tanh()", "a.tile((2, 1)).sum(0) * b[0]",
    "a.transpose(0, 1) @ b", "a.tril() + b.triu(1)", "a.unbind(0)[1] * b[0]", "a.xlogy(b.abs())", "(a.abs()).xlogy(b + 3)",
    "a.masked_fill(b > 1, 0.5) * b", "a.gather(1, ms.Tensor([[0, 0], [1, 3], [2, 2]], ms.int64)) * b[:, :2]",
    "a.scatter(1, ms.Tensor([[0, 1], [2, 0], [1, 1]], ms.int64), b[:, :2])", "a.scatter_add(1, ms.Tensor([[0, 1], [2, 0], [1, 1]], ms.int64), b[:, :2])",
    "a.index_select(1, ms.Tensor([0, 0, 3], ms.int32)) * b[:, :3]", "a.kthvalue(2, 1)[0] * b[:, 0]", "a.trunc() + a.floor() * b + a.ceil()",
    "a.sign() * b", "a.copysign(b)", "a.logcumsumexp(1) * b", "a.nanmean(0)", "a.aminmax(dim=0)[1] * b[0]", "a.amin(1) + a.amax(0).sum()",
    "b[:, :3].addmm(a, b.t() * a.t())" if False else "b[:, :3].addmm(a, b.t()[:, :3])", "b[:, 0].addmv(a, b[0], beta=0.5, alpha=2)",
    "a.reshape(1, 3, 4).baddbmm(b.reshape(1, 3, 4), a.t().reshape(1, 4, 4))", "a[:, :3].matrix_power(3) * b[:, :3]",
    "(a[:, :3] + 5 * ops.eye(3, 3, a.dtype)).inverse() * b[:, :3]", "(a[:, :3] + 5 * ops.eye(3, 3, a.dtype)).det()",
    "(a[:, :3] + 5 * ops.eye(3, 3, a.dtype)).logdet()", "(a[:, :3] + 5 * ops.eye(3, 3, a.dtype)).slogdet()[1]", "a.cov() * b[:, :3]",
    "a.diag() * b", "a[0].diagflat() * b[:, :3].sum()" if False else "a[0].diagflat(1)", "a.flip(1) * b", "a.unfold(1, 2, 1).sum(-1) * b[:, :3]",
    "a.sum_to_size(1, 4) * b", "a.masked_scatter(b > 1, b * 2)", "a.diagonal_scatter(b[0, :3])", "a.select_scatter(b[1], 0, 0)",
    "a.slice_scatter(b[:, :2], 1, 0, 4, 2)", "(a.abs() + 1).lgamma() + (b.abs() + 1).digamma()", "a.i0() * b", "a.deg2rad() * b",
    "a.true_divide(b + 6)", "a.floor_divide(b + 6)", "a.divide(b + 6, rounding_mode='trunc')", "a.mul(b) ** 2", "a.abs() ** b",
    "a.pow(2) * b", "a.fmod(1.5) * b", "a.heaviside(b)", "a.nanmedian()", "a.argsort().float() * b", "a.sort(1)[0] * b",
    "a.topk(2)[0].sum() * b", "a.t() * b.T", "a.mT * b.T", "a.H.sum() * b", "a.view(4, 3).t() * b", "a.expand_as(ms.Tensor(np.zeros((2, 3, 4)), a.dtype)) * b",
    "a.norm() * b", "a.logsumexp(1) * b[:, 0]", "a.var(1) * b[:, 0]", "a.chunk(2, 1)[1] * b[:, 2:]", "a[1:, ::2] * b[:2, 1::2]",
    "a[a > 0].sum() * b", "a.flatten() * b.ravel()", "a.squeeze().unsqueeze(0) * b", "a.swapaxes(0, 1).movedim(0, 1) * b",
    "a.permute(1, 0).reshape(3, 4) * b", "a.new_ones(3) * b[0, :3]", "a.type_as(b) * b", "a.to(ms.float64) * b.double()",
]
F = gen("t4", EX, args="a, b")
dts = os.environ.get("DTS", "float16,float32,float64").split(",")
S = np.array([[1.0, -2.0, 0.5, 3.0], [0.25, 1.0, -1.0, 2.0], [2.0, 0.5, 1.5, -0.5]])


def sens_like(o):
    n = int(np.prod(o.shape))
    return Tensor(np.resize(S.ravel(), n).reshape(o.shape).astype(ms.dtype_to_nptype(o.dtype)))


class G(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.g = ops.GradOperation(get_all=True, sens_param=True)(f)

    def construct(self, a, b, s):
        return self.g(a, b, s)


for i, f in enumerate(F):
    g = ms.grad(f, (0, 1))
    jg = ms.jit(g)
    for dt in dts:
        a, b = Tensor(A.astype(dt)), Tensor(B.astype(dt))
        case(f"e{i}_{dt}", lambda: g(a, b))
        case(f"j{i}_{dt}", lambda: jg(a, b))

        def s():
            out = f(a, b)
            ms.set_context(mode=ms.GRAPH_MODE)
            return G(f)(a, b, sens_like(out))
        case(f"g{i}_{dt}", s)
