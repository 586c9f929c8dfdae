"""vd48c sweep: Python float scalars given to mint / ops functions alongside a Float64 Tensor.

MindSpore 2.10's pyboost reads some float scalar arguments as float32 (mint.float_power(2.3, x) raises
float64(float32(2.3)); mint.add / mint.mul round 0.1 the same way) and others exactly: this prints each case's dtype
and float64 values (repr, 17 digits) so that the two sides can be diffed.

    python scalar_f64_cases.py START   # prints cases from START until the first error (MindSpore's errors can be sticky)
Run through driver.py (restarts after each error).
"""
import sys
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops

F = mint.nn.functional
y = Tensor(np.array([0.93, 1.7, 0.5, -0.4]), ms.float64)
z = Tensor(np.array([[0.93, 1.7], [0.5, -0.4]]), ms.float64)
m = Tensor(np.array([True, False, True, False]))
s = 0.3
CASES = [
    ("mint.add", lambda: mint.add(y, s)), ("mint.add_alpha", lambda: mint.add(y, y, alpha=s)),
    ("mint.sub", lambda: mint.sub(y, s)), ("mint.sub_alpha", lambda: mint.sub(y, y, alpha=s)),
    ("mint.mul", lambda: mint.mul(y, s)), ("mint.div", lambda: mint.div(y, s)),
    ("mint.div_floor", lambda: mint.div(y, s, rounding_mode="floor")),
    ("mint.remainder", lambda: mint.remainder(y, s)), ("mint.remainder_s", lambda: mint.remainder(2.3, y)),
    ("mint.fmod", lambda: mint.fmod(y, s)), ("mint.pow", lambda: mint.pow(y, 2.3)), ("mint.pow_s", lambda: mint.pow(2.3, y)),
    ("mint.clamp", lambda: mint.clamp(y, s, 0.95)), ("mint.clip", lambda: mint.clip(y, -s, 0.95)),
    ("mint.where", lambda: mint.where(m, y, s)), ("mint.full_like", lambda: mint.full_like(y, s)),
    ("mint.xlogy_s", lambda: mint.xlogy(2.3, y)), ("mint.xlogy", lambda: mint.xlogy(y, 2.3)),
    ("mint.maximum_t", lambda: mint.maximum(y, Tensor(s, ms.float64))),
    ("mint.isclose", lambda: mint.isclose(y, y + 3e-9, rtol=0.0, atol=3.0000001e-9)),
    ("mint.quantile", lambda: mint.quantile(y, s)), ("mint.nanquantile", lambda: mint.nanquantile(y, s)),
    ("mint.norm_p", lambda: mint.norm(y, 2.5)), ("mint.linalg.vector_norm", lambda: mint.linalg.vector_norm(y, 2.5)),
    ("mint.dist", lambda: mint.dist(y, y * 0, 2.5)), ("mint.cdist", lambda: mint.cdist(z, z * 0, 2.5)),
    ("mint.renorm", lambda: mint.renorm(z, 2.5, 0, 0.7)), ("mint.histc", lambda: mint.histc(y, 4, -0.41, 1.71)),
    ("mint.round_dec", lambda: mint.round(y * 1.2345678, decimals=3)),
    ("mint.logit_eps", lambda: mint.special.logit(y * 0, eps=0.3) if hasattr(mint, "special") else None),
    ("mint.nan_to_num", lambda: mint.nan_to_num(y / 0 * 0, nan=s)),
    ("mint.addcmul", lambda: mint.addcmul(y, y, y, value=s)), ("mint.addcdiv", lambda: mint.addcdiv(y, y, y + 2, value=s)),
    ("mint.addmm", lambda: mint.addmm(z, z, z, beta=s, alpha=2.3)), ("mint.baddbmm", lambda: mint.baddbmm(z[None], z[None], z[None], beta=s, alpha=2.3)),
    ("mint.addmv", lambda: mint.addmv(y[:2], z, y[:2], beta=s, alpha=2.3)),
    ("mint.lerp", lambda: mint.lerp(y, y * 2, s)),
    ("mint.linspace", lambda: mint.linspace(0.1, 0.7, 3, dtype=ms.float64)),
    ("mint.arange", lambda: mint.arange(0.1, 0.7, 0.3, dtype=ms.float64)),
    ("mint.full", lambda: mint.full((2,), s, dtype=ms.float64)),
    ("mint.std_corr", lambda: mint.std(y, correction=0)),
    ("F.leaky_relu", lambda: F.leaky_relu(y, s)), ("F.elu", lambda: F.elu(y, s)), ("F.celu", lambda: F.celu(y, s)),
    ("F.hardtanh", lambda: F.hardtanh(y, -s, 0.95)), ("F.softplus", lambda: F.softplus(y, 2.3, 0.7)),
    ("F.threshold", lambda: F.threshold(y, s, 0.7)), ("F.hardshrink", lambda: F.hardshrink(y, s)),
    ("F.softshrink", lambda: F.softshrink(y, s)), ("F.normalize", lambda: F.normalize(z, 2.5, 0)),
    ("F.smooth_l1_loss", lambda: F.smooth_l1_loss(y, y * 0, beta=2.3)),
    ("F.huber_loss", lambda: F.huber_loss(y, y * 0, delta=0.7) if hasattr(F, "huber_loss") else None),
    ("F.margin_ranking", lambda: F.margin_ranking_loss(y, y * 0, y / y, margin=s) if hasattr(F, "margin_ranking_loss") else None),
    ("F.cosine_similarity", lambda: F.cosine_similarity(z, z * 0 + 1e-3, 1, eps=s) if hasattr(F, "cosine_similarity") else None),
    ("F.pairwise_distance", lambda: F.pairwise_distance(z, z * 0, 2.5, 0.3) if hasattr(F, "pairwise_distance") else None),
    ("F.layer_norm", lambda: F.layer_norm(z, (2,), eps=s)), ("F.group_norm", lambda: F.group_norm(z[None], 1, eps=s)),
    ("F.glu", lambda: F.glu(y)), ("F.logsigmoid", lambda: F.logsigmoid(y)),
    ("ops.float_power", lambda: ops.float_power(y, 2.3)), ("ops.pow", lambda: ops.pow(y, 2.3)),
    ("ops.clamp", lambda: ops.clamp(y, s, 0.95)), ("ops.lerp", lambda: ops.lerp(y, y * 2, s)),
    ("ops.addcmul_t", lambda: ops.addcmul(y, y, y, Tensor(s, ms.float64))),
    ("ops.xlogy_s", lambda: ops.xlogy(2.3, y)), ("ops.remainder_s", lambda: ops.remainder(y, s)),
    ("ops.fmod", lambda: ops.fmod(y, s)), ("ops.nan_to_num", lambda: ops.nan_to_num(y, s)),
    ("ops.quantile", lambda: ops.quantile(y, s)), ("ops.renorm", lambda: ops.renorm(z, 2, 0, 0.7)),
    ("ops.logit", lambda: ops.logit(y * 0, 0.3)), ("ops.isclose", lambda: ops.isclose(y, y + 3e-9, 0.0, 3.0000001e-9)),
    ("t.add", lambda: y.add(s)), ("t.mul", lambda: y.mul(s)), ("t.sub", lambda: y.sub(s)), ("t.div", lambda: y.div(s)),
    ("t.pow", lambda: y.pow(2.3)), ("t.clamp", lambda: y.clamp(s, 0.95)), ("t.fmod", lambda: y.fmod(s)),
    ("t.remainder", lambda: y.remainder(s)), ("t.lerp", lambda: y.lerp(y * 2, s)),
    ("t.masked_fill", lambda: y.masked_fill(m, s)), ("t.fill_", lambda: y.copy().fill_(s)),
    ("t.addcmul", lambda: y.addcmul(y, y, value=s)), ("t.xlogy", lambda: y.xlogy(2.3)),
    ("t.nan_to_num", lambda: y.nan_to_num(s)), ("t.true_divide", lambda: y.true_divide(s)),
    ("t.__add__", lambda: y + s), ("t.__rsub__", lambda: s - y), ("t.__rtruediv__", lambda: s / y),
    ("t.__pow__", lambda: y ** 2.3), ("t.__rpow__", lambda: 2.3 ** y), ("t.__mod__", lambda: y % s),
    ("t.__floordiv__", lambda: y // s),
    # batch 2: ops forms whose float arguments are primitive attributes
    ("ops.leaky_relu", lambda: ops.leaky_relu(y, 0.3)), ("ops.elu", lambda: ops.elu(y, 0.3)),
    ("ops.celu", lambda: ops.celu(y, 0.3)), ("ops.softshrink", lambda: ops.softshrink(y, 0.3)),
    ("ops.hardshrink", lambda: ops.hardshrink(y, 0.3)), ("ops.hardtanh", lambda: ops.hardtanh(y, -0.3, 0.95)),
    ("ops.threshold", lambda: ops.threshold(y, 0.3, 0.7)),
    ("ops.bucketize", lambda: ops.bucketize(Tensor(np.array([0.3, 0.30000001, 0.7]), ms.float64), [0.3, 0.7])),
    ("ops.bucketize_r", lambda: ops.bucketize(Tensor(np.array([0.3, 0.30000001, 0.7]), ms.float64), [0.3, 0.7], right=True)),
    ("ops.huber_loss", lambda: ops.huber_loss(y, y * 0, "none", 0.7)),
    ("ops.margin_ranking", lambda: ops.margin_ranking_loss(y, y * 0, y / y, 0.3, "none")),
    ("ops.hinge_embedding", lambda: ops.hinge_embedding_loss(y, y / y, 2.3, "none")),
    ("ops.cosine_embedding", lambda: ops.cosine_embedding_loss(z, z + 1, Tensor(np.array([1, -1]), ms.int32), 0.3, "none")),
    ("ops.triplet_margin", lambda: ops.triplet_margin_loss(z, z * 2, z * 0, margin=0.3, reduction="none")),
    ("ops.multi_margin", lambda: ops.multi_margin_loss(z, Tensor(np.array([0, 1]), ms.int64), margin=0.3, reduction="none")),
    ("ops.gaussian_nll", lambda: ops.gaussian_nll_loss(y, y * 0, y * 0 + 1e-9, eps=0.3, reduction="none")),
    ("ops.cdist", lambda: ops.cdist(z, z * 0, 2.5)), ("ops.pdist", lambda: ops.pdist(z, 2.5)),
    ("ops.dist", lambda: ops.dist(y, y * 0, 2.5)), ("ops.norm", lambda: ops.norm(y, 2.5)),
    ("ops.lp_norm", lambda: ops.LpNorm(axis=0, p=3, epsilon=0.3)(y) if hasattr(ops, "LpNorm") else None),
    ("ops.L2Normalize", lambda: ops.L2Normalize(0, 0.3)(z * 1e-3) if hasattr(ops, "L2Normalize") else None),
    ("ops.histc", lambda: ops.histc(y, 4, -0.41, 1.71)), ("ops.clip_by_norm", lambda: ops.clip_by_norm(y, 0.7)),
    ("ops.clip_by_value", lambda: ops.clip_by_value(y, 0.3, 0.95)), ("ops.isclose_attr", lambda: ops.isclose(y, y + 3e-9, 0.0, 3.0000001e-9)),
    ("ops.layer_norm_eps", lambda: ops.LayerNorm(1, 1, epsilon=0.3)(z, Tensor(np.ones(2), ms.float64), Tensor(np.zeros(2), ms.float64))[0]),
    ("ops.batch_norm_eps", lambda: ops.batch_norm(z, Tensor(np.zeros(2), ms.float64), Tensor(np.ones(2), ms.float64), Tensor(np.ones(2), ms.float64), Tensor(np.zeros(2), ms.float64), eps=0.3)),
    ("ops.pad_value", lambda: ops.pad(y, (1, 1), value=0.3)), ("mint.pad_value", lambda: F.pad(y, (1, 1), value=0.3)),
    ("ops.fill", lambda: ops.fill(ms.float64, (2,), 0.3)), ("ops.full", lambda: ops.full((2,), 0.3, dtype=ms.float64)),
    ("ops.linspace", lambda: ops.linspace(0.1, 0.7, 3)), ("ops.arange", lambda: ops.arange(0.1, 0.7, 0.3, dtype=ms.float64)),
    ("ops.logspace", lambda: ops.logspace(0.1, 0.7, 3, dtype=ms.float64)),
    ("ops.range", lambda: ops.range(Tensor(0.1, ms.float64), Tensor(0.7, ms.float64), Tensor(0.3, ms.float64))),
    ("ops.addcdiv_t", lambda: ops.addcdiv(y, y, y + 2, Tensor(0.3, ms.float64))),
    ("ops.soft_margin", lambda: ops.soft_margin_loss(y, y / y, "none")),
    ("ops.smooth_l1_beta", lambda: ops.smooth_l1_loss(y, y * 0, 2.3, "none")),
    ("ops.hardsigmoid", lambda: ops.hardsigmoid(y)), ("ops.rrelu_eval", lambda: None),
    ("ops.logit", lambda: ops.logit(y * 0 + 0.2, 0.3)),
    ("ops.scalar_to_tensor", lambda: ops.scalar_to_tensor(0.3, ms.float64)),
    ("ops.tuple_to_array", lambda: ops.tuple_to_array((0.3, 0.7))),
    ("Tensor(0.3,f64)", lambda: Tensor(0.3, ms.float64)), ("ms.tensor([0.3],f64)", lambda: ms.tensor([0.3], ms.float64)),
    ("ops.select_s", lambda: ops.select(m, y, 0.3)), ("ops.masked_fill_s", lambda: ops.masked_fill(y, m, 0.3)),
    ("ops.index_fill_s", lambda: ops.index_fill(y, 0, Tensor(np.array([1]), ms.int32), 0.3)),
    ("ops.inplace_add", lambda: ops.InplaceAdd([0])(z, z[:1])), ("ops.ones_like_mul", lambda: ops.ones_like(y) * 0.3),
    ("ops.cumprod", lambda: ops.cumprod(y, 0)), ("ops.heaviside", lambda: ops.heaviside(y, Tensor(0.3, ms.float64))),
    ("ops.xdivy", lambda: ops.xdivy(y, Tensor(0.3, ms.float64))), ("ops.sinc", lambda: ops.sinc(y)),
    ("ops.polygamma", lambda: ops.polygamma(Tensor(1, ms.int64), y.abs() + 0.1)),
    ("ops.igamma", lambda: ops.igamma(y.abs() + 0.5, y.abs() + 0.1)), ("ops.lgamma", lambda: ops.lgamma(y.abs() + 0.1)),
    ("ops.digamma", lambda: ops.digamma(y.abs() + 0.1)), ("ops.erfinv", lambda: ops.erfinv(y * 0.5)),
    ("ops.bessel_i0", lambda: ops.bessel_i0(y)), ("ops.bessel_j0", lambda: ops.bessel_j0(y)),
    ("ops.i0", lambda: ops.i0(y)), ("ops.bessel_k1", lambda: ops.bessel_k1(y.abs() + 0.1)),
]


def main(start):
    for i in range(start, len(CASES)):
        name, fn = CASES[i]
        try:
            r = fn()
            if r is None:
                print(i, name, "| n/a", flush=True)
                continue
            print(i, name, "|", r.dtype, tuple(r.shape), repr([float(v) for v in r.asnumpy().ravel()])
                  if r.dtype != ms.bool_ else r.asnumpy().tolist(), flush=True)
        except Exception as e:  # noqa: BLE001
            print(i, name, "| ERR", type(e).__name__, str(e).split("\n")[0][:90], flush=True)
            return i + 1
    return len(CASES)


if __name__ == "__main__":
    sys.exit(0 if main(int(sys.argv[1])) >= len(CASES) else 3)
