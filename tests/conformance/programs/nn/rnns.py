"""nn.LSTM / GRU / RNN (layers, bidirectional, batch_first, has_bias, seq_length, initial states) and
nn.LSTMCell / GRUCell / RNNCell: outputs and gradients (input and every Parameter) on fixed weights."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


def fill(net):
    for i, p in enumerate(net.trainable_params()):
        n = int(np.prod(p.shape))
        p.set_data(Tensor((((np.arange(n) * 7 + 3 * i) % 13) - 6).reshape(p.shape).astype(np.float32) * 0.06))


def leaves(out):
    if not isinstance(out, tuple):
        return (out,)
    res = ()
    for o in out:
        if isinstance(o, tuple):
            res = res + o
        else:
            res = res + (o,)
    return res


class Weighted(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *inputs):
        total = 0.0
        for k, o in enumerate(leaves(self.net(*inputs))):
            coef = ops.reshape(ops.arange(o.size).astype(o.dtype), o.shape) * 0.03 + 0.1 * k - 0.2
            total = total + (o * coef).sum()
        return total


def check(label, net, *inputs):
    fill(net)
    emit(label + "_names", [(p.name, p.shape) for p in net.get_parameters()])
    emit(label, net(*inputs), rtol=1e-4, atol=1e-5)
    grads = ms.grad(Weighted(net), grad_position=0, weights=net.trainable_params())(*inputs)
    emit(label + "_grad", grads, rtol=1e-4, atol=1e-4)


T, B, I, H = 8, 3, 4, 5
x = Tensor((np.arange(T * B * I).reshape(T, B, I) % 11).astype(np.float32) / 11 - 0.45)
xb = Tensor((np.arange(B * T * I).reshape(B, T, I) % 7).astype(np.float32) / 7 - 0.4)
h0 = Tensor((np.arange(2 * B * H).reshape(2, B, H) % 5).astype(np.float32) * 0.1 - 0.2)
c0 = Tensor((np.arange(2 * B * H).reshape(2, B, H) % 3).astype(np.float32) * 0.2 - 0.2)
lens = Tensor(np.array([8, 5, 2], np.int32))

check("lstm", nn.LSTM(I, H), x)
check("lstm_bi_2layer", nn.LSTM(I, H, num_layers=2, bidirectional=True), x)
check("lstm_batch_first_nobias", nn.LSTM(I, H, batch_first=True, has_bias=False), xb)
check("lstm_hx", nn.LSTM(I, H, bidirectional=True), x, (h0, c0))
check("lstm_seq_length_bi", nn.LSTM(I, H, bidirectional=True), x, None, lens)
check("gru", nn.GRU(I, H), x)
check("gru_bi_batch_first", nn.GRU(I, H, batch_first=True, bidirectional=True), xb)
check("gru_2layer_hx", nn.GRU(I, H, num_layers=2), x, h0)
check("gru_seq_length", nn.GRU(I, H), x, None, lens)
check("rnn_tanh", nn.RNN(I, H), x)
check("rnn_relu_bi", nn.RNN(I, H, nonlinearity="relu", bidirectional=True), x)
check("rnn_2layer_batch_first", nn.RNN(I, H, num_layers=2, batch_first=True), xb)

xc = Tensor((np.arange(B * I).reshape(B, I) % 5).astype(np.float32) * 0.2 - 0.4)
hc = Tensor((np.arange(B * H).reshape(B, H) % 4).astype(np.float32) * 0.1 - 0.1)
cc = Tensor((np.arange(B * H).reshape(B, H) % 3).astype(np.float32) * 0.3 - 0.3)
check("lstm_cell", nn.LSTMCell(I, H), xc, (hc, cc))
check("gru_cell", nn.GRUCell(I, H), xc, hc)
check("rnn_cell", nn.RNNCell(I, H), xc, hc)
check("rnn_cell_relu_nobias", nn.RNNCell(I, H, has_bias=False, nonlinearity="relu"), xc, hc)
