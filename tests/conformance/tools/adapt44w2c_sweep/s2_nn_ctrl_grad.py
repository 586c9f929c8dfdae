"""st/nn layers inside control flow inside a gradient (a Tensor `if`, a `for` over layers, a `while` with a Tensor
bound), with non-default constructor arguments; input and weight gradients; MODE=graph|pynative."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case


def x_of(shape, dt=np.float32, scale=0.37):
    n = int(np.prod(shape))
    return Tensor(((np.arange(n) * scale) % 2.3 - 1.1).reshape(shape).astype(dt))


def init_weights(net):
    for i, p in enumerate(net.trainable_params()):
        n = int(np.prod(p.shape))
        p.set_data(Tensor(((np.arange(n) * 0.13 + i * 0.29) % 1.7 - 0.8).reshape(p.shape).astype(np.float32)))
    return net


class IfNet(nn.Cell):
    def __init__(self, a, b):
        super().__init__()
        self.a = a
        self.b = b

    def construct(self, x):
        if x.sum() > 0:
            y = self.a(x)
        else:
            y = self.b(x)
        return y.sum() if not isinstance(y, tuple) else y[0].sum()


class ForNet(nn.Cell):
    def __init__(self, layers):
        super().__init__()
        self.layers = nn.CellList(layers)

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return x.sum()


class WhileNet(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, x, n):
        i = Tensor(0, ms.int32)
        while i < n:
            x = self.layer(x)
            i = i + 1
        return x.sum()


def grads(net, *args):
    net = init_weights(net)
    gf = ms.value_and_grad(net, 0, net.trainable_params()) if net.trainable_params() else ms.value_and_grad(net, 0)
    return gf(*args)


cases = {
    "if_conv1d_dil": lambda s: IfNet(nn.Conv1d(2, 3, 3, pad_mode="pad", padding=2, dilation=2, has_bias=True),
                                     nn.Conv1d(2, 3, 1, has_bias=False)),
    "if_dense_act": lambda s: IfNet(nn.Dense(4, 3, activation="tanh"), nn.Dense(4, 3, has_bias=False, activation="relu")),
    "if_conv2d_group": lambda s: IfNet(nn.Conv2d(4, 4, 3, group=2, pad_mode="same", has_bias=True),
                                       nn.Conv2d(4, 2, 2, stride=2, pad_mode="valid")),
    "for_conv_bn_relu": lambda s: ForNet([nn.Conv2d(4, 4, 3, pad_mode="same"), nn.BatchNorm2d(4, momentum=0.5),
                                          nn.ReLU6()]),
    "for_dense_ln_gelu": lambda s: ForNet([nn.Dense(4, 4), nn.LayerNorm((4,), epsilon=1e-3), nn.GELU(False),
                                           nn.Dense(4, 2)]),
    "for_convT_leaky": lambda s: ForNet([nn.Conv1dTranspose(2, 2, 3, stride=2, pad_mode="pad", padding=1),
                                         nn.LeakyReLU(0.3)]),
    "while_dense_tanh": lambda s: WhileNet(nn.SequentialCell([nn.Dense(4, 4, has_bias=False), nn.Tanh()])),
}
shapes = {"if_conv1d_dil": (2, 2, 6), "if_dense_act": (3, 4), "if_conv2d_group": (1, 4, 4, 4),
          "for_conv_bn_relu": (2, 4, 3, 3), "for_dense_ln_gelu": (3, 4), "for_convT_leaky": (1, 2, 5),
          "while_dense_tanh": (2, 4)}
for name, mk in cases.items():
    for sign, sc in (("pos", 0.37), ("neg", -0.37)):
        x = x_of(shapes[name], scale=sc) + (0.3 if sign == "pos" else -0.6)
        args = (x, Tensor(2, ms.int32)) if name.startswith("while") else (x,)
        case(f"{name}.{sign}.fwd", lambda: init_weights(mk(None))(*args))
        case(f"{name}.{sign}.grad", lambda: grads(mk(None), *args))

# recurrent layers with non-default arguments under a Tensor `if`
for bid in (False, True):
    for bf in (False, True):
        shp = (2, 3, 4) if bf else (3, 2, 4)
        case(f"if_gru_l2.bid{bid}.bf{bf}.grad",
             lambda: grads(IfNet(nn.GRU(4, 3, 2, batch_first=bf, bidirectional=bid),
                                 nn.RNN(4, 3, 2, nonlinearity="relu", batch_first=bf, bidirectional=bid)),
                           x_of(shp) + 0.4))
        case(f"if_lstm_nobias.bid{bid}.bf{bf}.grad",
             lambda: grads(IfNet(nn.LSTM(4, 3, 1, has_bias=False, batch_first=bf, bidirectional=bid),
                                 nn.LSTM(4, 3, 2, batch_first=bf, bidirectional=bid)), x_of(shp) - 0.6))
