"""The Parameters of nn.LARS(nn.Momentum(...)) as parameters_and_names() lists them (adapt42nn).  Silent (names):
MindSpore 2.10 keeps the wrapped optimizer's learning-rate Parameter as a LARS attribute only with use_clip=True, so
without it the Parameter is listed once, as 'opt.learning_rate' (msgraph listed it as 'origin_learning_rate')."""
import numpy as np
from mindspore import nn, Tensor
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init="ones")
        self.bn = nn.BatchNorm1d(2)

    def construct(self, x):
        return self.bn(self.fc(x))


for clip in (False, True):
    for lr in (0.1, [0.1, 0.05]):
        net = Net()
        opt = nn.LARS(nn.Momentum(net.trainable_params(), lr, 0.9), use_clip=clip)
        tag = f"clip{clip}_{'list' if isinstance(lr, list) else 'float'}"
        emit(tag + "_names", [n for n, _ in opt.parameters_and_names()])
        emit(tag + "_shapes", [list(p.shape) for _, p in opt.parameters_and_names()])
        emit(tag + "_param_names", [p.name for _, p in opt.parameters_and_names()])
        emit(tag + "_params", [p.name for p in opt.parameters])
