"""st/mint argument forms: the tests' Cells (ClampNet, MaxDimNet, NetFloor, kwargs_Net ...) with Python numbers,
Tensors, None, keywords, numpy arrays and bad values; matmul family (mm, addbmm, baddbmm, triangular_solve),
mint.empty, mint.nn layers (Linear, Identity, AdaptiveAvgPool3d, UpsamplingBilinear2d, Threshold, LeakyReLU,
LogSoftmax, MSELoss).  Each case runs eagerly (e_), under @ms.jit (j_) and in a GRAPH_MODE Cell (g_)."""
import numpy as np
from _c import case, gen
import mindspore as ms
from mindspore import Tensor, nn

F32 = np.array([[1., 25., 5., 7.], [4., 11., 6., 21.]], np.float32)
T = lambda a, d=ms.float32: Tensor(np.array(a), d)  # noqa: E731
X = T(F32)
XI = T(F32, ms.int32)
V = T([-4.0, 5.0, 6.0, -0.0, 2.5])
B1 = Tensor(np.arange(24, dtype=np.float32).reshape(3, 2, 4) / 10 - 1)
B2 = Tensor(np.arange(60, dtype=np.float32).reshape(3, 4, 5) / 7 - 2)
IN = Tensor(np.arange(10, dtype=np.float32).reshape(2, 5) / 3)
AU = Tensor(np.triu(np.arange(1, 17, dtype=np.float32).reshape(4, 4)))
BB = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) - 5)

CASES = [  # (expression over a, b, c, args)
    ("mint.clamp(a, b, c)", (X, 5, 20)), ("mint.clamp(a, b, c)", (X, 20, 5)), ("mint.clamp(a, b, c)", (X, T(5.0), 20)),
    ("mint.clamp(a, b, c)", (X, 5, True)), ("mint.clamp(a, b, c)", (X, None, None)), ("mint.clamp(a, b, c)", (X, 5.5, None)),
    ("mint.clamp(a, b, c)", (XI, 5.5, 20)), ("mint.clamp(a, b, c)", (XI, T(5.0), T(20.0))), ("mint.clamp(a, b, c)", (X, T(5, ms.int64), T(9.5, ms.float64))),
    ("mint.clamp(a, min=b, max=c)", (X, T([2.0, 30, 4, 8]), None)), ("mint.clamp(a, b, c)", (X, T([[2.0], [9.0]]), T([[5.0, 30, 6, 8]]))),
    ("a.clamp(b, c)", (X, 5, 20)), ("a.clamp(b, c)", (X, T(5.0), 20)), ("a.clamp(min=b)", (XI, 5.5, 0)),
    ("mint.clamp(a, b, c)", (T(True, ms.bool_), 0, 1)), ("mint.clamp(a, b, c)", (T([True, False], ms.bool_), True, False)),
    ("mint.div(a, b)", (T([1.0, 5.0, 7.5]), T([4.0, 2.0, 3.0]))), ("mint.div(a, b, rounding_mode='floor')", (T([1.0, 5.0, 9.5]), T([4.0, 2.0, 3.0]))),
    ("mint.div(a, b, rounding_mode='trunc')", (T([-1.0, 5.0, -9.5]), T([4.0, -2.0, 3.0]))), ("mint.div(a, b, rounding_mode=c)", (V, 2, "round")),
    ("mint.div(a, b, rounding_mode=c)", (V, 2, 1)), ("mint.div(a, b, rounding_mode='floor')", (3, V)), ("mint.div(a, b)", (3, V)),
    ("mint.div(a, b, rounding_mode='trunc')", (T([7, -7, 0], ms.int32), T([2, 2, 3], ms.int32))), ("mint.div(a, b)", (T([7, -7, 0], ms.int32), 2)),
    ("mint.div(a, b, rounding_mode='floor')", (T([7, -7, 0], ms.int32), 0)), ("mint.div(a, b, rounding_mode='trunc')", (T([7, -7, 0], ms.int8), 2.5)),
    ("mint.div(a, b, rounding_mode='floor')", (T([7, -7, 0], ms.uint8), T([2, 3, 5], ms.int8))), ("mint.div(a, b)", (T([True, False], ms.bool_), T([True, True], ms.bool_))),
    ("mint.div(a, b, rounding_mode='floor')", (T([True, False], ms.bool_), 2)), ("a.div(b, rounding_mode='trunc')", (V, 1.5)), ("a.div(other=b)", (V, 4)),
    ("mint.div(input=a, other=b, rounding_mode='floor')", (V, -2)), ("mint.div(a, b)", (V, np.float32(2.0))),
    ("mint.max(a)", (X,)), ("mint.max(a)", (F32,)), ("mint.max(a, b, c)", (X, -1, True)), ("mint.max(a, b, c)", (X, None, True)),
    ("mint.max(a, b, c)", (X, -1, -1)), ("mint.max(a, b, c)", (X, 2, False)), ("mint.max(a, b, c)", (X, -3, False)), ("mint.max(a, b)", (X, T([[2.0, 26, 4, 1], [3, 41, 16, 1]]))),
    ("mint.max(a, b)", (X, 3)), ("mint.max(a, b)", (X, 3.5)), ("mint.max(a, b)", (X, T([10.0, 0, 0, 30]))), ("mint.max(a, b)", (XI, X)),
    ("mint.max(a, dim=b, keepdim=c)", (X, 0, True)), ("mint.max(a, b)", (T(5.0), 0)), ("mint.max(a, b)", (T(5.0), -1)), ("mint.max(a, b)", (T(5.0), 1)),
    ("mint.max(a)", (T(np.zeros((0, 3), np.float32)),)), ("mint.max(a, b)", (T(np.zeros((0, 3), np.float32)), 1)), ("mint.max(a, b)", (T(np.zeros((2, 0), np.float32)), 0)),
    ("mint.max(a, b, c)", (T([[True, False], [False, False]], ms.bool_), 1, False)), ("mint.max(a)", (T([[1, 9], [9, 2]], ms.uint8),)),
    ("mint.max(a, b)", (T([[1.0, np.nan, 3]]), 1)), ("mint.max(a)", (T([1.0, np.nan, 3]),)), ("mint.max(a, b)", (T([[3.0, 3.0, 1]]), 1)),
    ("a.max(b, c)", (X, 1, True)), ("a.max(b)", (X, X * 0 + 10)), ("a.max(axis=b)", (X, 0)), ("a.max(dim=b)", (X, 0)),
    ("mint.min(a)", (X,)), ("mint.min(a, b, c)", (X, -1, True)), ("mint.min(a, b, c)", (X, None, True)), ("mint.min(a, b, c)", (X, 0, 1)),
    ("mint.min(a, b)", (X, T([[2.0, 26, 4, 1], [3, 41, 16, 1]]))), ("mint.min(a, b)", (X, 2)), ("mint.min(a, b)", (T([[1.0, np.nan, 3]]), 1)),
    ("mint.min(a, b)", (T([[3.0, 1.0, 1]]), 1)), ("a.min(b, keepdim=c)", (X, 0, True)), ("mint.min(a, b)", (XI, T(7.5))),
    ("mint.remainder(a, b)", (2, V)), ("mint.remainder(input=a, other=b)", (2, V)), ("mint.remainder(a, b)", (V, 2)), ("mint.remainder(a, b)", (V, -2.5)),
    ("mint.remainder(a, b)", (V, 0)), ("mint.remainder(a, b)", (T([7, -7, 0], ms.int32), 0)), ("mint.remainder(a, b)", (T([7, -7, 0], ms.int32), -3)),
    ("mint.remainder(a, b)", (T([7, -7, 0], ms.int32), 2.5)), ("mint.remainder(a, b)", (-7, T([2, 3, -4], ms.int32))), ("mint.remainder(a, b)", (2.5, T([2, 3, -4], ms.int32))),
    ("mint.remainder(a, b)", (T([True, False], ms.bool_), T([True, True], ms.bool_))), ("mint.remainder(a, b)", (3, 2)), ("a.remainder(b)", (V, T([3.0]))),
    ("mint.remainder(a, b)", (T([5.0, -5.0], ms.float16), T([3.0, 3.0], ms.float64))), ("mint.remainder(a, b)", (T([1e20, -1e-20]), 3.0)),
    ("mint.mm(a, b)", (X, X.T)), ("mint.mm(a, b)", (XI, XI.T)), ("mint.mm(a, b)", (X, XI.T)), ("mint.mm(a, b)", (X, X)), ("mint.mm(a, b)", (V, V)),
    ("mint.mm(a, b)", (B1, B2)), ("mint.mm(a, b)", (T(np.zeros((2, 0), np.float32)), T(np.zeros((0, 3), np.float32)))),
    ("mint.mm(a, b)", (T(F32, ms.float16), T(F32.T, ms.float16))), ("mint.mm(a, b)", (T(F32, ms.float64), T(F32.T, ms.float64))),
    ("mint.mm(a, b)", (T(F32 > 5, ms.bool_), T(F32.T > 5, ms.bool_))), ("mint.mm(a, b)", (T(F32, ms.uint8), T(F32.T, ms.uint8))),
    ("mint.addbmm(a, b, c)", (IN[:, :1].broadcast_to((2, 5)), B1[:, :2], B2)), ("mint.addbmm(a, b, c, beta=0.5, alpha=2)", (T(np.ones((2, 5), np.float32)), B1[:, :2], B2)),
    ("mint.addbmm(a, b, c)", (T(np.ones((5,), np.float32)), B1, B2)), ("mint.addbmm(a, b, c)", (T(1.5), B1, B2)), ("mint.addbmm(a, b, c, beta=0)", (T(np.full((2, 5), np.nan, np.float32)), B1, B2)),
    ("mint.addbmm(a, b, c)", (IN, B1, B2[:, :3])), ("mint.addbmm(a, b, c)", (IN.astype(ms.int32), B1.astype(ms.int32), B2.astype(ms.int32))),
    ("mint.addbmm(a, b, c)", (IN.astype(ms.float16), B1.astype(ms.float16), B2.astype(ms.float16))), ("mint.addbmm(a, b, c)", (IN.astype(ms.float64), B1, B2)),
    ("a.addbmm(b, c, beta=2, alpha=0.5)", (IN, B1, B2)), ("mint.addbmm(a, b, c, beta=True)", (IN, B1, B2)),
    ("mint.baddbmm(a, b, c)", (T(np.ones((3, 2, 5), np.float32)), B1, B2)), ("mint.baddbmm(a, b, c, beta=0.5, alpha=-1)", (IN, B1, B2)),
    ("mint.baddbmm(a, b, c)", (T(2.0), B1, B2)), ("mint.baddbmm(a, b, c, beta=0)", (T(np.full((3, 2, 5), np.inf, np.float32)), B1, B2)),
    ("mint.baddbmm(a, b, c)", (IN, B1, B2[:2])), ("mint.baddbmm(a, b, c)", (IN.astype(ms.int32), B1.astype(ms.int32), B2.astype(ms.int32))),
    ("mint.baddbmm(a, b, c)", (IN.astype(ms.float16), B1.astype(ms.float16), B2.astype(ms.float16))), ("a.baddbmm(b, c, alpha=2)", (IN, B1, B2)),
    ("mint.baddbmm(a, b, c)", (IN, B1[0], B2[0])),
    ("mint.triangular_solve(a, b)", (BB, AU)), ("mint.triangular_solve(a, b, upper=False)", (BB, AU.T)), ("mint.triangular_solve(a, b, True, True)", (BB, AU)),
    ("mint.triangular_solve(a, b, True, False, True)", (BB, AU)), ("mint.triangular_solve(a, b)", (BB.astype(ms.float64), AU.astype(ms.float64))),
    ("mint.triangular_solve(a, b)", (BB.astype(ms.float16), AU.astype(ms.float16))), ("mint.triangular_solve(a, b)", (BB.astype(ms.int32), AU.astype(ms.int32))),
    ("mint.triangular_solve(a, b)", (BB, AU.astype(ms.float64))), ("mint.triangular_solve(a, b)", (BB[:3], AU)), ("mint.triangular_solve(a, b)", (BB.broadcast_to((2, 4, 3)), AU)),
    ("mint.triangular_solve(a, b)", (BB, T(np.triu(np.ones((4, 4), np.float32)) - np.eye(4, dtype=np.float32)))), ("a.triangular_solve(b)", (BB, AU)),
    ("mint.diff(a, b, c)", (X, 1, 0)), ("mint.diff(a, b, c)", (X, 3, 0)), ("mint.diff(a, b, c)", (X, -1, 0)), ("mint.diff(a, b, c)", (X, 1, 2)),
    ("mint.diff(a, 1, 0, b, c)", (X, X[:1], X)), ("mint.diff(a, 2, -1, b, None)", (X, T([[1.0], [2.0]]))), ("mint.diff(a, 1, -1, b, None)", (X, T([1.0, 2.0]))),
    ("mint.diff(a, 1, 0, b, c)", (XI, X[:1], None)), ("mint.diff(a)", (T(3.0),)), ("mint.diff(a, n=b)", (V, 2)), ("mint.diff(a, 1, 0)", (T([True, False, False], ms.bool_),)),
    ("mint.empty(2, 3).shape", ()), ("mint.empty((2, 3), dtype=ms.int64).dtype", ()), ("mint.empty([1, 2, 3, 4, 5, 6, 7]).shape", ()),
    ("mint.empty(2, 3, device='CPU').shape", ()), ("mint.empty(0).shape", ()), ("mint.empty(-1)", ()), ("mint.empty(2.5)", ()), ("mint.empty().shape", ()),
    ("mint.empty((2, 3), dtype=ms.bool_).dtype", ()), ("mint.empty(a).shape", ((2, 3),)), ("mint.empty(ms.Tensor(3)).shape", ()),
    ("mint.empty_like(a).shape", (X,)), ("mint.empty_like(a, dtype=ms.float64).dtype", (X,)), ("mint.empty_like(a, device='CPU').shape", (X,)),
    ("mint.empty_like(a)", (3,)), ("mint.full_like(a, b)", (X, T(2.0))), ("mint.full_like(a, b)", (X, "x")), ("mint.full_like(a, b, dtype=ms.int8)", (X, 300)),
    ("mint.full_like(a, b)", (XI, 2.7)), ("mint.full_like(a, b)", (XI, -2.7)), ("mint.full_like(a, b)", (T([True]), 5)), ("mint.full_like(a, b, dtype=ms.bool_)", (X, 0.1)),
    ("mint.ones_like(a, dtype=b)", (X, ms.int16)), ("mint.ones_like(a)", (3,)), ("mint.zeros_like(a, dtype=b)", (X, ms.bool_)), ("mint.zeros_like(a)", (2.5,)),
    ("mint.float_power(a, b)", (XI, 2)), ("mint.float_power(a, b)", (X, T(2, ms.int32))), ("mint.float_power(a, b)", (2, XI)), ("mint.float_power(a, b)", (2.5, 3)),
    ("mint.float_power(a, b)", (T([-8.0, 8.0]), 1 / 3)), ("mint.float_power(a, b)", (T([0.0, -0.0]), -1)), ("mint.float_power(a, b)", (T([True, False]), 2)),
    ("mint.float_power(a, b)", (T([2.0], ms.float16), T([3.0], ms.float16))), ("mint.float_power(a, b)", (X, True)), ("a.float_power(b)", (X, 0.5)),
    ("mint.floor_divide(a, b)", (T([7, -7, 0], ms.int32), T([2, 2, 0], ms.int32))), ("mint.floor_divide(a, b)", (T([7, -7, 0], ms.int64), -2)),
    ("mint.floor_divide(a, b)", (-7, T([2, 3, -4], ms.int32))), ("mint.floor_divide(a, b)", (V, 0.0)), ("mint.floor_divide(a, b)", (V, -0.0)),
    ("mint.floor_divide(a, b)", (T([True, False]), T([True, True]))), ("mint.floor_divide(a, b)", (T([5, -5], ms.uint8), T([2, 3], ms.int8))),
    ("mint.floor_divide(a, b)", (T([5.5, -5.5], ms.float16), 2)), ("a.floor_divide(b)", (V, T(2.0))), ("mint.floor_divide(a, b)", (T([1e10, -3e-5]), 7.0)),
    ("mint.logical_xor(a, b)", (X, 0)), ("mint.logical_xor(a, b)", (X, T([True, False, True, False]))), ("mint.logical_xor(a, b)", (T([0.0, np.nan]), T([np.nan, 0.0]))),
    ("mint.logical_xor(a, b)", (T([1, 0], ms.uint8), T([2, 0], ms.int64))), ("a.logical_xor(b)", (X, X)),
    ("mint.logsumexp(a, b)", (X, 0)), ("mint.logsumexp(a, b, True)", (X, -1)), ("mint.logsumexp(a, b)", (X, 2)), ("mint.logsumexp(a, b)", (X, ())),
    ("mint.logsumexp(a, b)", (T([[-np.inf, -np.inf], [np.inf, 1.0]]), 1)), ("mint.logsumexp(a, b)", (XI, 1)), ("mint.logsumexp(a, b)", (T(F32, ms.float16), 1)),
    ("mint.logsumexp(a, b)", (T(3.0), 0)), ("mint.logsumexp(a, b)", (T(np.zeros((0, 3), np.float32)), 0)), ("mint.logsumexp(a, b)", (T(np.zeros((0, 3), np.float32)), 1)),
    ("mint.logsumexp(a, b)", (T([[1000.0, 1000.0]]), 1)), ("a.logsumexp(b)", (X, 1)), ("mint.logsumexp(a, dim=b, keepdim=True)", (X, (0, 1))),
    ("mint.nn.functional.mse_loss(a, b)", (X, T([1.0, 2, 3, 4]))), ("mint.nn.functional.mse_loss(a, b)", (X, XI)), ("mint.nn.functional.mse_loss(a, b)", (XI, XI)),
    ("mint.nn.functional.mse_loss(a, b, reduction='max')", (X, X)), ("mint.nn.functional.mse_loss(a, b)", (X, T(F32, ms.float16))), ("mint.nn.functional.mse_loss(a, b)", (X, 2.0)),
    ("mint.nn.functional.mse_loss(a, b, reduction='none')", (T([[1.0], [2.0]]), T([1.0, 5.0, 3.0]))), ("mint.nn.functional.mse_loss(a, b)", (T(np.zeros((0,), np.float32)), T(np.zeros((0,), np.float32)))),
    ("mint.mul(a, b)", (X, 2)), ("mint.mul(a, b)", (XI, 2.5)), ("mint.mul(a, b)", (XI, True)), ("mint.mul(a, b)", (T([True, False]), True)), ("mint.mul(a, b)", (T([True, False]), 3)),
    ("mint.mul(a, b)", (T([200], ms.uint8), 2)), ("mint.mul(a, b)", (T([100], ms.int8), 3)), ("mint.mul(a, b)", (T([2.0], ms.float16), 70000.0)), ("mint.mul(a, b)", (T([2.0], ms.float16), 1e-8)),
    ("mint.mul(a, b)", (2, X)), ("mint.mul(a, b)", (XI, T(2.5, ms.float64))), ("mint.mul(a, b)", (T([3], ms.int64), 2 ** 40)),
    ("mint.nn.functional.leaky_relu(a, b)", (X - 10, 0.1)), ("mint.nn.functional.leaky_relu(a, b)", (XI - 10, 0.1)), ("mint.nn.functional.leaky_relu(a, b)", (XI - 10, 2)),
    ("mint.nn.functional.leaky_relu(a, negative_slope=b)", (X - 10, True)), ("mint.nn.functional.leaky_relu(a, b)", (T([-np.inf, np.nan, -0.0]), 0.5)),
    ("mint.nn.functional.log_softmax(a, b)", (X, 0)), ("mint.nn.functional.log_softmax(a, b)", (X, 2)), ("mint.nn.functional.log_softmax(a, b)", (XI, 1)),
    ("mint.nn.functional.log_softmax(a, b, dtype=ms.float16)", (X, 1)), ("mint.nn.functional.log_softmax(a, b, dtype=ms.int32)", (X, 1)), ("mint.nn.functional.log_softmax(a)", (T(2.0),)),
    ("mint.nn.functional.log_softmax(a, b)", (T([[-np.inf, 1.0], [np.inf, 1.0]]), 1)), ("mint.nn.functional.log_softmax(a, None)", (X,)), ("mint.nn.functional.log_softmax(a, b)", (T(np.zeros((0, 3), np.float32)), 1)),
    ("mint.nn.functional.threshold(a, b, c)", (X, 6, 0)), ("mint.nn.functional.threshold(a, b, c)", (XI, 6.5, 100)), ("mint.nn.functional.threshold(a, b, c)", (XI, 6, 0.5)),
    ("mint.nn.functional.threshold(a, b, c)", (T([np.nan, -np.inf, 2.0]), 1, -9)), ("mint.nn.functional.threshold(a, b, c)", (T([True, False]), 0, 1)),
    ("mint.nn.functional.threshold(a, b, c)", (X, T(6.0), 0)), ("mint.nn.functional.threshold_(a * 1, b, c)", (X, 6, -1)),
    ("mint.nn.functional.relu_(a * 1)", (XI - 10,)), ("mint.nn.functional.relu_(a)", (X - 10,)), ("mint.nn.functional.relu_(a * 1)", (T([True, False]),)),
    ("mint.nn.functional.relu_(a * 1)", (T([-np.nan, -0.0, -np.inf]),)), ("mint.nn.functional.relu_(a * 1)", (T([200, 0], ms.uint8),)),
    ("mint.repeat_interleave(a, b)", (V, T([1, 2, 0, 1, 3], ms.int64))), ("mint.repeat_interleave(a, b, 0)", (X, T([2], ms.int64))),
    ("mint.repeat_interleave(a, b, 1)", (X, T([1, 0, 2, 1], ms.int32))), ("mint.repeat_interleave(a, b, 0)", (X, -1)), ("mint.repeat_interleave(a, b, 2)", (X, 2)),
    ("mint.repeat_interleave(a, b, 0)", (X, T([1, 2, 3], ms.int64))), ("mint.repeat_interleave(a, b)", (X, [1, 2])), ("mint.repeat_interleave(a, b, 0)", (X, (2, 1))),
    ("mint.repeat_interleave(a, b, 0, output_size=c)", (X, 2, 4)), ("mint.repeat_interleave(a, b, 0, output_size=c)", (X, 2, 5)), ("mint.repeat_interleave(a, b)", (T(3.0), 3)),
    ("mint.repeat_interleave(a, b, 0)", (X, T([1.0, 2.0]))), ("mint.repeat_interleave(a, b)", (X, 0)), ("a.repeat_interleave(b, dim=1)", (X, 2)),
    ("mint.stack(a)", ([X, X],)), ("mint.stack(a, b)", ([X, X], 2)), ("mint.stack(a, b)", ([X, X], 3)), ("mint.stack(a, b)", ([X, X], -4)),
    ("mint.stack(a)", ([X, XI],)), ("mint.stack(a)", ([X, X[:1]],)), ("mint.stack(a)", ([],)), ("mint.stack(a)", ([T(1.0), T(2.0)],)), ("mint.stack(a)", (X,)),
    ("mint.stack(a, dim=b)", ((V, V * 2, V * 3), -1)), ("mint.stack(a)", ([T([True]), T([1.5], ms.float16)],)), ("mint.stack(a)", ([X, 1.0],)),
    ("mint.std_mean(a, b)", (X, 1)), ("mint.std_mean(a, b, correction=c)", (X, 1, 0)), ("mint.std_mean(a, b, correction=c)", (X, 1, 5)),
    ("mint.std_mean(a, b, keepdim=True)", (X, (0, 1))), ("mint.std_mean(a, b)", (X, 2)), ("mint.std_mean(a)", (XI,)), ("mint.std_mean(a)", (T(3.0),)),
    ("mint.std_mean(a, b, correction=c)", (X, 0, 1.5)), ("mint.std_mean(a, b)", (X, None)), ("mint.std_mean(a)", (T(F32, ms.float16),)), ("mint.std_mean(a, dim=b)", (X, [0])),
    ("mint.var_mean(a, b)", (X, 1)), ("mint.var_mean(a, b, correction=c)", (X, 1, 0)), ("mint.var_mean(a, b, correction=c)", (X, 1, 9)),
    ("mint.var_mean(a, b, keepdim=True)", (X, (0, 1))), ("mint.var_mean(a, b)", (X, -3)), ("mint.var_mean(a)", (XI,)), ("mint.var_mean(a)", (T(3.0),)),
    ("mint.var_mean(a, b, correction=c)", (X, 0, True)), ("mint.var_mean(a)", (T(np.zeros((0, 3), np.float32)),)), ("mint.var_mean(a)", (T(F32, ms.float64),)),
    ("mint.take(a, b)", (X, T([3, 4], ms.int64))), ("mint.take(a, b)", (X, T([[0, -1], [-8, 7]], ms.int64))), ("mint.take(a, b)", (X, T([8], ms.int64))),
    ("mint.take(a, b)", (X, T([-9], ms.int64))), ("mint.take(a, b)", (X, T([1.0]))), ("mint.take(a, b)", (X, T([1], ms.int32))), ("mint.take(a, b)", (X, T(np.zeros((0,), np.int64), ms.int64))),
    ("mint.take(a, b)", (T(5.0), T([0, 0], ms.int64))), ("mint.take(a, b)", (X, [1, 2])), ("mint.take(a, b)", (X, T([1], ms.uint8))), ("a.take(b)", (XI, T([[2]], ms.int64))),
    ("mint.where(a)", (T([[0.0, 1], [2, 3]]),)), ("mint.where(a)", (T([[0, 1], [2, 3]], ms.int32),)), ("mint.where(a)", (T(0.0),)), ("mint.where(a)", (T(2.0),)),
    ("mint.where(a, b, c)", (X > 5, X, XI)), ("mint.where(a, b, c)", (X > 5, 1, 2.5)), ("mint.where(a, b, c)", (X > 5, XI, 2.5)), ("mint.where(a, b, c)", (X > 5, XI, True)),
    ("mint.where(a, b, c)", (X, X, XI)), ("mint.where(a, b, c)", (T([True, False, True, False]), X, T([[0.5], [1.5]]))), ("mint.where(a, b, c)", (X > 5, T(F32, ms.float16), T(F32, ms.float64))),
    ("mint.where(a, b, c)", (X > 5, T(F32, ms.uint8), T(F32, ms.int8))), ("mint.where(a, b, c)", (X > 5, T(F32 > 5, ms.bool_), 0)), ("mint.where(condition=a, input=b, other=c)", (X > 5, X, 0.0)),
    ("mint.where(a, b, c)", (X > 5, X[:, :2], X)), ("a.where(b, c)", (X, X > 5, 0)), ("mint.where(a, b, c)", (X > 5, 2 ** 40, 1)),
    ("mint.amax(a, b)", (X, 2)), ("mint.amax(a, b)", (X, (0, 0))), ("mint.amax(a, b, True)", (X, [])), ("mint.amax(a, b)", (T(np.zeros((0, 3), np.float32)), 1)),
    ("mint.amax(a, b)", (T(np.zeros((0, 3), np.float32)), 0)), ("mint.amax(a, b)", (T([[1.0, np.nan], [2.0, 0]]), 1)), ("mint.amax(a, b)", (T([[True, False]]), 1)),
    ("mint.amax(a)", (T(3.0),)), ("mint.amax(a, b)", (T(3.0), 0)), ("mint.amax(a, dim=b, keepdim=c)", (X, -1, True)), ("a.amax(b)", (X, 0)),
    ("mint.atanh(a)", (T([1.0, -1.0, 1.5, 0.0, -0.0, np.nan]),)), ("mint.atanh(a)", (T([0, 1], ms.int32),)), ("mint.atanh(a)", (T([True, False]),)),
    ("mint.atanh(a)", (T([0.5, 0.99], ms.float16),)), ("mint.atanh(a)", (T([0.5, 0.99], ms.float64),)), ("a.atanh()", (T([0.25]),)),
    ("mint.bitwise_and(a, b)", (T([7, -7, 12], ms.int32), T([3, 5, -1], ms.int64))), ("mint.bitwise_and(a, b)", (T([7, 12], ms.uint8), T([3, -1], ms.int8))),
    ("mint.bitwise_and(a, b)", (T([7, 12], ms.int16), 2 ** 20)), ("mint.bitwise_and(a, b)", (X, XI)), ("mint.bitwise_and(a, b)", (T([True, False]), T([1, 3], ms.int32))),
    ("mint.bitwise_and(a, b)", (T([True, False]), 1)), ("mint.bitwise_and(a, b)", (5, T([3, 1], ms.int32))), ("mint.bitwise_or(a, b)", (T([True, False]), True)),
    ("mint.bitwise_or(a, b)", (T([7, -7], ms.int8), T([[1], [2]], ms.int8))), ("mint.bitwise_or(a, b)", (XI, 1.5)), ("mint.bitwise_xor(a, b)", (T([7, -7], ms.int64), -1)),
    ("mint.bitwise_xor(a, b)", (T([True, False]), T([True, True]))), ("mint.bitwise_xor(a, b)", (T([200, 3], ms.uint8), 255)), ("mint.bitwise_xor(a, b)", (T([200, 3], ms.uint8), 256)),
    ("mint.bitwise_not(a)", (T([0, -1, 127], ms.int8),)), ("mint.bitwise_not(a)", (T([0, 255], ms.uint8),)), ("mint.bitwise_not(a)", (T([True, False]),)),
    ("mint.bitwise_not(a)", (X,)), ("mint.bitwise_not(a)", (T(5, ms.int64),)), ("a.bitwise_not()", (T([1, 2], ms.int16),)),
    ("mint.clone(a)", (X,)), ("mint.clone(a)", (T(np.zeros((0, 2), np.float32)),)), ("mint.clone(a)", (3,)), ("a.clone()", (T([1], ms.uint8),)),
    ("mint.add(a, b, alpha=c)", (X, XI, 2)), ("mint.add(a, b, alpha=c)", (XI, XI, 2.5)), ("mint.add(a, b, alpha=c)", (XI, 2, True)), ("mint.add(a, b, alpha=c)", (T([True]), T([True]), 2)),
    ("mint.add(a, b, alpha=c)", (T([True]), T([True]), True)), ("mint.add(a, b)", (2, XI)), ("mint.add(a, b, alpha=c)", (X, 1, -1)), ("mint.max(a, 0, True)[0]", (T([[0.0, 0.3, 0.4, 0.5, 0.1], [3.2, 0.4, 0.1, 2.9, 4.0]]),)),
]


class C(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *args):
        return self.f(*args)


F = gen("m2", [e for e, _ in CASES], args="a=None, b=None, c=None")
for i, ((e, args), f) in enumerate(zip(CASES, F)):
    case(f"e{i}", lambda: f(*args))
    case(f"j{i}", lambda: ms.jit(f)(*args))

    def g():
        ms.set_context(mode=ms.GRAPH_MODE)
        return C(f)(*args)
    case(f"g{i}", g)
