"""The optimizers model-zoo code uses most (nn.Momentum, nn.SGD, nn.Adam, nn.RMSProp, nn.AdamWeightDecay, nn.Adagrad)
driven by TrainOneStepCell for three steps on a fixed Dense + BatchNorm network:
the losses and every parameter after the steps, with weight decay, nesterov, parameter groups, a learning-rate list.
(TrainOneStepWithLossScaleCell needs NPU float-status kernels in MindSpore 2.10: not on CPU.)"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


def W(*shape, scale=0.1):
    n = int(np.prod(shape))
    return ms.Tensor(((np.arange(n) % 7 - 3) * scale).reshape(shape).astype(np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 5, weight_init=W(5, 4), bias_init=W(5))
        self.bn = nn.BatchNorm1d(5)
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(5, 3, weight_init=W(3, 5, scale=0.2), bias_init=W(3, scale=0.05))

    def construct(self, x):
        return self.fc2(self.bn(self.relu(self.fc1(x))))  # (a bias right before BatchNorm has a ~0 gradient)


x = ms.Tensor((np.arange(24).reshape(6, 4) % 5 * 0.3 - 0.6).astype(np.float32))
y = ms.Tensor(np.array([0, 2, 1, 1, 0, 2], np.int32))
lr_list = [0.1, 0.05, 0.02]
OPTS = {
    "momentum": lambda p: nn.Momentum(p, 0.1, 0.9),
    "momentum_wd_nesterov": lambda p: nn.Momentum(p, 0.1, 0.9, weight_decay=0.01, use_nesterov=True),
    "momentum_lr_list": lambda p: nn.Momentum(p, lr_list, 0.9),
    "sgd": lambda p: nn.SGD(p, 0.1),
    "sgd_momentum_wd": lambda p: nn.SGD(p, 0.1, momentum=0.9, dampening=0.1, weight_decay=0.01),
    "sgd_nesterov": lambda p: nn.SGD(p, 0.1, momentum=0.9, nesterov=True),
    "adam": lambda p: nn.Adam(p, 0.01),
    "adam_wd": lambda p: nn.Adam(p, 0.01, weight_decay=0.1),
    "adam_nesterov": lambda p: nn.Adam(p, 0.01, use_nesterov=True),
    "adam_amsgrad": lambda p: nn.Adam(p, 0.01, use_amsgrad=True),
    "adamweightdecay": lambda p: nn.AdamWeightDecay(p, 0.01, weight_decay=0.1),
    "rmsprop": lambda p: nn.RMSProp(p, 0.01),
    "rmsprop_centered": lambda p: nn.RMSProp(p, 0.01, momentum=0.5, centered=True),
    "adagrad": lambda p: nn.Adagrad(p, learning_rate=0.1),
    "momentum_groups": lambda p: nn.Momentum([{"params": [q for q in p if "bias" in q.name or "beta" in q.name
                                                          or "gamma" in q.name], "weight_decay": 0.0},
                                              {"params": [q for q in p if "weight" in q.name], "weight_decay": 0.05}],
                                             0.1, 0.9),
}
for name, make in OPTS.items():
    net = Net()
    loss = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
    step = nn.TrainOneStepCell(loss, make(net.trainable_params()))
    step.set_train()
    losses = [step(x, y) for _ in range(3)]
    emit(f"{name}_losses", losses, rtol=1e-4, atol=1e-5)
    emit(f"{name}_params", {p.name: p for p in net.get_parameters()}, rtol=1e-4, atol=1e-5)
