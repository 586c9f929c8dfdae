"""float16 nn.GRU / nn.RNN / nn.GRUCell / nn.RNNCell forward and gradients (adapt44ops; session 43's Left "float16
last places").  MindSpore 2.10's CPU layers run a per-step loop of float16 ops (rnn_cells._gru_cell: h' = n + z *
(h - n); each step projects its own input with w_ih, so w_ih's gradient is a float16 sum of per-step products).
msgraph wrote h' = (1 - z) * n + z * h and projected all steps in one matmul: GRU outputs 1-2 float16 ulps off,
RNN / GRU weight gradients too.  The gradients are compared to float16 tolerance here (w_hh's per-step float16
sums, and MindSpore's Graph mode, still differ in last places); the outputs exactly."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit


def fill(net):
    for i, p in enumerate(net.trainable_params()):
        p.set_data(Tensor((np.sin(np.arange(p.size) + i).reshape(p.shape) * 0.5).astype(np.float16)))
    return net


class Sum(nn.Cell):
    def __init__(self, net, cell=False):
        super().__init__()
        self.net = net
        self.cell = cell

    def construct(self, x, h):
        if self.cell:
            return (self.net(x[0], h[0]) * 1.5).sum()
        out, hn = self.net(x, h)
        return (out * 1.5).sum() + hn.sum()


x = Tensor((np.cos(np.arange(3 * 2 * 3)).reshape(3, 2, 3)).astype(np.float16))
CASES = [
    ("gru", lambda: nn.GRU(3, 4, 1, dtype=ms.float16), 1),
    ("gru_bi_2layers", lambda: nn.GRU(3, 4, 2, bidirectional=True, dtype=ms.float16), 4),
    ("gru_nobias", lambda: nn.GRU(3, 4, 1, has_bias=False, dtype=ms.float16), 1),
    ("rnn_tanh", lambda: nn.RNN(3, 4, 1, dtype=ms.float16), 1),
    ("rnn_relu_bi", lambda: nn.RNN(3, 4, 1, nonlinearity="relu", bidirectional=True, dtype=ms.float16), 2),
]
for name, mk, nh in CASES:
    net = fill(mk())
    h0 = Tensor((np.arange(nh * 2 * 4).reshape(nh, 2, 4) / 20 - 0.3).astype(np.float16))
    out, hn = net(x, h0)
    emit(name + "_out", out)
    emit(name + "_hn", hn)
    loss = Sum(net)
    emit(name + "_grads", ms.grad(loss, (0, 1), net.trainable_params())(x, h0), rtol=1e-2, atol=2e-3)

for name, mk in [("grucell", lambda: nn.GRUCell(3, 4, dtype=ms.float16)),
                 ("rnncell", lambda: nn.RNNCell(3, 4, dtype=ms.float16))]:
    net = fill(mk())
    h0 = Tensor((np.arange(8).reshape(1, 2, 4) / 10 - 0.2).astype(np.float16))
    emit(name + "_out", net(x[0], h0[0]))
    emit(name + "_grads", ms.grad(Sum(net, True), (0, 1), net.trainable_params())(x, h0), rtol=1e-2, atol=2e-3)
