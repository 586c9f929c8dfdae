"""Probe: nn.LSTM / GRU / RNN under Cell.to_float(float16) and amp O2/O3 against a float16 x (forward, gradients)."""
import numpy as np
from _h import case
import mindspore as ms
from mindspore import nn, ops, amp


def make(kind, dt=ms.float32, **kw):
    np.random.seed(0)
    cls = {"lstm": nn.LSTM, "gru": nn.GRU, "rnn": nn.RNN}[kind]
    net = cls(3, 4, **kw)
    for i, p in enumerate(net.trainable_params()):
        p.set_data(ms.Tensor(np.random.uniform(-0.5, 0.5, p.shape).astype(np.float32)).astype(p.dtype))
    return net


class Wrap(nn.Cell):
    def __init__(self, rnn):
        super().__init__()
        self.rnn = rnn

    def construct(self, x):
        out = self.rnn(x)
        return out[0]


X = ms.Tensor(np.linspace(-1, 1, 2 * 3 * 3).reshape(2, 3, 3).astype(np.float32))
for kind in ("lstm", "gru", "rnn"):
    for kw in ({}, {"num_layers": 2}, {"bidirectional": True}):
        tag = kind + "".join(f" {k}={v}" for k, v in kw.items())
        case(f"{tag} f16 x", lambda: Wrap(make(kind, **kw))(X.astype(ms.float16)))
        case(f"{tag} to_float", lambda: Wrap(make(kind, **kw)).to_float(ms.float16)(X))
        case(f"{tag} inner to_float", lambda: Wrap(make(kind, **kw).to_float(ms.float16))(X))
        for lvl in ("O2", "O3"):
            case(f"{tag} amp {lvl}", lambda: amp.auto_mixed_precision(Wrap(make(kind, **kw)), lvl)(X))
        case(f"{tag} to_float grad", lambda: ms.grad(Wrap(make(kind, **kw)).to_float(ms.float16))(X))
        case(f"{tag} to_float wgrad", lambda: (lambda n: ms.grad(n, None, n.trainable_params())(X))(Wrap(make(kind, **kw)).to_float(ms.float16)))
case("lstm f16 x grad", lambda: ms.grad(Wrap(make("lstm")))(X.astype(ms.float16)))
case("lstm f16 x wgrad", lambda: (lambda n: ms.grad(n, None, n.trainable_params())(X.astype(ms.float16)))(Wrap(make("lstm"))))
