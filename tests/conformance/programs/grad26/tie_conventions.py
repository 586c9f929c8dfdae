"""Gradients at ties (h-grad26, tools/grad_sweep.py families ties/losses): ops.aminmax sends the gradient to the first
index among tied extremes (ArgMin/ArgMaxWithValue; msgraph shared it like amin/amax), ops.fmax gives a tie to x1
(MindSpore's FminFmaxGrad; msgraph split it), hinge_embedding_loss is clip_by_value(margin - x, 0), so at margin - x
== 0 the gradient is halved (msgraph's relu gave none), and ops.nanmedian's gradient goes to the median's index
(msgraph gave zeros)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

TIE = Tensor(np.array([[1, 3, 3], [2, 2, 2], [0, -1, 0]], np.float32))
W3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def aminmax_both(x):
    lo, hi = ops.aminmax(x, axis=1)
    return lo * W3 + hi * 10


def aminmax_keep(x):
    return ops.aminmax(x, axis=0, keepdims=True)[1] * W3


def fmax_xy(x, y):
    return ops.fmax(x, y) * Tensor(np.array([1.0, 2.0, 3.0, 4.0, 5.0], np.float32))


def hinge(x):
    return ops.hinge_embedding_loss(x, Tensor(np.array([1.0, -1.0, -1.0, -1.0], np.float32)), 1.0, "sum")


def hinge_mean(x):
    return ops.hinge_embedding_loss(x, Tensor(np.array([1.0, -1.0, -1.0, -1.0], np.float32)), 0.5, "mean")


def nanmedian_rows(x):
    return ops.nanmedian(x, 1)[0] * W3


def nanmedian_nan(x):
    return ops.nanmedian(x, 0, True)[0] * W3


emit("aminmax_axis1", ms.grad(aminmax_both)(TIE))
emit("aminmax_axis0_keep", ms.grad(aminmax_keep)(TIE))
x = Tensor(np.array([1, 2, 2, 0, -1], np.float32))
y = Tensor(np.array([1, 1, 2, 0, 3], np.float32))
emit("fmax_ties", ms.grad(fmax_xy, (0, 1))(x, y))
emit("fmax_nan", ms.grad(fmax_xy, (0, 1))(Tensor(np.array([np.nan, 2, np.nan, 0, 1], np.float32)),
                                          Tensor(np.array([1, np.nan, np.nan, 0, 3], np.float32))))
emit("hinge_margin_sum", ms.grad(hinge)(Tensor(np.array([0.0, 1.0, 0.5, 2.0], np.float32))))
emit("hinge_margin_mean", ms.grad(hinge_mean)(Tensor(np.array([0.0, 0.5, 0.25, 0.5], np.float32))))
emit("nanmedian_ties", ms.grad(nanmedian_rows)(TIE))
emit("nanmedian_with_nan", ms.grad(nanmedian_nan)(Tensor(np.array([[1, np.nan, 3], [2, 2, np.nan], [0, 5, 1]],
                                                                   np.float32))))
