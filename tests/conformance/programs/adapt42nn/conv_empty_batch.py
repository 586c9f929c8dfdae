"""Convolution layers over an empty batch (adapt42nn).  MindSpore 2.10 returns the empty result, and the gradients
(an empty input gradient, zero weight gradients); msgraph's Conv2D / Conv1d / Conv3D and their gradients raised
numpy's reshape ValueError (a bare ValueError in Graph mode).  The transposed convolutions already agreed."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class W(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, x):
        return self.layer(x)


LAYERS = [
    ("conv2d_same", lambda: nn.Conv2d(1, 2, 2, weight_init="ones"), (0, 1, 3, 3)),
    ("conv2d_pad_bias", lambda: nn.Conv2d(1, 2, 2, pad_mode="pad", padding=1, has_bias=True, weight_init="ones"), (0, 1, 3, 3)),
    ("conv2d_valid_group", lambda: nn.Conv2d(2, 2, 2, pad_mode="valid", group=2, weight_init="ones"), (0, 2, 3, 3)),
    ("conv2d_stride2", lambda: nn.Conv2d(2, 4, 3, stride=2, pad_mode="same", weight_init="ones"), (0, 2, 5, 5)),
    ("conv2d_f16", lambda: nn.Conv2d(1, 2, 2, weight_init="ones", dtype=ms.float16), (0, 1, 3, 3)),
    ("conv1d", lambda: nn.Conv1d(1, 2, 2, weight_init="ones"), (0, 1, 4)),
    ("conv3d", lambda: nn.Conv3d(1, 2, 2, weight_init="ones"), (0, 1, 2, 3, 3)),
    ("conv3d_group", lambda: nn.Conv3d(2, 2, 1, group=2, weight_init="ones"), (0, 2, 2, 2, 2)),
    ("conv2d_transpose", lambda: nn.Conv2dTranspose(1, 2, 2, stride=2, weight_init="ones"), (0, 1, 2, 2)),
    ("conv3d_transpose", lambda: nn.Conv3dTranspose(1, 2, 2, weight_init="ones"), (0, 1, 2, 2, 2)),
]
for name, mk, shape in LAYERS:
    dt = np.float16 if name.endswith("f16") else np.float32
    x = Tensor(np.zeros(shape, dt))
    emit(name + "_out", W(mk())(x))
    if name == "conv3d_group":   # MindSpore 2.10's Graph mode: a ValueError from its bprop's Slice (PyNative computes)
        continue
    net = W(mk())
    emit(name + "_grads", ms.grad(net, 0, net.trainable_params())(x))

x = Tensor(np.zeros((0, 1, 3, 3), np.float32))
w = Tensor(np.ones((2, 1, 2, 2), np.float32))
emit("ops_conv2d", ops.conv2d(x, w))
emit("prim_conv2d", ops.Conv2D(2, 2)(x, w))
emit_error("conv2d_zero_channels", lambda: W(nn.Conv2d(1, 2, 2))(Tensor(np.zeros((1, 0, 3, 3), np.float32))))
