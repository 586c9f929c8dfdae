import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit
from _optim_net import train


class Wide(nn.Cell):
    def __init__(self):
        super().__init__()
        w = (np.arange(32, dtype=np.float32).reshape(2, 16) - 15.5) / 20.0
        self.fc = nn.Dense(16, 2, weight_init=Tensor(w), bias_init="zeros")

    def construct(self, x):
        return self.fc(x)


XW = Tensor(((np.arange(64, dtype=np.float32).reshape(4, 16) % 7) - 3.0) / 4.0)
YW = Tensor(np.array([[1.0, 0.0], [0.0, 1.0], [0.5, -0.5], [0.2, 0.1]], np.float32))


def train_wide(make, steps=3):
    net = Wide()
    opt = make(net)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    out = []
    for _ in range(steps):
        loss = step(XW, YW)
        out.append((loss, [Tensor(p.asnumpy()) for p in net.trainable_params()]))
    return out


CASES = {
    "momentum_dynamic_wd": lambda n: nn.Momentum(n.trainable_params(), 0.1, 0.9,
                                                 weight_decay=nn.ExponentialDecayLR(0.1, 0.5, 1)),
    "adam_dynamic_wd": lambda n: nn.Adam(n.trainable_params(), 0.01, weight_decay=nn.InverseDecayLR(0.2, 0.5, 1)),
    "adamwd_dynamic_wd": lambda n: nn.AdamWeightDecay(n.trainable_params(), 0.01,
                                                      weight_decay=nn.ExponentialDecayLR(0.1, 0.5, 1)),
    "adam_wd_loss_scale": lambda n: nn.Adam(n.trainable_params(), 0.01, weight_decay=0.1, loss_scale=16.0),
    "sgd_dampening_no_momentum": lambda n: nn.SGD(n.trainable_params(), 0.1, dampening=0.5),
    "rmsprop_groups_wd": lambda n: nn.RMSProp([{"params": [n.gamma], "weight_decay": 0.2},
                                               {"params": n.fc.trainable_params(), "lr": 0.02}], 0.01),
}
for name, make in CASES.items():
    steps, _ = train(make)
    for i, (loss, params) in enumerate(steps):
        emit(f"{name}_loss{i}", loss, rtol=1e-4, atol=1e-6)
        emit(f"{name}_params{i}", params, rtol=1e-4, atol=1e-6)

WIDE = {
    # grad_centralization=True itself cannot be recorded: MindSpore 2.10 has no CPU Centralization kernel
    "gc_off": lambda n: nn.SGD([{"params": [n.fc.weight], "grad_centralization": False},
                                {"params": [n.fc.bias]}], 0.1),
}
for name, make in WIDE.items():
    for i, (loss, params) in enumerate(train_wide(make)):
        emit(f"{name}_loss{i}", loss, rtol=1e-4, atol=1e-6)
        emit(f"{name}_params{i}", params, rtol=1e-4, atol=1e-6)
