"""Initial-state shapes of nn.RNN / GRU / LSTM (st/nn/test_rnn.py variants, adapt41nn).  Silent: an h0 with more
rows than num_layers * num_directions, or 2-D, was taken by msgraph (it read the first rows) where MindSpore 2.10
refuses it (ValueError, its reshape / MatMul checks); another hidden size is MindSpore's ValueError too (msgraph's
MatMul RuntimeError).  Fewer rows than layers stay MindSpore's IndexError."""
import numpy as np
from mindspore import Tensor, nn
from _conf import emit, emit_error


class N(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x, h):
        return self.p(x, h)[0]


def R(shape, seed=0):
    return Tensor(np.random.RandomState(seed).uniform(-1, 1, shape).astype(np.float32))


x = R((2, 3, 3))
emit("gru_2layer_ok_shape", list(N(nn.GRU(3, 4, num_layers=2))(x, R((2, 3, 4))).shape))
emit("lstm_ok_shape", list(N(nn.LSTM(3, 4))(x, (R((1, 3, 4)), R((1, 3, 4)))).shape))
emit_error("gru_h0_2rows_1layer", lambda: N(nn.GRU(3, 4))(x, R((2, 3, 4))).shape)
emit_error("rnn_h0_2d", lambda: N(nn.RNN(3, 4))(x, R((3, 4))).shape)
emit_error("rnn_h0_hidden5", lambda: N(nn.RNN(3, 4))(x, R((1, 3, 5))).shape)
emit_error("lstm_h0_2rows", lambda: N(nn.LSTM(3, 4))(x, (R((2, 3, 4)), R((2, 3, 4)))).shape)
emit_error("lstm_c0_hidden5", lambda: N(nn.LSTM(3, 4))(x, (R((1, 3, 4)), R((1, 3, 5)))).shape)
emit_error("gru_bidir_h0_1row", lambda: N(nn.GRU(3, 4, bidirectional=True))(x, R((1, 3, 4))).shape)
