"""st/tensor + st/tensor/overload unary methods, dtype conversions, predicates and reductions (abs / absolute / acos
... xlogy, bool / byte / double / float / half / int / long / short, isfinite / isneginf / isreal, sum / mean / prod /
nansum / nanmean / count_nonzero / all / any / argmax / argmin / max / min / median / kthvalue / aminmax / cumsum /
logcumsumexp with dim / keepdim / dtype) over 8 dtypes x 0-d / 2-d / empty eagerly, 2-d in @ms.jit and a Cell."""
from _t import run_exprs

EX = [
    # 0-9 unary math
    "x.abs()", "x.absolute()", "x.acos()", "x.arccos()", "x.acosh()", "x.arccosh()", "x.asin()", "x.arcsin()",
    "x.asinh()", "x.arcsinh()",
    # 10-
    "x.atan()", "x.arctan()", "x.arctanh()", "x.ceil()", "x.floor()", "x.trunc()", "x.frac()", "x.cos()", "x.cosh()",
    "x.sin()",
    # 20-
    "x.sinh()", "x.tan()", "x.tanh()", "x.sinc()", "x.erf()", "x.erfc()", "x.exp()", "x.expm1()", "x.log10()",
    "x.log1p()",
    # 30-
    "x.log2()", "x.log()", "x.reciprocal()", "x.rsqrt()", "x.sqrt()", "x.square()", "x.sigmoid()", "x.neg()",
    "x.negative()", "x.positive()",
    # 40-
    "x.sign()", "x.sgn()", "x.signbit()", "x.isfinite()", "x.isinf()", "x.isnan()", "x.isneginf()", "x.isposinf()",
    "x.isreal()", "x.deg2rad()",
    # 50-
    "x.digamma()", "x.lgamma()", "x.i0()", "x.angle()", "x.bool()", "x.byte()", "x.double()", "x.float()",
    "x.half()", "x.int()",
    # 60-
    "x.long()", "x.short()", "x.nan_to_num()", "x.nan_to_num(1.0, 2.0, -2.0)", "x.nan_to_num(nan=0.5, posinf=3.0)",
    "x.hardshrink()", "x.hardshrink(0.3)", "x.hardshrink(lambd=2)", "(x.is_floating_point(), x.is_signed(), x.is_complex())",
    "(x.nelement(), x.numel(), x.ndimension())",
    # 70- reductions
    "x.sum()", "x.sum(0)", "x.sum(-1, True)", "x.sum(dim=(0, 1), keepdim=True)", "x.sum(dtype=ms.float64)",
    "x.sum(0, dtype=ms.int32)", "x.mean()", "x.mean(0)", "x.mean(-1, True)", "x.mean(dtype=ms.float64)",
    # 80-
    "x.prod()", "x.prod(0)", "x.prod(1, True)", "x.prod(dtype=ms.float32)", "x.nansum()", "x.nansum(0)",
    "x.nansum(1, True, dtype=ms.float64)", "x.nanmean()", "x.nanmean(0, True)", "x.count_nonzero()",
    # 90-
    "x.count_nonzero(0)", "x.count_nonzero(dim=(0, 1))", "x.all()", "x.all(0)", "x.all(-1, True)", "x.any()",
    "x.any(1)", "x.any((0, 1), True)", "x.argmax()", "x.argmax(0)",
    # 100-
    "x.argmax(-1, True)", "x.argmax(dim=1, keepdim=False)", "x.argmin()", "x.argmin(0, True)", "x.max()", "x.max(0)",
    "x.max(-1, True)", "x.min()", "x.min(1)", "x.min(dim=0, keepdim=True)",
    # 110-
    "x.median()", "x.median(0)", "x.median(-1, True)", "x.kthvalue(2, 1)", "x.kthvalue(1)", "x.kthvalue(3, 0, True)",
    "x.aminmax()", "x.aminmax(dim=0)", "x.aminmax(dim=-1, keepdim=True)", "x.cumsum(0)",
    # 120-
    "x.cumsum(-1, dtype=ms.float64)", "x.cumsum(dim=1)", "x.logcumsumexp(0)", "x.logcumsumexp(-1)", "x.msort()",
    "x.argsort()", "x.argsort(0, True)", "x.argsort(dim=-1, descending=False)", "x.nanmedian()", "x.nanmedian(0)",
    # 130-
    "x.std()", "x.std(0)", "x.amin(0)", "x.amax(-1, True)", "x.cumprod(0)", "x.cumprod(1, dtype=ms.float32)",
    "x.logsumexp(0)", "x.var(1)", "x.norm()", "x.float().nanquantile(0.5)",
    # 140- shape / index
    "x.t()", "x.mT", "x.mH", "x.H", "x.adjoint()", "x.flatten()", "x.flatten(0, -1)", "x.ravel()", "x.unsqueeze(0)",
    "x.unsqueeze(-1)",
    # 150-
    "x.squeeze()", "x.squeeze(0)", "x.tril()", "x.tril(1)", "x.triu(-1)", "x.triu(diagonal=2)", "x.flip(0)",
    "x.fliplr()", "x.flipud()", "x.roll(1)",
    # 160-
    "x.roll(1, 0)", "x.roll((1, -1), (0, 1))", "x.roll(shifts=2, dims=-1)", "x.chunk(2)", "x.chunk(2, -1)",
    "x.unbind()", "x.unbind(1)", "x.nonzero()", "x.nonzero(as_tuple=True)", "x.argwhere()",
    # 170-
    "x.permute(1, 0)", "x.permute((1, 0))", "x.transpose(0, 1)", "x.swapaxes(0, 1)", "x.swapdims(-1, 0)",
    "x.moveaxis(0, 1)", "x.movedim(1, 0)", "x.tile((2,))", "x.tile((2, 1, 1))", "x.reshape(-1)",
    # 180-
    "x.reshape(2, -1)", "x.reshape((4, -1))", "x.view(-1)", "x.select(0, 1)", "x.select(1, -1)",
    "x.index_select(0, ms.Tensor([0, 2], ms.int32))", "x.index_select(1, ms.Tensor([3, 0, 0], ms.int64))",
    "x.masked_select(x > 0)", "x.unique()", "x.unique(return_inverse=True)",
    # 190-
    "x.unique(sorted=True, return_counts=True)", "x.diag()", "x.diagflat()", "x.sum_to_size(1, 4)", "x.sum_to_size(4)",
    "x.unfold(1, 2, 1)", "x.unfold(0, 2, 2)", "x.diag(1)", "x.tolist()", "x.sum().item()",
]
run_exprs("t1", EX)
