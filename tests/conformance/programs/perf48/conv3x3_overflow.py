"""A 64 -> 64 channel 3x3 stride-1 convolution on a 32x32 image (the size msgraph computes with Winograd F(2x2, 3x3)),
finite operands whose direct sums are finite but near float32's largest: the forward (neighbours 3e38 and -3e38
two columns apart), the input gradient (dout likewise) and the filter gradient (one product 1.8e19 * 1.8e19).
MindSpore sums x * w directly: finite numbers.  msgraph checked only that the operands were finite, then Winograd's
transforms overflowed (B^T d B subtracts neighbours two apart, G^T dU G adds two near-largest terms): inf and NaN
in all three results (a numpy RuntimeWarning the only sign).  Now each result is checked and a non-finite one is
computed again by the direct form.  Also an inf in x and a NaN in dout (the direct forms' inf/NaN)."""
import numpy as np
import mindspore as ms
from mindspore import ops
from _conf import emit

conv = ops.Conv2D(out_channel=64, kernel_size=3, pad_mode="pad", pad=1)


def f(x, w, d):
    return (conv(x, w) * d).sum()


def summary(a):
    a = a.asnumpy()
    finite = np.isfinite(a)
    return {"dtype": str(a.dtype), "shape": list(a.shape), "finite": int(finite.sum()), "nan": int(np.isnan(a).sum()),
            "max": float(np.abs(np.where(finite, a, 0)).max()),
            "abs_sum": float(np.abs(np.where(finite, a, 0)).astype(np.float64).sum())}


w = np.full((64, 64, 3, 3), 0.01, np.float32)
w[:, :, 1, 1] = 0.02

# the forward: x's neighbours 3e38, -3e38 (B^T d B: d0 - d2 overflows)
x = np.zeros((1, 64, 32, 32), np.float32)
x[0, 2, 5, 5], x[0, 2, 5, 7] = 3e38, -3e38
y = conv(ms.Tensor(x), ms.Tensor(w))
emit("forward", summary(y))
emit("forward_window", y.asnumpy()[0, 0, 4:7, 4:9])

# the input gradient: dout likewise (its forward correlation with the flipped filter)
d = np.zeros((1, 64, 32, 32), np.float32)
d[0, 3, 9, 9], d[0, 3, 9, 11] = 3e38, -3e38
gx = ms.grad(f, grad_position=0)(ms.Tensor(np.ones((1, 64, 32, 32), np.float32)), ms.Tensor(w), ms.Tensor(d))
emit("input_grad", summary(gx))
emit("input_grad_window", gx.asnumpy()[0, 0, 8:11, 8:13])

# the filter gradient: one product 1.8e19 * 1.8e19 = 3.24e38 (G^T dU G: (u1 + u2) / 2 overflows)
x = np.zeros((1, 64, 32, 32), np.float32)
x[0, 2, 5, 5] = 1.8e19
d = np.zeros((1, 64, 32, 32), np.float32)
d[0, 3, 5, 5] = 1.8e19
gw = ms.grad(f, grad_position=1)(ms.Tensor(x), ms.Tensor(w), ms.Tensor(d))
emit("filter_grad", summary(gw))
emit("filter_grad_33", gw.asnumpy()[3, 2])

# non-finite operands: the direct forms' infs and NaNs, as before
x = np.arange(64 * 32 * 32, dtype=np.float32).reshape(1, 64, 32, 32) % 7 - 3
x[0, 1, 10, 10] = np.inf
d = np.cos(np.arange(64 * 32 * 32, dtype=np.float32)).reshape(1, 64, 32, 32)
d[0, 5, 20, 20] = np.nan
emit("forward_inf", summary(conv(ms.Tensor(x), ms.Tensor(w))))
gx, gw = ms.grad(f, grad_position=(0, 1))(ms.Tensor(x), ms.Tensor(w), ms.Tensor(d))
emit("input_grad_nan", summary(gx))
emit("filter_grad_inf_nan", summary(gw))
