"""Argument checks and keywords the gradient sweep met (h-grad26): duplicate grad_position entries are MindSpore's
ValueError (msgraph returned a gradient twice in PyNative mode, a zero and a gradient in Graph mode), ops.softmax's
dtype keyword (the input cast first), adaptive_avg_pool1d's divisibility check, interpolate's bilinear mode without
recompute_scale_factor refusing scale_factor, and avg_pool3d's pads-within-kernel check."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_error


def f(x, y):
    return x * y * y


def soft16(x):
    return ops.softmax(x, 0, dtype=ms.float16) * Tensor(np.array([1.0, 2.0, 3.0], np.float32))


x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, 1.5, 2.5], np.float32))
emit_error("grad_position_duplicate", lambda: ms.grad(f, (1, 1))(x, y))
emit("grad_position_reversed", ms.grad(f, (1, 0))(x, y))
S = Tensor(np.array([[1, 2, 0.5], [3, 0, 1]], np.float32))
emit("softmax_dtype_f16", ops.softmax(S, 0, dtype=ms.float16))
emit("softmax_dtype_f64", ops.softmax(S, dtype=ms.float64))
emit("softmax_dtype_grad", ms.grad(soft16)(S), rtol=1e-3, atol=1e-4)
P = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
emit_error("adaptive_avg_pool1d_indivisible", ops.adaptive_avg_pool1d, P[0], 3)
emit("adaptive_avg_pool1d_divisible", ops.adaptive_avg_pool1d(P[0], 2))
emit_error("avg_pool3d_pads_over_kernel", ops.avg_pool3d, P[None], (1, 3, 3), 1, 1)
emit("avg_pool3d_pads_within", ops.avg_pool3d(P[None], (1, 3, 3), 1, (0, 0, 1, 1, 1, 1)))
emit_error("interpolate_bilinear_scale", lambda: ops.interpolate(P, scale_factor=(1.5, 2.0), mode="bilinear"))
emit_error("interpolate_bilinear_scale_ac", lambda: ops.interpolate(P, scale_factor=1.5, mode="bilinear",
                                                                  align_corners=True))
emit("interpolate_bilinear_recompute", ops.interpolate(P, scale_factor=(1.5, 2.0), mode="bilinear",
                                                       recompute_scale_factor=True))
