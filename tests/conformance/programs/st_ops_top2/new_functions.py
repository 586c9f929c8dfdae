"""Function forms of MindSpore's st op tests (tests/st/ops): sgn, isneginf/isposinf, positive, threshold, vander,
bucketize, row_stack, column_stack, msort, view_as_real, huber_loss, logspace, hamming_window, pixel_shuffle /
pixel_unshuffle, conv1d, conv3d: values and dtypes, eagerly and inside @jit."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

xc = Tensor(np.array([3 + 4j, 0, -8, 6 - 8j], np.complex64))
xr = Tensor(np.array([-2.5, 0.0, 3.0], np.float32))
xi = Tensor(np.array([[-float("inf"), float("inf"), 1.5], [0.0, -2.0, float("nan")]], np.float32))
xt = Tensor(np.array([[-0.9, 0.2, 0.94], [1.3, -0.5, 0.0]], np.float32))
vx = Tensor(np.array([1, 2, 3, 5], np.int32))
vf = Tensor(np.array([0.5, 2.0, -1.0], np.float32))
bx = Tensor(np.array([[1, 3, 5], [2, 4, 6]], np.int64))
bf = Tensor(np.array([0.5, 2.0, 6.5], np.float64))
a1 = Tensor(np.array([1, 2, 3], np.float32))
a2 = Tensor(np.array([4, 5, 6], np.float32))
m2 = Tensor(np.array([[7, 8, 9]], np.float32))
ms_x = Tensor(np.array([[3, 1, 2], [1, 5, 0], [2, 2, 9]], np.float32))
hl_x = Tensor(np.array([[0.4, 0.2, 0.9], [0.7, 0.3, 0.5]], np.float32))
hl_t = Tensor(np.array([[0.06, 0.95, 0.13], [0.67, 0.52, 0.76]], np.float32))
ps = Tensor(np.arange(2 * 8 * 2 * 3).reshape(2, 8, 2, 3).astype(np.int32))
c1x = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
c1w = Tensor(np.arange(12).reshape(2, 3, 2).astype(np.float32) / 10)
c1b = Tensor(np.array([0.5, -1.0], np.float32))
c3x = Tensor(np.arange(2 * 2 * 3 * 3 * 3).reshape(2, 2, 3, 3, 3).astype(np.float32) / 10)
c3w = Tensor(np.arange(2 * 2 * 2 * 2 * 2).reshape(2, 2, 2, 2, 2).astype(np.float32) / 10)


@ms.jit
def graph_fns(xc, xr, xi, xt, vx, bx, a1, a2, ms_x, hl_x, hl_t):
    return (ops.sgn(xc), ops.sgn(xr), ops.isneginf(xi), ops.isposinf(xi), ops.positive(xr),
            ops.threshold(xt, 0.0, 20), ops.vander(vx, 3), ops.bucketize(bx, [1, 3, 5], right=True),
            ops.row_stack([a1, a2]), ops.column_stack([a1, a2]), ops.msort(ms_x),
            ops.huber_loss(hl_x, hl_t, "none", 0.5), ops.huber_loss(hl_x, hl_t))


@ms.jit
def graph_more(xc, ps, c1x, c1w, c1b, c3x, c3w):
    return (ops.view_as_real(xc), ops.pixel_shuffle(ps, 2), ops.pixel_unshuffle(ops.pixel_shuffle(ps, 2), 2),
            ops.conv1d(c1x, c1w, c1b, 1, "pad", 1), ops.conv1d(c1x, c1w, None, 2, "same"),
            ops.conv3d(c3x, c3w, None, 1, "pad", 1), ops.logspace(Tensor(1.0, ms.float32), Tensor(3.0, ms.float32), 3),
            ops.hamming_window(6))


emit("sgn_complex", ops.sgn(xc))
emit("sgn_real", ops.sgn(xr))
emit("isneginf", ops.isneginf(xi))
emit("isposinf", ops.isposinf(xi))
emit("positive", ops.positive(xr))
emit("threshold", ops.threshold(xt, 0.0, 20))
emit("threshold_int_value", ops.threshold(Tensor(np.array([1, -2, 3], np.int32)), 1, 9))
emit("vander_int", ops.vander(vx, 3))
emit("vander_float_default_n", ops.vander(vf))
emit("bucketize_left", ops.bucketize(bx, [1, 3, 5]))
emit("bucketize_right", ops.bucketize(bx, [1, 3, 5], right=True))
emit("bucketize_f64", ops.bucketize(bf, [1.0, 2.0, 3.0]))
emit("row_stack", ops.row_stack([a1, a2, Tensor(np.array([7, 8, 9], np.float32))]))
emit("row_stack_2d", ops.row_stack([m2, a1]))
emit("column_stack", ops.column_stack([a1, a2]))
emit("msort", ops.msort(ms_x))
emit("view_as_real", ops.view_as_real(xc))
emit("huber_none", ops.huber_loss(hl_x, hl_t, "none", 0.5))
emit("huber_mean", ops.huber_loss(hl_x, hl_t))
emit("huber_sum", ops.huber_loss(hl_x, hl_t, "sum", 0.5))
emit("logspace", ops.logspace(Tensor(1, ms.float32), Tensor(4, ms.float32), 4))
emit("logspace_base2", ops.logspace(Tensor(0.0, ms.float32), Tensor(3.0, ms.float32), 4, base=2))
emit("hamming_periodic", ops.hamming_window(6))
emit("hamming_symmetric", ops.hamming_window(5, False))
emit("hamming_one", ops.hamming_window(1))
emit("pixel_shuffle", ops.pixel_shuffle(ps, 2))
emit("pixel_unshuffle", ops.pixel_unshuffle(ops.pixel_shuffle(ps, 2), 2))
emit("conv1d_pad", ops.conv1d(c1x, c1w, c1b, 1, "pad", 1))
emit("conv1d_same_stride", ops.conv1d(c1x, c1w, None, 2, "same"))
emit("conv3d_pad", ops.conv3d(c3x, c3w, None, 1, "pad", 1))
emit("graph_fns", graph_fns(xc, xr, xi, xt, vx, bx, a1, a2, ms_x, hl_x, hl_t))
emit("graph_more", graph_more(xc, ps, c1x, c1w, c1b, c3x, c3w))
emit_error("vander_2d", ops.vander, ms_x)
emit_error("threshold_bad_value", ops.threshold, xt, 0.0, "a")
emit_error("bucketize_not_tensor", ops.bucketize, [1, 2], [1])
emit_error("view_as_real_float", ops.view_as_real, xr)
emit_error("huber_bad_delta", ops.huber_loss, hl_x, hl_t, "mean", -1.0)
emit_error("pixel_shuffle_bad_channels", ops.pixel_shuffle, Tensor(np.ones((3, 2, 2), np.float32)), 2)
emit_error("column_stack_not_seq", ops.column_stack, a1)
