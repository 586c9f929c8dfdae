"""nn layers with non-default arguments called inside control flow (if on a Tensor, for over a range / CellList,
while with a Tensor bound) inside a gradient (ms.grad with weights, value_and_grad), Graph mode compiling the
Cell; mode from $MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from _h import case


def xs(shape, dtype=np.float32, k=7, d=4):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % k - k // 2).astype(dtype) / d)


def setw(net):
    for i, p in enumerate(net.get_parameters()):
        a = (np.arange(int(np.prod(p.shape))) % 5 - 2).astype(np.float64) / 10 + 0.03 * (i % 4)
        if "variance" in p.name:
            a = np.abs(a) + 1
        p.set_data(Tensor(a.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return net


class IfNet(nn.Cell):
    def __init__(self, a, b):
        super().__init__()
        self.a, self.b = a, b

    def construct(self, x):
        if x.sum() > 0:
            y = self.a(x)
        else:
            y = self.b(x)
        return (y * y).sum()


class ForNet(nn.Cell):
    def __init__(self, layer, n):
        super().__init__()
        self.layer, self.n = layer, n

    def construct(self, x):
        for _ in range(self.n):
            x = self.layer(x)
        return (x * x).sum()


class WhileNet(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, x, n):
        i = Tensor(0, ms.int32)
        while i < n:
            x = self.layer(x)
            i = i + 1
        return (x * x).sum()


class ListNet(nn.Cell):
    def __init__(self, cells):
        super().__init__()
        self.layers = nn.CellList(cells)

    def construct(self, x):
        for c in self.layers:
            x = c(x)
            if x.max() > 1.0:
                x = x / 2
        return x.sum()


class RnnIf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.rnn = nn.GRU(3, 3, 2, bidirectional=False, batch_first=True)

    def construct(self, x):
        out, h = self.rnn(x)
        if h.sum() > 0:
            return (out * 2).sum()
        return out.sum() - h.sum()


def g(net, *args):
    net = setw(net)
    params = net.trainable_params()
    r = ms.grad(net, grad_position=0, weights=params)(*args)
    return [r[0]] + [(p.name, w) for p, w in zip(params, r[1])]


def vg(net, *args):
    net = setw(net)
    params = net.trainable_params()
    loss, r = ms.value_and_grad(net, None, params)(*args)
    return [loss] + [(p.name, w) for p, w in zip(params, r)]


x4 = xs((2, 4))
x4n = -xs((2, 4)) - 1
xc = xs((1, 2, 5, 5))
CASES = [
    ("if.dense_act.pos", lambda: g(IfNet(nn.Dense(4, 4, activation="tanh"), nn.Dense(4, 4, has_bias=False)), x4)),
    ("if.dense_act.neg", lambda: g(IfNet(nn.Dense(4, 4, activation="tanh"), nn.Dense(4, 4, has_bias=False)), x4n)),
    ("if.ln_gn", lambda: g(IfNet(nn.LayerNorm((4,), epsilon=0.1), nn.Dense(4, 4, activation="gelu")), x4)),
    ("for.dense_relu6.3", lambda: g(ForNet(nn.Dense(4, 4, activation="relu6"), 3), x4)),
    ("for.conv_same_dil.2", lambda: g(ForNet(nn.Conv2d(2, 2, 3, dilation=2, pad_mode="same", has_bias=True), 2), xc)),
    ("for.conv_pad_group.2", lambda: g(ForNet(nn.Conv2d(2, 2, 3, group=2, pad_mode="pad", padding=1), 2), xc)),
    ("while.dense.3", lambda: g(WhileNet(nn.Dense(4, 4, activation="sigmoid")), x4, Tensor(3, ms.int32))),
    ("while.ln.2", lambda: g(WhileNet(nn.LayerNorm((4,), begin_norm_axis=-1, begin_params_axis=-1, epsilon=1e-2)), x4, Tensor(2, ms.int32))),
    ("while.bn_eval.2", lambda: g(WhileNet(nn.BatchNorm1d(4).set_train(False)), x4, Tensor(2, ms.int32))),
    ("celllist.if", lambda: g(ListNet([nn.Dense(4, 4, activation="relu"), nn.Dense(4, 4, activation="elu"), nn.LayerNorm((4,))]), x4 * 4)),
    ("rnn.if", lambda: g(RnnIf(), xs((2, 3, 3)))),
    ("vg.for.conv", lambda: vg(ForNet(nn.Conv2d(2, 2, 2, pad_mode="valid", dilation=2), 1), xc)),
    ("vg.while.emb_dense", lambda: vg(WhileNet(nn.Dense(4, 4, activation="softsign")), x4, Tensor(2, ms.int32))),
    ("vg.celllist.gn", lambda: vg(ListNet([nn.Conv2d(2, 4, 1), nn.GroupNorm(2, 4, eps=0.1), nn.Conv2d(4, 2, 1)]), xc)),
]
for label, fn in CASES:
    case(label, fn)
