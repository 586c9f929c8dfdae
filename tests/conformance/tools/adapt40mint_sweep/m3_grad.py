"""Gradients of the st/mint APIs: ms.grad over all Tensor inputs eagerly (e_), under @ms.jit (j_) and GradOperation
with a non-uniform sens (s_), float16 / float32 / float64 (`DTS=`), at ties, kinks, zeros and boundaries."""
import os
import numpy as np
from _c import case, gen
import mindspore as ms
from mindspore import Tensor, ops

A = np.array([[-2.5, 0.0, 1.5, 3.0], [-0.0, 7.0, -1.0, 0.5], [2.0, -3.0, 0.25, 3.0]])
B = np.array([[1.0, 0.0, 1.5, -2.0], [4.0, 7.0, 2.0, 0.5], [-2.0, 3.0, 0.25, 5.0]])
EX = [  # (expression over a, b; b's role)
    "mint.clamp(a, 0, 2)", "mint.clamp(a, b, None)", "mint.clamp(a, None, b)", "mint.clamp(a, b, b + 1)", "mint.clamp(a, 2, 0)",
    "mint.clamp(a, 0.5)", "a.clamp(min=b)", "mint.div(a, b)", "mint.div(a, b, rounding_mode='floor')",
    "mint.div(a, b, rounding_mode='trunc')", "mint.div(a, 2.5)", "mint.div(3, b + 10)", "mint.max(a)", "mint.max(a, 1)[0]",
    "mint.max(a, 0, True)[0]", "mint.max(a, b)", "mint.min(a)", "mint.min(a, 0)[0]", "mint.min(a, b)", "a.max(1, True)[0]",
    "mint.remainder(a, b)", "mint.remainder(a, 2)", "mint.remainder(2, b + 10)", "mint.remainder(a, -1.5)", "mint.amax(a)",
    "mint.amax(a, 1)", "mint.amax(a, (0, 1), True)", "mint.amin(a, 0)", "mint.atanh(a / 8)", "mint.atanh(b / 8)", "mint.clone(a)",
    "mint.diff(a)", "mint.diff(a, 2, 0)", "mint.diff(a, 1, -1, b, b)", "mint.diff(a, 0)", "mint.float_power(a, 2)",
    "mint.float_power(b * b + 1, a)", "mint.float_power(a, b)", "mint.float_power(2, a)", "mint.floor_divide(a, b)",
    "mint.full_like(a, 2)", "mint.nn.functional.leaky_relu(a, 0.2)", "mint.nn.functional.leaky_relu(a, -2)",
    "mint.nn.functional.log_softmax(a, 1)", "mint.nn.functional.log_softmax(a, 0, dtype=ms.float64)", "mint.logsumexp(a, 1)",
    "mint.logsumexp(a, (0, 1), True)", "mint.nn.functional.mse_loss(a, b)", "mint.nn.functional.mse_loss(a, b, reduction='sum')",
    "mint.nn.functional.mse_loss(a, b, reduction='none')", "mint.mul(a, b)", "mint.mul(a, 2.5)", "mint.ones_like(a)",
    "mint.nn.functional.threshold(a, 1, 20)", "mint.nn.functional.threshold(a, 0, -1)", "mint.repeat_interleave(a, 2, 0)",
    "mint.repeat_interleave(a, ms.Tensor([1, 0, 2, 1], ms.int64), 1)", "mint.repeat_interleave(a, 3)", "mint.stack([a, b], 1)",
    "mint.stack((a, a * 2), -1)", "mint.std_mean(a, 1)[0]", "mint.std_mean(a)[1]", "mint.std_mean(a, 0, correction=0)[0]",
    "mint.var_mean(a, 1)[0]", "mint.var_mean(a, (0, 1), correction=0)[0]", "mint.var_mean(a, 1)[1]",
    "mint.take(a, ms.Tensor([0, 2, 2, -1], ms.int64))", "mint.where(a > 0, a, b)", "mint.where(a > 0, a, 0)",
    "mint.where(a > 0, 1.5, b)", "mint.mm(a, b.T)", "mint.addbmm(a[:, :2], a.reshape(2, 3, 2)[:, :, :1].swapaxes(1, 2).broadcast_to((2, 3, 3)), b.reshape(2, 3, 2)[:, :, :2].broadcast_to((2, 3, 2)))",
    "mint.baddbmm(a[:2, :2], a.reshape(3, 2, 2), b.reshape(3, 2, 2), beta=0.5, alpha=2)", "mint.triangular_solve(b[:, :2] + 0, mint.triu(a[:, :3]) + 4 * mint.eye(3))[0]",
    "mint.triangular_solve(b[:, :2] + 0, mint.tril(a[:, :3]) + 4 * mint.eye(3), upper=False, transpose=True)[0]",
    "mint.triangular_solve(b[:, :2] + 0, mint.triu(a[:, :3]), unitriangular=True)[0]", "mint.nn.functional.relu(a)",
    "mint.add(a, b, alpha=2)", "mint.add(a, 2, alpha=1.5)", "mint.logical_xor(a, b)", "mint.bitwise_and(a.astype(ms.int32), 3).astype(a.dtype) * a",
]
F = gen("m3", EX, args="a, b")
dts = os.environ.get("DTS", "float16,float32,float64").split(",")
S = np.array([[1.0, -2.0, 0.5, 3.0], [0.25, 1.0, -1.0, 2.0], [2.0, 0.5, 1.5, -0.5]])


def sens_like(o):
    n = int(np.prod(o.shape))
    return Tensor(np.resize(S.ravel(), n).reshape(o.shape).astype(ms.dtype_to_nptype(o.dtype)))


for i, f in enumerate(F):
    g = ms.grad(f, (0, 1))
    jg = ms.jit(g)
    for dt in dts:
        a, b = Tensor(A.astype(dt)), Tensor(B.astype(dt))
        case(f"e{i}_{dt}", lambda: g(a, b))
        case(f"j{i}_{dt}", lambda: jg(a, b))

        def s():
            out = f(a, b)
            return ops.GradOperation(get_all=True, sens_param=True)(f)(a, b, sens_like(out))
        case(f"s{i}_{dt}", s)
