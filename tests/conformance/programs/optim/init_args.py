import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit
from _optim_net import Net

net = Net()
for name, opt in {
    "momentum": nn.Momentum(net.trainable_params(), 0.1, 0.9, weight_decay=0.01),
    "sgd_list": nn.SGD(net.trainable_params(), [0.1, 0.2]),
    "adam_tensor": nn.Adam(net.trainable_params(), Tensor(np.array([0.1, 0.05], np.float32)), use_amsgrad=True),
    "rmsprop_schedule": nn.RMSProp(net.trainable_params(), nn.WarmUpLR(0.1, 2), centered=True),
    "adagrad": nn.Adagrad(net.trainable_params(), accum=0.2),
}.items():
    emit(f"{name}_init_args", sorted(opt.init_args.items()))
    emit(f"{name}_init_lr", opt.init_learning_rate)
    emit(f"{name}_init_params", [p.name for p in opt.init_params["params"]])
