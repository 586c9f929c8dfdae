"""ops.LSTM (the CPU primitive under nn.LSTM): flat weights in MindSpore's CPU layout (every w_ih, then
every w_hh, then every summed bias), one and two layers, bidirectional, without bias; gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

T, B = 4, 2


def mkx(i):
    return Tensor((np.arange(T * B * i, dtype=np.float32).reshape(T, B, i) % 7) / 7 - 0.4)


def weights(n):
    return Tensor(((np.arange(n, dtype=np.float32) * 37 % 23) / 23 - 0.5).reshape(-1, 1, 1))


def size(i, h, layers, dirs, bias):
    n = 0
    for layer in range(layers):
        isz = i if layer == 0 else h * dirs
        n += dirs * (4 * h * isz + 4 * h * h + (4 * h if bias else 0))
    return n


class Net(nn.Cell):
    def __init__(self, i, h, layers, bias, bidir):
        super().__init__()
        self.lstm = ops.LSTM(i, h, layers, bias, bidir, 0.0)

    def construct(self, x, h, c, w):
        out, hn, cn, _, _ = self.lstm(x, h, c, w)
        return out, hn, cn


for (i, h, layers, dirs, bias) in [(3, 2, 1, 1, True), (3, 2, 1, 2, True), (2, 2, 2, 1, True), (3, 2, 1, 1, False),
                                   (2, 2, 3, 1, True)]:
    tag = f"i{i}_h{h}_l{layers}_d{dirs}_{'b' if bias else 'nb'}"
    h0 = Tensor(np.arange(layers * dirs * B * h, dtype=np.float32).reshape(layers * dirs, B, h) / 10 - 0.3)
    c0 = -h0
    out = Net(i, h, layers, bias, dirs == 2)(mkx(i), h0, c0, weights(size(i, h, layers, dirs, bias)))
    emit(tag + "_out", out[0], rtol=1e-5, atol=1e-6)
    emit(tag + "_hn", out[1], rtol=1e-5, atol=1e-6)
    emit(tag + "_cn", out[2], rtol=1e-5, atol=1e-6)


class Loss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = ops.LSTM(3, 2, 1, True, False, 0.0)

    def construct(self, x, h, c, w):
        out, hn, cn, _, _ = self.lstm(x, h, c, w)
        return out.sum() + (hn * cn).sum()


class Proj(nn.Cell):
    def __init__(self, bias):
        super().__init__()
        self.lstm = ops.LSTM(3, 4, 1, bias, False, 0.0, 2)

    def construct(self, x, h, c, w):
        out, hn, cn, _, _ = self.lstm(x, h, c, w)
        return out, hn, cn


for bias in (False, True):
    n = 4 * 4 * (3 + 2) + 2 * 4 + (16 if bias else 0)
    out = Proj(bias)(mkx(3), Tensor(np.full((1, B, 2), 0.1, np.float32)), Tensor(np.full((1, B, 4), -0.2, np.float32)),
                     weights(n))
    emit(f"proj_{bias}", list(out), rtol=1e-5, atol=1e-6)

h0 = Tensor(np.full((1, B, 2), 0.1, np.float32))
grads = ms.grad(Loss(), grad_position=(0, 3))(mkx(3), h0, -h0, weights(size(3, 2, 1, 1, True)))
emit("grad_x", grads[0], rtol=1e-4, atol=1e-5)
emit("grad_w", grads[1], rtol=1e-4, atol=1e-5)
