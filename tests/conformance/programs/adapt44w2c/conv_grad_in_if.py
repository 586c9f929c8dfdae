"""Grouped / strided Conv2d in the branches of a Tensor `if`, differentiated (value_and_grad over the input and the
weights): Graph mode's dout for Conv2DBackpropInput / Filter has a shape joined from the branches (adapt44w2c sweep
s2_nn_ctrl_grad, if_conv2d_group)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


def x_of(shape, scale):
    n = int(np.prod(shape))
    return Tensor(((np.arange(n) * scale) % 2.3 - 1.1).reshape(shape).astype(np.float32))


def init_weights(net):
    for i, p in enumerate(net.trainable_params()):
        n = int(np.prod(p.shape))
        p.set_data(Tensor(((np.arange(n) * 0.13 + i * 0.29) % 1.7 - 0.8).reshape(p.shape).astype(np.float32)))
    return net


class IfNet(nn.Cell):
    def __init__(self, a, b):
        super().__init__()
        self.a = a
        self.b = b

    def construct(self, x):
        if x.sum() > 0:
            y = self.a(x)
        else:
            y = self.b(x)
        return y.sum()


for label, scale, shift in (("pos", 0.37, 0.3), ("neg", -0.37, -0.6)):
    net = init_weights(IfNet(nn.Conv2d(4, 4, 3, group=2, pad_mode="same", has_bias=True),
                             nn.Conv2d(4, 2, 2, stride=2, pad_mode="valid")))
    x = x_of((1, 4, 4, 4), scale) + shift
    try:
        loss, (gx, gw) = ms.value_and_grad(net, 0, net.trainable_params())(x)
        emit(f"conv2d_if_{label}_loss", loss)
        emit(f"conv2d_if_{label}_dx", gx)
        for i, g in enumerate(gw):
            emit(f"conv2d_if_{label}_dw{i}", g)
    except Exception as e:  # noqa
        emit_error(f"conv2d_if_{label}", e)
