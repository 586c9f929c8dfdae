import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

x = Tensor(np.array([[1.0, 5.0, 3.0], [4.0, 2.5, 6.0]], np.float32))
t = Tensor(np.array([1, 0], np.int32))


@ms.jit
def stats(a):
    return ops.max(a, 1), ops.min(a, axis=0, keepdims=True), ops.std(a, 1), ops.var(a, 1, ddof=1), ops.var(a), \
        ops.logsumexp(a, 1), ops.std_mean(a)


@ms.jit
def losses(a, target):
    return ops.cross_entropy(a, target), ops.cross_entropy(a, target, reduction="none", label_smoothing=0.1), \
        ops.nll_loss(ops.log_softmax(a, 1), target), ops.mse_loss(a, a * 0.5), ops.l1_loss(a, a * 0.5, "sum"), \
        ops.kl_div(ops.log_softmax(a, 1), ops.softmax(a * 0.5, 1)), \
        ops.kl_div(ops.log_softmax(a, 1), ops.softmax(a * 0.5, 1), "batchmean")


@ms.jit
def arrays(a):
    return ops.tril(a), ops.triu(a, 1), ops.Tril()(a), ops.trace(a), ops.movedim(a, 0, 1), ops.hstack((a, a)), \
        ops.vstack((a, a)), ops.clip_by_norm(a, 1.0), ops.masked_fill(a, a > 2, 0.0), ops.count_nonzero(a, 1)


@ms.jit
def small_math(a):
    return ops.log2(a), ops.log10(a), ops.exp2(a), ops.xlogy(a, a), ops.lerp(a, a * 2, 0.25), ops.hypot(a, a), \
        ops.logaddexp(a, a), ops.deg2rad(a), ops.remainder(a, 2), ops.floor_divide(a, 2), ops.erfc(a * 0.1), \
        ops.trunc(a * -0.7), ops.isinf(a), ops.isclose(a, a + 1e-6)


emit("stats", stats(x), rtol=1e-5)
emit("losses", losses(x, t), rtol=1e-4)
emit("arrays", arrays(x), rtol=1e-5)
emit("small_math", small_math(x), rtol=1e-5)
emit("creation", (ops.linspace(0, 1, 5), ops.linspace(Tensor(0.0), Tensor(1.0), 5), ops.LinSpace()(Tensor(0.0), Tensor(1.0), 3),
                  ops.meshgrid(Tensor(np.arange(2, dtype=np.int32)), Tensor(np.arange(3, dtype=np.int32))),
                  ops.diag(Tensor(np.array([1.0, 2.0], np.float32))),
                  ops.outer(Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.array([1.0, 2.0, 3.0], np.float32)))))


def loss(a):
    return ops.cross_entropy(a, t) + ops.logsumexp(a, 1).sum() + ops.std(a) + ops.mse_loss(a, a * 0.25) + \
        ops.tril(a).sum() * 2.0 + ops.max(a, 1)[0].sum()


emit("grad", ops.GradOperation()(loss)(x), rtol=1e-5, atol=1e-6)
emit("grad_jit", ms.jit(ops.GradOperation()(loss))(x), rtol=1e-5, atol=1e-6)
