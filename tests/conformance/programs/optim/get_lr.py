import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit
from _optim_net import train

for name, make in {
    "list": lambda n: nn.SGD(n.trainable_params(), [0.3, 0.2, 0.1, 0.05]),
    "schedule": lambda n: nn.Momentum(n.trainable_params(), nn.PolynomialDecayLR(0.1, 0.01, 4, 1.0), 0.9),
    "scalar": lambda n: nn.Adam(n.trainable_params(), 0.02),
    "groups_static": lambda n: nn.SGD([{"params": [n.gamma], "lr": 0.5}, {"params": n.fc.trainable_params()}], 0.1),
    "groups_dynamic": lambda n: nn.SGD([{"params": [n.gamma], "lr": nn.WarmUpLR(0.5, 4)},
                                        {"params": n.fc.trainable_params()}], 0.1),
}.items():
    _, opt = train(make, steps=2)
    lr = opt.get_lr()
    emit(f"{name}_get_lr", lr)
    emit(f"{name}_global_step", Tensor(opt.global_step.asnumpy()))

