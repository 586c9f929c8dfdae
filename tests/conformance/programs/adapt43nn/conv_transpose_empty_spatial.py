"""Transposed convolutions over an input with an empty spatial dimension (adapt43nn).  MindSpore 2.10 computes the
output size as usual: under pad_mode 'valid' (or 'pad' with 0) an empty input gives (0 - 1) * stride + kernel rows
of zeros (the bias where there is one); under 'same', or 'pad' that crops them all, an empty result; a negative
size is the CPU kernel's RuntimeError.  msgraph raised ValueError ("must be positive") for all of them."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


class W(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, x):
        return self.layer(x) + 1


def xs(shape):
    return Tensor(np.ones(shape, np.float32))


LAYERS = [
    ("c2dT_valid_H0_bias", lambda: nn.Conv2dTranspose(2, 2, 3, pad_mode="valid", has_bias=True, bias_init="ones"), (1, 2, 0, 3)),
    ("c2dT_valid_s2_H0", lambda: nn.Conv2dTranspose(2, 3, 3, stride=2, pad_mode="valid"), (2, 2, 0, 3)),
    ("c2dT_pad0_H0", lambda: nn.Conv2dTranspose(2, 2, 3, pad_mode="pad", padding=0), (1, 2, 0, 2)),
    ("c2dT_same_H0", lambda: nn.Conv2dTranspose(2, 2, 3, pad_mode="same"), (1, 2, 0, 3)),
    ("c2dT_same_s2_HW0", lambda: nn.Conv2dTranspose(2, 2, 3, stride=2), (1, 2, 0, 0)),
    ("c2dT_pad1_H0", lambda: nn.Conv2dTranspose(2, 2, 3, pad_mode="pad", padding=1, has_bias=True), (1, 2, 0, 3)),
    ("c1dT_valid_L0_bias", lambda: nn.Conv1dTranspose(2, 2, 3, pad_mode="valid", has_bias=True, bias_init="ones"), (1, 2, 0)),
    ("c1dT_same_L0", lambda: nn.Conv1dTranspose(2, 2, 3, pad_mode="same"), (2, 2, 0)),
    ("c3dT_valid_D0_bias", lambda: nn.Conv3dTranspose(2, 2, 3, pad_mode="valid", has_bias=True, bias_init="ones"), (1, 2, 0, 3, 3)),
    ("c3dT_same_D0", lambda: nn.Conv3dTranspose(2, 2, 3), (1, 2, 0, 3, 3)),
    ("c3dT_pad1_D0", lambda: nn.Conv3dTranspose(2, 2, 3, pad_mode="pad", padding=1), (1, 2, 0, 3, 3)),
]
for name, mk, shape in LAYERS:
    emit(name, W(mk())(xs(shape)))

for name, mk, shape in [("c2dT_same_H0", lambda: nn.Conv2dTranspose(2, 2, 3, pad_mode="same", has_bias=True), (1, 2, 0, 3)),
                        ("c3dT_same_D0", lambda: nn.Conv3dTranspose(2, 2, 3), (1, 2, 0, 3, 3))]:
    net = W(mk())
    emit(name + "_grads", ms.grad(net, 0, net.trainable_params())(xs(shape)))

emit_error("c2dT_pad1_k2_H0_negative", lambda: W(nn.Conv2dTranspose(2, 2, 2, pad_mode="pad", padding=1))(xs((1, 2, 0, 3))))
emit_error("c3dT_pad2_D0_negative", lambda: W(nn.Conv3dTranspose(2, 2, 3, pad_mode="pad", padding=2))(xs((1, 2, 0, 3, 3))))
