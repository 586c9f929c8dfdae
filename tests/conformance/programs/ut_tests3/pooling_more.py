"""nn.MaxUnpool1d/2d/3d, LPPool1d/2d, MaxPool3d, AvgPool3d, AdaptiveMaxPool1d and ops.max_unpool*/lp_pool*:
values, shapes, gradients and argument errors."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

x2 = Tensor(np.array([[[[5.0, 6.0], [7.0, 8.0]]]], np.float32))
i2 = Tensor(np.array([[[[0, 3], [8, 15]]]], np.int64))
emit("unpool2d", nn.MaxUnpool2d(kernel_size=2, stride=2)(x2, i2))
emit("unpool2d_pad", nn.MaxUnpool2d(kernel_size=3, stride=2, padding=1)(x2, Tensor(np.array([[[[0, 2], [6, 8]]]],
                                                                                         np.int64))))
emit("unpool2d_output_size", nn.MaxUnpool2d(2, 2)(x2, i2, (1, 1, 5, 5)))
emit("unpool2d_3d_input", nn.MaxUnpool2d(2)(x2[0], Tensor(np.array([[[1, 2], [13, 14]]], np.int32))))
emit("unpool2d_ops", ops.max_unpool2d(x2, i2, 2, 2, 0))

x1 = Tensor(np.array([[[2.0, 4.0, 6.0]]], np.float32))
idx1 = Tensor(np.array([[[1, 2, 5]]], np.int64))
emit("unpool1d", nn.MaxUnpool1d(kernel_size=2, stride=2)(x1, idx1))
emit("unpool1d_2d_input", nn.MaxUnpool1d(2)(x1[0], idx1[0]))
emit("unpool1d_output_size", nn.MaxUnpool1d(2)(x1, idx1, (1, 1, 7)))

x3 = Tensor(np.arange(1, 9, dtype=np.float32).reshape(1, 1, 2, 2, 2))
i3 = Tensor(np.array([0, 3, 10, 15, 40, 45, 58, 63], np.int64).reshape(1, 1, 2, 2, 2))
emit("unpool3d", nn.MaxUnpool3d(kernel_size=2, stride=2)(x3, i3))
emit("unpool3d_4d_input", nn.MaxUnpool3d(2)(x3[0], i3[0]))


def unpool_loss(x, idx):
    return (ops.max_unpool2d(x, idx, 2, 2) * Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))).sum()


emit("unpool2d_grad", ms.grad(unpool_loss)(x2, i2))

xp = Tensor(np.arange(1, 25, dtype=np.float32).reshape(2, 3, 4) / 4.0)
emit("lppool1d", nn.LPPool1d(norm_type=1, kernel_size=3, stride=1)(xp))
emit("lppool1d_p2", nn.LPPool1d(norm_type=2.0, kernel_size=2)(xp))
emit("lppool1d_2d", nn.LPPool1d(norm_type=3, kernel_size=2, stride=1, ceil_mode=True)(xp[0]))
xq = Tensor(np.arange(1, 37, dtype=np.float32).reshape(1, 1, 6, 6) / 6.0)
emit("lppool2d", nn.LPPool2d(norm_type=1, kernel_size=3, stride=1)(xq))
emit("lppool2d_tuple", nn.LPPool2d(norm_type=2, kernel_size=(2, 3), stride=(2, 1))(xq))
emit("lppool_ops", [ops.lp_pool1d(xp, 2, 2), ops.lp_pool2d(xq, 2, 3, 3)])


def lp_loss(v):
    return ops.lp_pool2d(v, 2, 2).sum()


emit("lppool2d_grad", ms.grad(lp_loss)(xq))
emit_error("lppool1d_norm_str", ops.lp_pool1d, xp, "2", 2)
emit_error("lppool1d_norm_zero", ops.lp_pool1d, xp, 0, 2)
emit_error("lppool2d_norm_none", ops.lp_pool2d, xq, None, 2)

v3 = Tensor(np.arange(64, dtype=np.float32).reshape(1, 1, 4, 4, 4) % 11)
emit("maxpool3d", nn.MaxPool3d(kernel_size=2, stride=2)(v3))
emit("maxpool3d_4d", nn.MaxPool3d(kernel_size=3, stride=1)(v3[0]))
emit("maxpool3d_same", nn.MaxPool3d(kernel_size=3, stride=2, pad_mode="same")(v3))
emit("avgpool3d", nn.AvgPool3d(kernel_size=2, stride=2)(v3))
emit("avgpool3d_pad", nn.AvgPool3d(kernel_size=3, stride=2, pad_mode="pad", padding=1, count_include_pad=False)(v3))
emit("avgpool3d_4d", nn.AvgPool3d(kernel_size=(2, 1, 2), stride=1)(v3[0]))
emit_error("avgpool3d_divisor", nn.AvgPool3d, 2, 2, "valid", 0, False, True, -1)
emit_error("maxpool3d_kernel_zero", nn.MaxPool3d, 0)
emit_error("maxpool3d_pad_mode", nn.MaxPool3d, 2, 2, "full")

a1 = Tensor(np.array([[[1.0, 5.0, 2.0, 8.0, 3.0, 4.0, 9.0]], [[0.5, -1.0, 2.5, 0.0, 7.0, 6.0, 1.0]]], np.float32))
emit_error("adaptive_max1d_indivisible", nn.AdaptiveMaxPool1d(3), a1)
a1 = Tensor(np.array([[[1.0, 5.0, 2.0, 8.0, 3.0, 4.0]], [[0.5, -1.0, 2.5, 0.0, 7.0, 6.0]]], np.float32))
emit("adaptive_max1d", nn.AdaptiveMaxPool1d(3)(a1))
emit("adaptive_max1d_one", nn.AdaptiveMaxPool1d(1)(a1))
emit_error("adaptive_max1d_zero", nn.AdaptiveMaxPool1d, 0)
emit_error("adaptive_max1d_float", nn.AdaptiveMaxPool1d, 2.0)
emit_error("adaptive_max1d_2d", nn.AdaptiveMaxPool1d(2), a1[0])
emit_error("adaptive_max1d_int", nn.AdaptiveMaxPool1d(2), Tensor(np.ones((1, 1, 4), np.int32)))
