"""nn.Conv2d with pad_mode same/valid/pad, stride, dilation, group, bias; outputs and gradients
for the input and the weights (weights from literal Tensors)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

x = Tensor((np.arange(2 * 4 * 6 * 5, dtype=np.float32).reshape(2, 4, 6, 5) % 7 - 3) / 4)


def weights(o, c, k):
    return Tensor((np.arange(o * c * k * k, dtype=np.float32).reshape(o, c, k, k) % 5 - 2) / 8)


def run(label, net, inp):
    emit(label, net(inp))
    g = ms.grad(net, grad_position=0, weights=net.trainable_params())(inp)
    emit(label + ":grad", g, rtol=1e-4, atol=1e-5)


run("same_stride1", nn.Conv2d(4, 3, 3, pad_mode="same", weight_init=weights(3, 4, 3)), x)
run("same_stride2", nn.Conv2d(4, 2, 3, stride=2, pad_mode="same", weight_init=weights(2, 4, 3)), x)
run("valid", nn.Conv2d(4, 2, 2, pad_mode="valid", weight_init=weights(2, 4, 2)), x)
run("pad1", nn.Conv2d(4, 2, 3, pad_mode="pad", padding=1, weight_init=weights(2, 4, 3)), x)
run("pad_tuple", nn.Conv2d(4, 2, 3, pad_mode="pad", padding=(0, 1, 2, 0), weight_init=weights(2, 4, 3)), x)
run("dilation2", nn.Conv2d(4, 2, 2, dilation=2, pad_mode="valid", weight_init=weights(2, 4, 2)), x)
run("group2", nn.Conv2d(4, 4, 3, group=2, pad_mode="same", weight_init=weights(4, 2, 3)), x)
run("bias", nn.Conv2d(4, 2, 1, has_bias=True, weight_init=weights(2, 4, 1),
                      bias_init=Tensor(np.array([0.5, -1.0], np.float32))), x)
run("stride_pad", nn.Conv2d(4, 2, 3, stride=(2, 1), pad_mode="pad", padding=1, weight_init=weights(2, 4, 3)), x)
emit("default_attrs", (nn.Conv2d(4, 2, 3).pad_mode, nn.Conv2d(4, 2, 3).has_bias,
                       tuple(nn.Conv2d(4, 2, 3).weight.shape)))
