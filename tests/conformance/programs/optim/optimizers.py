import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit
from _optim_net import train

CASES = {
    "sgd": lambda n: nn.SGD(n.trainable_params(), 0.1),
    "sgd_momentum_wd": lambda n: nn.SGD(n.trainable_params(), 0.1, momentum=0.9, dampening=0.1, weight_decay=0.01),
    "sgd_nesterov": lambda n: nn.SGD(n.trainable_params(), 0.05, momentum=0.8, nesterov=True),
    "momentum": lambda n: nn.Momentum(n.trainable_params(), 0.1, 0.9),
    "momentum_nesterov_wd": lambda n: nn.Momentum(n.trainable_params(), 0.1, 0.9, weight_decay=0.05, use_nesterov=True),
    "momentum_loss_scale": lambda n: nn.Momentum(n.trainable_params(), 0.1, 0.9, loss_scale=4.0),
    "adam": lambda n: nn.Adam(n.trainable_params(), 0.01),
    "adam_nesterov": lambda n: nn.Adam(n.trainable_params(), 0.01, use_nesterov=True),
    "adam_amsgrad": lambda n: nn.Adam(n.trainable_params(), 0.01, beta2=0.9, use_amsgrad=True),
    "adam_wd": lambda n: nn.Adam(n.trainable_params(), 0.01, weight_decay=0.1),
    "adam_weight_decay": lambda n: nn.AdamWeightDecay(n.trainable_params(), 0.01, weight_decay=0.1),
    "rmsprop": lambda n: nn.RMSProp(n.trainable_params(), 0.01),
    "rmsprop_centered": lambda n: nn.RMSProp(n.trainable_params(), 0.01, decay=0.8, momentum=0.5, centered=True),
    "rmsprop_wd": lambda n: nn.RMSProp(n.trainable_params(), 0.01, momentum=0.3, weight_decay=0.1),
    "adagrad": lambda n: nn.Adagrad(n.trainable_params(), learning_rate=0.1),
    "adagrad_accum": lambda n: nn.Adagrad(n.trainable_params(), accum=0.5, learning_rate=0.1, weight_decay=0.01),
}

for name, make in CASES.items():
    steps, opt = train(make)
    for i, (loss, params) in enumerate(steps):
        emit(f"{name}_loss{i}", loss, rtol=1e-4, atol=1e-6)
        emit(f"{name}_params{i}", params, rtol=1e-4, atol=1e-6)
    emit(f"{name}_global_step", Tensor(opt.global_step.asnumpy()))
