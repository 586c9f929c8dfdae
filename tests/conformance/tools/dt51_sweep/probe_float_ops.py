import sys, numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from mindspore.ops import operations as P
ms.set_context(mode=ms.PYNATIVE_MODE)
DT = {"f16": np.float16, "f64": np.float64}[sys.argv[1]]
out = sys.argv[2]
n = 4096
base = (np.sin(np.arange(n) * 1.37) * 3.3 + 1.1)
x = Tensor(base.astype(DT))
x2 = Tensor(base.reshape(64, 64).astype(DT))
y2 = Tensor(np.cos(np.arange(n) * 0.71).reshape(64, 64).astype(DT))
pos = Tensor((np.abs(base) + 0.1).astype(DT))
cases = {
 "reduce_sum": lambda: ops.ReduceSum()(x), "reduce_mean": lambda: ops.ReduceMean()(x),
 "sum_axis": lambda: ops.sum(x2, 1), "mean_axis": lambda: ops.mean(x2, 0),
 "prod": lambda: ops.prod(Tensor((1 + base[:200] * 0.001).astype(DT))),
 "cumsum": lambda: ops.cumsum(x, 0), "cumprod": lambda: ops.cumprod(Tensor((1 + base[:300] * 0.001).astype(DT)), 0),
 "softmax": lambda: ops.softmax(x2, -1), "log_softmax": lambda: ops.log_softmax(x2, -1),
 "logsumexp": lambda: ops.logsumexp(x2, 1), "matmul": lambda: ops.matmul(x2, y2),
 "bmm": lambda: ops.bmm(x2.reshape(4, 16, 64), y2.reshape(4, 64, 16)),
 "std": lambda: ops.std(x2, 1), "var": lambda: ops.var(x2, 1),
 "norm": lambda: ops.norm(x2, dim=1), "l2_normalize": lambda: ops.L2Normalize(axis=1)(x2),
 "layer_norm": lambda: ops.LayerNorm(1, 1)(x2, Tensor(np.ones(64, DT)), Tensor(np.zeros(64, DT)))[0],
 "sigmoid": lambda: ops.sigmoid(x), "tanh": lambda: ops.tanh(x), "exp": lambda: ops.exp(x), "log": lambda: ops.log(pos),
 "sqrt": lambda: ops.sqrt(pos), "rsqrt": lambda: ops.rsqrt(pos), "erf": lambda: ops.erf(x), "gelu": lambda: ops.gelu(x),
 "softplus": lambda: ops.softplus(x), "mish": lambda: ops.mish(x), "silu": lambda: ops.silu(x),
 "pow": lambda: ops.pow(pos, 1.7), "atan2": lambda: ops.atan2(x2, y2), "div": lambda: ops.div(x2, y2),
 "mse": lambda: nn.MSELoss()(x2, y2), "l1": lambda: nn.L1Loss()(x2, y2), "smooth_l1": lambda: ops.smooth_l1_loss(x2, y2, reduction="mean"),
 "bce_logits": lambda: ops.binary_cross_entropy_with_logits(x2, ops.sigmoid(y2), Tensor(np.ones((64, 64), DT)), Tensor(np.ones((64, 64), DT))),
 "cross_entropy": lambda: ops.cross_entropy(x2, Tensor(np.arange(64) % 64, ms.int32)),
 "kl_div": lambda: ops.kl_div(ops.log_softmax(x2, -1), ops.softmax(y2, -1), "sum"),
 "cosine_similarity": lambda: ops.cosine_similarity(x2, y2),
 "dist": lambda: ops.dist(x2, y2), "cdist": lambda: ops.cdist(x2[:8].reshape(1, 8, 64), y2[:8].reshape(1, 8, 64)),
 "addmm": lambda: ops.addmm(x2, x2, y2), "dense": lambda: ops.dense(x2, y2), "inner": lambda: ops.inner(x2, y2),
 "outer": lambda: ops.outer(x[:50], x[50:100]), "trapz": lambda: ops.trapz(x2), "renorm": lambda: ops.renorm(x2, 2, 0, 5.0),
 "lerp": lambda: ops.lerp(x2, y2, 0.3), "addcmul": lambda: ops.addcmul(x2, x2, y2, Tensor(np.array(0.5, DT))),
 "logaddexp": lambda: ops.logaddexp(x2, y2), "hypot": lambda: ops.hypot(x2, y2), "sinc": lambda: ops.sinc(x2),
 "bias_add": lambda: ops.bias_add(x2.reshape(1, 64, 64), Tensor(base[:64].astype(DT))),
 "avg_pool2d": lambda: ops.avg_pool2d(x2.reshape(1, 1, 64, 64), 3, 2), "conv2d": lambda: ops.conv2d(x2.reshape(1, 1, 64, 64), y2[:9, :9].reshape(1, 1, 9, 9)),
 "batch_norm": lambda: ops.batch_norm(x2.reshape(4, 16, 8, 8), Tensor(np.zeros(16, DT)), Tensor(np.ones(16, DT)), Tensor(np.ones(16, DT)), Tensor(np.zeros(16, DT)), training=True),
 "instance_norm": lambda: nn.InstanceNorm2d(16)(x2.reshape(4, 16, 8, 8)),
 "group_norm": lambda: ops.group_norm(x2.reshape(4, 16, 8, 8), 4),
 "interp_bilinear": lambda: ops.interpolate(x2.reshape(1, 1, 64, 64), size=(37, 41), mode="bilinear"),
 "median": lambda: ops.median(x2, 1)[0], "quantile": lambda: ops.quantile(x2, 0.3, 1) if DT != np.float16 else ops.zeros(1),
 "amax": lambda: ops.amax(x2, 1), "argmax": lambda: ops.argmax(x2, 1), "topk": lambda: ops.topk(x2, 5)[0],
 "sort": lambda: ops.sort(x2)[0], "cummax": lambda: ops.cummax(x2, 1)[0], "logcumsumexp": lambda: ops.logcumsumexp(x2, 1),
 "reduce_std": lambda: ops.std_mean(x2, 1)[0], "nansum": lambda: ops.nansum(x2, 1), "mean_all": lambda: x2.mean(),
 "tensor_sum": lambda: x2.sum(), "square_sum": lambda: ops.SquareSumAll()(x2, y2)[0],
 "matrix_det": lambda: ops.det(x2[:8, :8] + Tensor(np.eye(8, dtype=DT) * 5)) if DT != np.float16 else ops.zeros(1),
 "einsum": lambda: ops.einsum("ij,jk->ik", x2, y2), "tensordot": lambda: ops.tensor_dot(x2, y2, ((1,), (0,))),
 "scatter_add": lambda: ops.tensor_scatter_add(x2[:4], Tensor(np.array([[0], [1], [0], [2]] * 16, np.int32)), x2),
 "unsorted_segment_sum": lambda: ops.unsorted_segment_sum(x2, Tensor(np.arange(64) % 5, ms.int32), 5),
 "segment_mean": lambda: ops.unsorted_segment_mean(x2, Tensor(np.arange(64) % 5, ms.int32), 5) if hasattr(ops, "unsorted_segment_mean") else ops.zeros(1),
 "index_add": lambda: ops.index_add(x2[:4], Tensor(np.arange(64) % 4, ms.int32), x2, 0),
 "adaptive_avg": lambda: ops.adaptive_avg_pool2d(x2.reshape(1, 1, 64, 64), (5, 7)),
 "lp_pool": lambda: ops.lp_pool2d(x2.reshape(1, 1, 64, 64), 2, 3, 2), "mse_none": lambda: ops.mse_loss(x2, y2, "sum"),
 "nll": lambda: ops.nll_loss(ops.log_softmax(x2, -1), Tensor(np.arange(64) % 64, ms.int32)),
 "huber": lambda: ops.huber_loss(x2, y2, "sum"), "soft_margin": lambda: ops.SoftMarginLoss()(x2, ops.sign(y2)),
 "margin_ranking": lambda: ops.margin_ranking_loss(x2, y2, ops.sign(y2)),
 "hinge_emb": lambda: ops.hinge_embedding_loss(x2, ops.sign(y2)), "poisson_nll": lambda: ops.poisson_nll_loss if False else nn.PoissonNLLLoss()(x2, pos.reshape(64, 64)),
 "gaussian_nll": lambda: ops.gaussian_nll_loss(x2, y2, pos.reshape(64, 64)),
 "multi_margin": lambda: ops.multi_margin_loss(x2, Tensor(np.arange(64) % 64, ms.int32)),
 "cosine_emb": lambda: ops.cosine_embedding_loss(x2, y2, Tensor(np.sign(np.cos(np.arange(64))).astype(np.int32))),
}
res = {}
for k, f in cases.items():
    try:
        r = f()
        a = r.asnumpy() if hasattr(r, "asnumpy") else np.asarray(r)
        res[k] = a
    except Exception as e:
        res[k + "__err"] = np.array(type(e).__name__ + ": " + str(e).split("\n")[0][:150])
np.savez(out, **res)
