"""Transposed convolutions of float64 (session 36, adapt36nn).  MindSpore 2.10 has no float64 Conv2DTranspose /
Conv2DBackpropInput kernel: nn.Conv2dTranspose, nn.Conv1dTranspose (its Conv2DBackpropInput), P.Conv2DTranspose
and P.Conv2DBackpropInput are TypeErrors in both modes (msgraph had computed them).  (ops.conv_transpose2d's
ConvTranspose2D kernel is Ascend-only: MindSpore's CPU fails for every dtype; msgraph computes it.)  float32 / float16 still compute; mixed dtypes are
TypeErrors."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


def x_(shape, dt):
    return Tensor((np.cos(np.arange(int(np.prod(shape))) * 0.3) * 2).reshape(shape).astype(dt))


def w_(shape, dt):
    return Tensor((np.sin(np.arange(int(np.prod(shape))) * 0.7) * 0.5).reshape(shape), dt)


for dt, wdt, xdt in ((ms.float64, ms.float64, np.float64), (ms.float32, ms.float32, np.float32),
                     (ms.float64, ms.float32, np.float32), (ms.float32, ms.float64, np.float64)):
    tag = f"w{str(dt).lower()}_x{np.dtype(xdt).name}"
    emit_error("ct2d_" + tag, lambda: nn.Conv2dTranspose(2, 1, 3, stride=2, pad_mode="pad", padding=1, has_bias=True,
                                                         weight_init=w_((2, 1, 3, 3), wdt), bias_init="zeros",
                                                         dtype=dt)(x_((1, 2, 3, 3), xdt)))
    emit_error("ct1d_" + tag, lambda: nn.Conv1dTranspose(2, 1, 2, stride=2, weight_init=w_((2, 1, 2), wdt),
                                                         dtype=dt)(x_((1, 2, 3), xdt)))
emit_error("p_conv2d_transpose_f64", lambda: ops.Conv2DTranspose(1, 3)(x_((1, 2, 3, 3), np.float64),
                                                                      x_((2, 1, 3, 3), np.float64), (1, 1, 5, 5)))
emit_error("p_conv2d_backprop_input_f64", lambda: ops.Conv2DBackpropInput(1, 3)(
    x_((1, 2, 3, 3), np.float64), x_((2, 1, 3, 3), np.float64), (1, 1, 5, 5)))
emit_error("p_conv2d_transpose_f32", lambda: ops.Conv2DTranspose(1, 3)(x_((1, 2, 3, 3), np.float32),
                                                                      x_((2, 1, 3, 3), np.float32), (1, 1, 5, 5)))
emit_error("ct1d_weight_4d", lambda: nn.Conv1dTranspose(2, 1, 2, weight_init=w_((2, 1, 1, 2), ms.float32)))
