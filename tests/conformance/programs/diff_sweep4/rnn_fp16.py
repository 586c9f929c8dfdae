"""Recurrent layers on a float16 input as MindSpore 2.10: the float32 weights are cast to the input's dtype (the
output and states are float16; MindSpore's CPU kernels used to be a dtype error in msgraph)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


def setw(cell, scale=0.2):
    for p in cell.trainable_params():
        n = int(np.prod(p.shape))
        p.set_data(ms.Tensor(((np.arange(n) % 7 - 3) * scale).reshape(p.shape).astype(np.float32)))
    return cell


class Net(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.l = layer

    def construct(self, x):
        return self.l(x)


class WithH(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.l = layer

    def construct(self, x):
        return self.l(x, ops.ones((1, 2, 4), x.dtype) * 0.5)


x = ms.Tensor((np.arange(30).reshape(5, 2, 3) * 0.75 - 11.0).astype(np.float16))
tol = dict(rtol=5e-3, atol=5e-3)
for name, layer in (("lstm", nn.LSTM(3, 4)), ("lstm2_bi", nn.LSTM(3, 4, 2, bidirectional=True)),
                    ("lstm_bf", nn.LSTM(3, 4, batch_first=True)), ("gru", nn.GRU(3, 4)),
                    ("gru_bi_bf", nn.GRU(3, 4, batch_first=True, bidirectional=True)), ("rnn", nn.RNN(3, 4)),
                    ("rnn_relu", nn.RNN(3, 4, nonlinearity="relu"))):
    emit(name, Net(setw(layer))(x), **tol)
emit("gru_hx", WithH(setw(nn.GRU(3, 4)))(x), **tol)
emit("gru_grad", ms.grad(Net(setw(nn.GRU(3, 4))))(x), rtol=1e-2, atol=1e-2)
