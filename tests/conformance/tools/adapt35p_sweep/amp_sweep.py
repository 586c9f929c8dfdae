"""Mixed precision in small networks: auto_mixed_precision levels (auto / O0-O3) on Cells and functions, to_float,
float16 inputs, build_train_network levels, output dtypes and a few train steps."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.train.amp import auto_mixed_precision, build_train_network
from _h import case

X4 = Tensor(np.arange(2 * 2 * 4 * 4, dtype=np.float32).reshape(2, 2, 4, 4) / 20 - 0.7)
XD = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 7 - 0.8)
YD = Tensor(np.ones((3, 2), np.float32) * 0.3)


class ConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.bn1 = nn.BatchNorm2d(2)
        self.conv = nn.Conv2d(2, 3, 3, has_bias=False, pad_mode="same", weight_init="ones")
        self.bn2 = nn.BatchNorm2d(3)
        self.mean = ops.ReduceMean(keep_dims=False)

    def construct(self, x):
        x = self.bn1(self.relu(x))
        x = self.bn2(self.conv(x))
        return self.mean(self.relu(x), (2, 3))


class DNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 3, weight_init=Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 13 - 0.4), bias_init="zeros")
        self.fc2 = nn.Dense(3, 2, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 7 - 0.3), bias_init="ones")
        self.sm = nn.Softmax()
        self.ln = nn.LayerNorm((3,))

    def construct(self, x):
        h = self.ln(ops.sigmoid(self.fc1(x)))
        return self.sm(self.fc2(h)) + ops.exp(h).sum()


LEVELS = ("auto", "O0", "O1", "O2", "O3")


def mk(level, cls, dtype=ms.float16, train=False):
    def f():
        net = cls()
        if train:
            net.set_train()
        net = auto_mixed_precision(net, level, dtype=dtype)
        return net(X4 if cls is ConvNet else XD)
    return f


for lv in LEVELS:
    case(f"conv_{lv}_infer", mk(lv, ConvNet))
    case(f"conv_{lv}_train", mk(lv, ConvNet, train=True))
    case(f"dense_{lv}", mk(lv, DNet))
    case(f"dense_{lv}_bf16", mk(lv, DNet, ms.bfloat16))


def fn_amp(x, w):
    y = ops.matmul(x, w)
    z = ops.exp(y) + ops.sigmoid(y)
    return ops.softmax(z, -1), ops.sum(z), ops.mm(x, w)


W = Tensor(np.arange(8, dtype=np.float32).reshape(4, 2) / 9 - 0.2)
for lv in LEVELS:
    def g(lv=lv):
        return auto_mixed_precision(fn_amp, lv)(XD, W)
    case(f"func_{lv}", g)


def c_addn_auto_mixed():
    f = auto_mixed_precision(lambda a, b, c: ops.addn([a, b, c]), "auto")
    return [f(Tensor([1, 2], ms.float16), Tensor([3, 4], ms.float16), Tensor([5, 6], ms.float16)),
            f(Tensor([1, 2], ms.float16), Tensor([3, 4], ms.float32), Tensor([5, 6], ms.float16))]


def c_concat_auto_mixed():
    f = auto_mixed_precision(lambda a, b: ops.concat([a, b]), "auto")
    return [f(Tensor([1, 2], ms.float16), Tensor([3, 4], ms.float16)), f(Tensor([1, 2], ms.float16), Tensor([3, 4], ms.float32))]


def train(level, opt="mom", ls=None, steps=3):
    net = DNet()
    o = nn.Momentum(net.trainable_params(), 0.1, 0.9) if opt == "mom" else nn.Adam(net.trainable_params(), 0.01)
    kw = {} if ls is None else {"loss_scale_manager": ls}
    t = build_train_network(net, o, nn.MSELoss(), level=level, **kw)
    out = [t(XD, YD) for _ in range(steps)]
    return out + [net.fc1.weight.value()]


for lv in ("O0", "O1", "O2", "O3"):
    case(f"btn_{lv}", lambda lv=lv: train(lv))
    case(f"btn_{lv}_adam", lambda lv=lv: train(lv, "adam"))


def c_to_float_dense():
    net = DNet(); net.fc2.to_float(ms.float16)
    return net(XD)


def c_to_float_all():
    net = DNet(); net.to_float(ms.float16)
    return net(XD)


def c_to_float_grad():
    net = DNet(); net.fc1.to_float(ms.float16)
    return ms.grad(net, None, net.trainable_params())(XD)


def c_f16_input_f32_net():
    net = DNet()
    return net(XD.astype(ms.float16))


def c_f16_train_f16_params():
    net = DNet(); net.to_float(ms.float16)
    for p in net.trainable_params():
        p.set_data(p.value().astype(ms.float16))
    t = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
    return [t(XD.astype(ms.float16), YD.astype(ms.float16)) for _ in range(2)] + [net.fc1.weight.value()]


def c_custom_mp():
    from mindspore.amp import custom_mixed_precision
    net = custom_mixed_precision(DNet(), white_list=[nn.Dense], dtype=ms.float16)
    return net(XD)


def c_custom_mp_black():
    from mindspore.amp import custom_mixed_precision
    net = custom_mixed_precision(DNet(), black_list=[nn.LayerNorm, nn.Softmax], dtype=ms.float16)
    return net(XD)


ONLY = os.environ.get("ONLY")
for k, v in list(globals().items()):
    if k.startswith("c_"):
        case(k, v)
