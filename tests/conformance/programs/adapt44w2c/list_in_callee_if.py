"""A Cell whose construct builds a list with `append` (as nn.GRU / LSTM collect their steps), called in a branch of
a Tensor `if` and differentiated (adapt44w2c sweep s2_nn_ctrl_grad / s3_list_callee_if)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


class R(nn.Cell):
    def construct(self, x):
        outs = []
        outs.append(x * 2)
        outs.append(x * x)
        return outs[0] + outs[1]


class A(nn.Cell):
    def __init__(self, r):
        super().__init__()
        self.r = r

    def construct(self, x):
        if x.sum() > 0:
            y = self.r(x)
        else:
            y = x * 3
        return y.sum()


class G(nn.Cell):
    def __init__(self, rnn):
        super().__init__()
        self.rnn = rnn

    def construct(self, x):
        if x.sum() > 0:
            y = self.rnn(x)[0]
        else:
            y = x * 3
        return y.sum()


def init_weights(net):
    for i, p in enumerate(net.trainable_params()):
        n = int(np.prod(p.shape))
        p.set_data(Tensor(((np.arange(n) * 0.13 + i * 0.29) % 1.7 - 0.8).reshape(p.shape).astype(np.float32)))
    return net


for sign in (1, -1):
    x = Tensor(sign * np.arange(6).reshape(2, 3).astype(np.float32) / 4)
    try:
        emit(f"callee_append_{sign}_grad", ms.grad(A(R()))(x))
    except Exception as e:  # noqa
        emit_error(f"callee_append_{sign}_grad", e)
xs = Tensor((np.arange(12).reshape(2, 2, 3) % 5 / 4).astype(np.float32))
for name, rnn in (("gru", nn.GRU(3, 3)), ("lstm", nn.LSTM(3, 3, has_bias=False))):
    net = init_weights(G(rnn))
    try:
        loss, (gx, gw) = ms.value_and_grad(net, 0, net.trainable_params())(xs)
        emit(f"{name}_if_loss", loss)
        emit(f"{name}_if_dx", gx)
        emit(f"{name}_if_dw0", gw[0])
    except Exception as e:  # noqa
        emit_error(f"{name}_if", e)
