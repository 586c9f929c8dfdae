import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit
from _optim_net import Net

net = Net()
CASES = {
    "momentum": nn.Momentum(net.trainable_params(), 0.1, 0.9),
    "sgd": nn.SGD(net.trainable_params(), 0.1, momentum=0.5),
    "adam": nn.Adam(net.trainable_params(), 0.01),
    "adam_amsgrad": nn.Adam(net.trainable_params(), 0.01, use_amsgrad=True),
    "adam_weight_decay": nn.AdamWeightDecay(net.trainable_params(), 0.01),
    "rmsprop": nn.RMSProp(net.trainable_params(), 0.01),
    "rmsprop_centered": nn.RMSProp(net.trainable_params(), 0.01, centered=True),
    "adagrad": nn.Adagrad(net.trainable_params(), accum=0.3),
    "momentum_list_lr": nn.Momentum(net.trainable_params(), [0.1, 0.05], 0.9),
    "momentum_schedule": nn.Momentum(net.trainable_params(), nn.WarmUpLR(0.1, 3), 0.9),
    "momentum_groups": nn.Momentum([{"params": [net.gamma], "lr": 0.5}, {"params": net.fc.trainable_params()}],
                                   0.1, 0.9),
}
for name, opt in CASES.items():
    emit(f"{name}_names", sorted(n for n, _ in opt.parameters_and_names()))
    emit(f"{name}_param_names", sorted(p.name for p in opt.get_parameters()))
    emit(f"{name}_trainable", sorted(p.name for p in opt.trainable_params()))
emit("momentum_moment_values", [Tensor(p.asnumpy()) for p in CASES["momentum"].moments])
emit("adagrad_accum_values", [Tensor(p.asnumpy()) for p in CASES["adagrad"].accum])
emit("rmsprop_ms_values", [Tensor(p.asnumpy()) for p in CASES["rmsprop"].ms])
emit("lr_values", Tensor(CASES["momentum_list_lr"].get_lr_parameter(net.gamma).asnumpy()))
emit("momentum_value", Tensor(CASES["momentum"].momentum.asnumpy()))
emit("adam_betas", (Tensor(CASES["adam"].beta1_power.asnumpy()), Tensor(CASES["adam"].beta2_power.asnumpy())))
