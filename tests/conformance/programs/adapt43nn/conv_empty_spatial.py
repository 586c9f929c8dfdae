"""Convolutions whose output has an empty spatial dimension (adapt43nn; session 42's Left).  MindSpore 2.10's CPU
Conv2D / Conv3D compute an output size with C's division toward zero: a dimension of size 0 (an empty input under
pad_mode 'same', a padded input one row short of a dilated kernel) is an empty result with zero weight gradients;
Conv2D first refuses a padded input shorter than the UNdilated kernel (ValueError, not under 'same'); an output
size below 0, or one of 1 from an input too short by part of a stride, is the CPU kernel's RuntimeError.  msgraph
raised ValueError for every output size <= 0 (floor division)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class W(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, x):
        y = self.layer(x)
        return y * 2


def xs(shape):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % 5).astype(np.float32))


LAYERS = [
    ("c2d_same_H0", lambda: nn.Conv2d(2, 2, 3, pad_mode="same", weight_init="ones"), (1, 2, 0, 5)),
    ("c2d_same_HW0_s2_bias", lambda: nn.Conv2d(2, 3, 3, stride=2, pad_mode="same", has_bias=True,
                                               weight_init="ones", bias_init="ones"), (2, 2, 0, 0)),
    ("c2d_same_group_W0", lambda: nn.Conv2d(4, 2, 3, group=2, pad_mode="same", weight_init="ones"), (1, 4, 3, 0)),
    ("c2d_pad_dil_H0", lambda: nn.Conv2d(2, 2, 2, dilation=2, pad_mode="pad", padding=1, weight_init="ones"), (1, 2, 0, 6)),
    ("c2d_valid_dil_short", lambda: nn.Conv2d(2, 2, 2, dilation=2, pad_mode="valid", weight_init="ones"), (1, 2, 2, 5)),
    ("c1d_same_L0", lambda: nn.Conv1d(2, 2, 3, pad_mode="same", has_bias=True, weight_init="ones"), (2, 2, 0)),
    ("c3d_same_D0", lambda: nn.Conv3d(2, 2, 3, pad_mode="same", weight_init="ones"), (1, 2, 0, 4, 4)),
    ("c3d_valid_short", lambda: nn.Conv3d(2, 2, 3, pad_mode="valid", weight_init="ones"), (1, 2, 2, 4, 4)),
    ("c3d_pad_D0", lambda: nn.Conv3d(2, 2, 3, pad_mode="pad", padding=1, weight_init="ones"), (1, 2, 0, 4, 4)),
]
for name, mk, shape in LAYERS:
    emit(name + "_out", W(mk())(xs(shape)))
    net = W(mk())
    emit(name + "_grads", ms.grad(net, 0, net.trainable_params())(xs(shape)))

ERRORS = [   # (label, layer, input shape)
    ("c2d_valid_k1_H0", lambda: nn.Conv2d(2, 2, 1, pad_mode="valid"), (1, 2, 0, 5)),      # ValueError: 0 < kernel 1
    ("c2d_pad_k3_H0", lambda: nn.Conv2d(2, 2, 3, pad_mode="pad", padding=1), (1, 2, 0, 5)),   # ValueError: 2 < 3
    ("c2d_valid_dil3_short", lambda: nn.Conv2d(2, 2, 2, dilation=3, pad_mode="valid"), (1, 2, 2, 5)),   # size -1
    ("c2d_valid_dil3_s2", lambda: nn.Conv2d(2, 2, 2, dilation=3, stride=2, pad_mode="valid"), (1, 2, 3, 5)),
    ("c3d_valid_D0", lambda: nn.Conv3d(2, 2, 3, pad_mode="valid"), (1, 2, 0, 4, 4)),      # size -2
]
for name, mk, shape in ERRORS:
    emit_error(name, lambda mk=mk, shape=shape: W(mk())(xs(shape)))

emit("ops_conv2d_same_H0", ops.conv2d(xs((1, 2, 0, 3)), Tensor(np.ones((2, 2, 3, 3), np.float32)), pad_mode="same"))
emit("ops_Conv2D_pad_dil", ops.Conv2D(2, 3, pad_mode="pad", pad=1, dilation=2, stride=2)(
    xs((1, 2, 1, 5)), Tensor(np.ones((2, 2, 3, 3), np.float32))))
