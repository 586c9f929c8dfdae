"""MindSpore 2.10's nn.RNN / GRU / LSTM (``nn/layer/rnns.py``): a given state must share x's dtype, float32 or float16
(TypeError "the type of 'hx[0]' should be same as 'x'"; float64 "must be one of Float32, Float16"), and the results
are cast to x's dtype as construct received it.  Under ``to_float(float16)`` PyNative casts per primitive, so a
float32 x gives float32 results computed in float16 (and a float16 state beside it is the TypeError); Graph mode
casts the Cell's inputs, so they are float16.  The zoo's CRNN (``to_float(float16)``, float32 h0/c0 attributes
beside the float16 VGG output) is that TypeError in PyNative and runs in Graph mode."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


def det(net):
    for k, p in enumerate(sorted(net.trainable_params(), key=lambda q: q.name)):
        n = int(np.prod(p.shape))
        p.set_data(Tensor((((np.arange(n) * 7 + 3 * k) % 11 - 5) * 0.07).reshape(p.shape).astype(np.float32)))
    return net


x = Tensor((((np.arange(24) * 5) % 13 - 6) / 7).reshape(2, 3, 4).astype(np.float32))
h = Tensor((np.arange(6) / 10 - 0.2).reshape(1, 2, 3).astype(np.float32))
x16, h16 = x.astype(ms.float16), h.astype(ms.float16)


def emit_or_error(label, fn, **tol):
    try:
        out = fn()
    except Exception:  # noqa: BLE001 - the error record is the point
        emit_error(label, fn)
        return
    emit(label, out, **tol)


def lstm():
    return det(nn.LSTM(4, 3, batch_first=True))


def gru():
    return det(nn.GRU(4, 3, batch_first=True))


emit_error("lstm_x16_h32", lambda: lstm()(x16, (h, h)))
emit_error("lstm_h0_16", lambda: lstm()(x, (h16, h)))
emit_error("lstm_h1_16", lambda: lstm()(x, (h, h16)))
emit_error("gru_x16_h32", lambda: gru()(x16, h))
emit_error("gru_float64", lambda: gru()(x.astype(ms.float64), h.astype(ms.float64)))
emit("lstm_float16", lstm()(x16, (h16, h16)), rtol=2e-3, atol=2e-3)
emit("lstm_float32", lstm()(x, (h, h)))
emit("lstm_to_float16", lstm().to_float(ms.float16)(x), rtol=2e-3, atol=2e-3)
emit("lstm_to_float16_states", lstm().to_float(ms.float16)(x, (h, h)), rtol=2e-3, atol=2e-3)
emit("gru_to_float16", gru().to_float(ms.float16)(x, h), rtol=2e-3, atol=2e-3)
emit("rnn_to_float16", det(nn.RNN(4, 3, batch_first=True)).to_float(ms.float16)(x), rtol=2e-3, atol=2e-3)
emit_or_error("lstm_to_float16_state16", lambda: lstm().to_float(ms.float16)(x, (h16, h16)), rtol=2e-3, atol=2e-3)


class DenseLSTM(nn.Cell):
    """CRNN's shape: a float16 layer feeding an LSTM with float32 state attributes."""

    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 4)
        self.lstm = nn.LSTM(4, 3, batch_first=True)
        self.h0 = Tensor(np.zeros((1, 2, 3), np.float32))

    def construct(self, x):
        return self.lstm(self.dense(x), (self.h0, self.h0))[0]


emit_or_error("dense_lstm_to_float16", lambda: det(DenseLSTM()).to_float(ms.float16)(x), rtol=2e-3, atol=2e-3)
