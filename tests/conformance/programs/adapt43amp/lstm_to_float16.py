"""nn.LSTM under mixed precision: `Cell.to_float(float16)` (on the LSTM or on a Cell holding it) and
`amp.auto_mixed_precision` O2 / O3.  MindSpore 2.10 computes it as its CPU LSTM primitive does for float16 inputs
(one primitive call per layer and direction; the policy casts the primitive's inputs: x, the states, the weights,
the bias `b_ih + b_hh` added in float16): the recurrence in float32, each call's results rounded to float16.
msgraph's policy cast every op of the recurrence to float16 (SILENT: 0.00116 / -0.21265 for MindSpore's 0.00111 /
-0.21289, both modes).  Gradients: Graph mode only (MindSpore 2.10's PyNative returns zeros for a float16 LSTM's
gradients, its CPU kernel's bug; not followed)."""
import numpy as np
import mindspore as ms
from mindspore import nn, amp
from _conf import emit

MODES = ("graph", "pynative")


def make(**kw):
    net = nn.LSTM(3, 4, **kw)
    for i, p in enumerate(net.trainable_params()):
        p.set_data(ms.Tensor((np.sin(np.arange(p.size) * 0.37 + i) * 0.5).reshape(p.shape).astype(np.float32)))
    return net


class Wrap(nn.Cell):
    def __init__(self, rnn):
        super().__init__()
        self.rnn = rnn

    def construct(self, x):
        out, (h, c) = self.rnn(x)
        return out, h, c


X = ms.Tensor(np.linspace(-1, 1, 18).reshape(2, 3, 3).astype(np.float32))
TOL = dict(rtol=1e-3, atol=2e-5)   # one float16 ulp (oneDNN's own exp / tanh) here and there
for tag, kw in (("one", {}), ("two_layers", {"num_layers": 2}), ("bidir", {"bidirectional": True}),
                ("nobias", {"has_bias": False})):
    emit(f"{tag}_to_float", Wrap(make(**kw)).to_float(ms.float16)(X), **TOL)
    emit(f"{tag}_inner_to_float", Wrap(make(**kw).to_float(ms.float16))(X), **TOL)
    for lvl in ("O2", "O3"):
        emit(f"{tag}_amp_{lvl}", amp.auto_mixed_precision(Wrap(make(**kw)), lvl)(X), **TOL)
emit("f16_input_plain", Wrap(make())(X.astype(ms.float16)), **TOL)
emit("f32_plain", Wrap(make())(X), **TOL)

if ms.get_context("mode") == ms.GRAPH_MODE:
    class Loss(nn.Cell):
        def __init__(self, rnn):
            super().__init__()
            self.rnn = rnn

        def construct(self, x):
            out = self.rnn(x)[0]
            return (out * out).sum() + out.sum()

    for tag, kw in (("one", {}), ("bidir", {"bidirectional": True})):
        net = Loss(make(**kw)).to_float(ms.float16)
        emit(f"{tag}_grad_x", ms.grad(net)(X), rtol=1e-3, atol=1e-4)
        emit(f"{tag}_grad_w", ms.grad(net, None, net.trainable_params())(X), rtol=1e-3, atol=1e-4)
